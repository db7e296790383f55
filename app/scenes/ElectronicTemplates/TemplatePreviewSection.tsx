import { Alert, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateApplication } from '../../../domain/electronicTemplates/index';
import { usePreviewElectronicTemplate, useTemplateSampleDocuments } from '../../api/electronicTemplates';
import { useMessage } from '../common/useMessage';
import type { TemplateForm } from './templateForm';

type Props = {
  model: TemplateForm;
  /** What the saved template made of the relation's latest e-invoice, shown until a preview is asked. */
  saved: TemplateApplication | null;
};

/** Tries the template as edited on one of the relation's recent e-invoices: the lines made and those left over. */
export function TemplatePreviewSection({ model, saved }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const samples = useTemplateSampleDocuments(model.CompanyId, model.RelationCode, model.DocumentType);
  const preview = usePreviewElectronicTemplate();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const amount = (value: number) =>
    value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const result = preview.data ?? saved;
  const chosen = documentId ?? samples.data?.[0]?.Id ?? null;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text fw={600}>{t('Electronic_Template_Preview')}</Text>
            <Text size="xs" c="dimmed">
              {t('Electronic_Template_Preview_Info')}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              w={260}
              aria-label={t('Electronic_Invoice')}
              placeholder={t(
                samples.data?.length === 0 ? 'Electronic_Template_No_EInvoices' : 'Electronic_Invoice',
              )}
              data={(samples.data ?? []).map((sample) => ({
                value: sample.Id,
                label: [sample.DocumentNumber, sample.DocumentDate].filter(Boolean).join(' · '),
              }))}
              value={chosen}
              onChange={setDocumentId}
              disabled={!samples.data?.length}
              data-testid="etemplate-preview-document"
            />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} />}
              disabled={!chosen}
              loading={preview.isPending}
              onClick={() => preview.mutate({ Template: model, DocumentId: chosen ?? undefined })}
              data-testid="etemplate-preview"
            >
              {t('Electronic_Template_Preview_Run')}
            </Button>
          </Group>
        </Group>
        {preview.isError && (
          <Alert color="red" data-testid="etemplate-preview-error">
            {message(preview.error instanceof Error ? preview.error.message : 'Error')}
          </Alert>
        )}
        {result && result.Lines.length + result.UnlinkedLines.length > 0 && (
          <>
            <Table striped withTableBorder fz="xs" data-testid="etemplate-preview-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Line_Column_GeneralLedgerAccount')}</Table.Th>
                  <Table.Th>{t('Line_Column_VatCode')}</Table.Th>
                  <Table.Th>{t('Description')}</Table.Th>
                  <Table.Th ta="right">{t('Net_Amount')}</Table.Th>
                  <Table.Th ta="right">{t('Vat_Amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.Lines.map((line) => (
                  <Table.Tr key={line.InvoiceLineNumbers.join('-')}>
                    <Table.Td>{line.GeneralLedgerAccount}</Table.Td>
                    <Table.Td>{line.VatCode}</Table.Td>
                    <Table.Td>{line.Description}</Table.Td>
                    <Table.Td ta="right">{amount(line.NetAmount)}</Table.Td>
                    <Table.Td ta="right">{amount(line.VatAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result.UnlinkedLines.length > 0 && (
              <Stack gap={4} data-testid="etemplate-unlinked">
                <Text size="sm" fw={600} c="orange">
                  {t('Electronic_Template_Unlinked_Lines', { 0: result.UnlinkedLines.length })}
                </Text>
                <Table withTableBorder fz="xs">
                  <Table.Tbody>
                    {result.UnlinkedLines.map((line) => (
                      <Table.Tr key={line.LineNumber}>
                        <Table.Td w={120}>{line.ProductCode}</Table.Td>
                        <Table.Td>{line.Description}</Table.Td>
                        <Table.Td w={80} ta="right">
                          {line.TaxPercentage ?? 0}% {line.TaxCategory}
                        </Table.Td>
                        <Table.Td w={110} ta="right">
                          {amount(line.NetAmount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </>
        )}
        {result && result.Lines.length + result.UnlinkedLines.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('Electronic_Template_Preview_Empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

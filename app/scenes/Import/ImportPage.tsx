import { Button, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../domain/documents';
import { uploadDocuments } from '../../api/import';
import { useShellData } from '../../session/ShellDataContext';
import { PageHeader } from '../common/PageHeader';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { FileDrop } from './FileDrop';
import { FileQueue } from './FileQueue';
import { ImportResults } from './ImportResults';
import { importCompanies, importTypes } from './importChoices';
import { addOutcome, dismissRefused, type ImportOutcome, noOutcome } from './importQueue';

/** Upload of PDF, image and e-mail files for a company and document type, with a result per file. */
export function ImportPage() {
  const { t } = useTranslation();
  const { base } = useShellData();
  const client = useQueryClient();
  const companies = importCompanies(base.user, base.companies);
  const [companyId, setCompanyId] = useState<string | null>(
    companies.length === 1 ? (companies[0]?.Id ?? null) : null,
  );
  const company = companies.find((entry) => entry.Id === companyId);
  const types = importTypes(base.user, company);
  const [chosenType, setChosenType] = useState<OverviewDocumentType>('PurchaseInvoice');
  const documentType = types.includes(chosenType) ? chosenType : types[0];
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<ImportOutcome>(noOutcome);
  const upload = useMutation({
    mutationFn: (sent: File[]) => uploadDocuments(companyId ?? '', documentType ?? 'PurchaseInvoice', sent),
    onSuccess: (result, sent) => {
      // Every file sent has its answer now (a document or a refusal): it leaves the queue and is never sent again.
      setFiles((current) => current.filter((file) => !sent.includes(file)));
      setOutcome((shown) => addOutcome(shown, result));
      return client.invalidateQueries({ queryKey: ['documents'] });
    },
  });

  return (
    <>
      <PageHeader title={t('Import_Document')} description={t('Import_Document_Info')} />
      <Paper withBorder radius="md" p="md" maw={760}>
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              size="xs"
              w={260}
              label={t('Company')}
              data={companies.map((entry) => ({ value: entry.Id, label: entry.DisplayName || entry.Name }))}
              value={companyId}
              onChange={setCompanyId}
              searchable
              placeholder={t('Select_Company')}
              data-testid="import-company"
            />
            {types.length > 0 && documentType && (
              <SegmentedControl
                size="xs"
                value={documentType}
                onChange={(value) => setChosenType(value as OverviewDocumentType)}
                data={types.map((type) => ({ value: type, label: t(DocumentTypeLooks[type].detailTitle) }))}
                data-testid="import-type"
              />
            )}
          </Group>
          <FileDrop
            onFiles={(added) => setFiles((current) => [...current, ...added])}
            disabled={upload.isPending}
          />
          <FileQueue
            files={files}
            onRemove={(index) => setFiles((current) => current.filter((_, position) => position !== index))}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={!companyId || !documentType || files.length === 0}
              loading={upload.isPending}
              onClick={() => upload.mutate(files)}
              data-testid="import-upload"
            >
              {t('Upload')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {(outcome.Documents.length > 0 || outcome.Errors.length > 0) && (
        <Stack maw={760} mt="md">
          <ImportResults
            result={outcome}
            onDismissError={(index) => setOutcome((shown) => dismissRefused(shown, index))}
          />
        </Stack>
      )}
    </>
  );
}

import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import type { DocumentRecord, RelationMatchKey } from '../../../domain/documents';
import { useMessage } from '../common/useMessage';
import { actionLabel } from './actionLabel';
import { formatDocumentDate } from './cells';
import { StatusColors } from './statusColors';

const flagNames = [
  'IsBlocked',
  'IsConfidential',
  'IsApproved',
  'IsWaitingForErp',
  'IsInErp',
  'IsPosted',
  'IsPostedInWorkflow',
  'IsPaid',
  'CodeInErp',
] as const;
// Payment is no matter for a packing slip.
const payableFlags = new Set<(typeof flagNames)[number]>(['IsPaid']);
const flagColors: Partial<Record<(typeof flagNames)[number], string>> = {
  IsBlocked: 'red',
  IsConfidential: 'grape',
  IsApproved: 'teal',
  IsPaid: 'teal',
};

// Written out, so the translation check sees every key.
const matchNotes: Record<RelationMatchKey, (t: TFunction) => string> = {
  VatNumber: (t) => t('Relation_Matched_By_VatNumber'),
  ChamberOfCommerce: (t) => t('Relation_Matched_By_ChamberOfCommerce'),
  Iban: (t) => t('Relation_Matched_By_Iban'),
  Name: (t) => t('Relation_Matched_By_Name'),
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A div, not a p: a value may be a badge, which is a div itself. */}
      <Text component="div" size="sm" truncate data-testid={testId}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/**
 * The header fields of a document: who (and by which key the import matched it), what, when, how much, where it
 * is, and its flags as badges. A packing slip has no amounts, invoice type, due date, VAT or payment reference: it
 * shows what it has (number, dates, purchase order) instead.
 */
export function DocumentFacts({
  document: doc,
  matchKey = '',
}: {
  document: DocumentRecord;
  matchKey?: RelationMatchKey | '';
}) {
  const { t, i18n } = useTranslation();
  // An ERP's own message is shown as it came; Ledgerline's are keys.
  const message = useMessage();
  const locale = i18n.language;
  const date = (value: string | null) => formatDocumentDate(value, locale);
  const money = (value: number) => formatCurrencyAmount(value, doc.Currency || 'EUR', locale);
  const slip = doc.DocumentType === 'PackingSlip';
  const flags = flagNames.filter((flag) => doc[flag] && !(slip && payableFlags.has(flag)));

  return (
    <Paper withBorder radius="md" p="md" data-testid="document-facts">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" truncate data-testid="detail-relation">
            {doc.RelationName || doc.RelationCode || t('Unknown_Relation')}
          </Text>
          <Text size="xs" c="dimmed">
            {[doc.RelationCode, doc.CompanyDisplayName].filter(Boolean).join(' · ')}
          </Text>
          {matchKey && doc.RelationId && (
            <Group gap={4} wrap="nowrap" c="dimmed" data-testid="detail-relation-match">
              <IconLink size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {matchNotes[matchKey](t)}
              </Text>
            </Group>
          )}
        </Stack>
        {!slip && (
          <Stack gap={0} align="flex-end">
            <Text
              fw={700}
              size="lg"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="detail-gross"
            >
              {money(doc.GrossAmount)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('Gross_Amount')}
            </Text>
          </Stack>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('Document_Number')} testId="detail-document-number">
          {doc.DocumentNumber}
        </Fact>
        <Fact label={t('Ledger_Entry_Number')}>{doc.LedgerEntryNumber ?? ''}</Fact>
        {!slip && <Fact label={t('Invoice_Type')}>{t(`Invoice_Type_${doc.InvoiceType}`)}</Fact>}
        <Fact label={t('Document_Date')}>{date(doc.DocumentDate)}</Fact>
        {!slip && <Fact label={t('Due_Date')}>{date(doc.DueDate)}</Fact>}
        <Fact label={t('Import_Date')}>{date(doc.ImportDate)}</Fact>
        {slip && (
          <Fact label={t('Purchase_Order')} testId="detail-purchase-order">
            {doc.PurchaseOrderNumber}
          </Fact>
        )}
        {!slip && <Fact label={t('Net_Amount')}>{money(doc.NetAmount)}</Fact>}
        {!slip && <Fact label={t('Vat_Amount')}>{money(doc.VatAmount)}</Fact>}
        {!slip && <Fact label={t('Payment_Reference')}>{doc.PaymentReference}</Fact>}
        <Fact label={t('Status')}>
          <Badge
            size="sm"
            variant="light"
            color={StatusColors[doc.Status] ?? 'gray'}
            data-testid="detail-status"
          >
            {t(`Document_Status_${doc.Status}`)}
          </Badge>
        </Fact>
        <Fact label={t('Current_User')}>{doc.CurrentUserName}</Fact>
        <Fact label={t('Last_Action')}>{actionLabel(t, doc.LastAction)}</Fact>
        {doc.Description && <Fact label={t('Description')}>{doc.Description}</Fact>}
        {!slip && doc.PurchaseOrderNumber && (
          <Fact label={t('Purchase_Order')}>{doc.PurchaseOrderNumber}</Fact>
        )}
      </SimpleGrid>
      {doc.ErrorMessage && (
        // The whole message, wrapped: a failed posting says why (the ERP's own words), and that is what to act on.
        <Alert
          color="red"
          variant="light"
          mt="sm"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          title={t('Error')}
          data-testid="detail-error"
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message(doc.ErrorMessage)}
          </Text>
        </Alert>
      )}
      {flags.length > 0 && (
        <Group gap={6} mt="sm" data-testid="detail-flags">
          {flags.map((flag) => (
            <Badge key={flag} size="sm" variant="dot" color={flagColors[flag] ?? 'blue'}>
              {t(`Flag_${flag}`)}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}

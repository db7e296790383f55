import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceType, LinkedToDocument, OverviewDocumentType } from '../../../domain/documents';
import { AmountEditor, DateEditor } from '../../components';
import { FilterText } from './FilterText';
import type { useFilterOptions } from './filterOptions';
import type { FilterFields } from './overviewState';

type Props = {
  type: OverviewDocumentType;
  fields: FilterFields;
  onChange: (patch: FilterFields) => void;
  options: ReturnType<typeof useFilterOptions>;
};

// The amount filters treat 0 as "no bound": the editor always shows a number.
const bound = (value: number) => (value === 0 ? undefined : value);

/** The less used fields of the Document filter (spec 001 §3). */
export function MoreFilters({ type, fields, onChange, options }: Props) {
  const { t } = useTranslation();
  const text = (name: keyof FilterFields, label: string, testId: string) => (
    <FilterText
      label={t(label)}
      value={typeof fields[name] === 'string' ? fields[name] : undefined}
      onCommit={(value) => onChange({ [name]: value })}
      data-testid={testId}
    />
  );
  const select = (name: keyof FilterFields, label: string, data: { value: string; label: string }[]) => (
    <Select
      size="xs"
      label={t(label)}
      data={data}
      value={typeof fields[name] === 'string' ? fields[name] : null}
      onChange={(value) => onChange({ [name]: value ?? undefined })}
      clearable
      searchable
      placeholder={t('All')}
      data-testid={`filter-${name}`}
    />
  );

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs" mt="xs">
      <FilterText
        label={t('Ledger_Entry_Number')}
        value={fields.LedgerEntryNumber === undefined ? undefined : String(fields.LedgerEntryNumber)}
        onCommit={(value) => {
          const number = value === undefined ? Number.NaN : Number(value);
          onChange({
            LedgerEntryNumber: Number.isInteger(number) && number >= 0 ? number : undefined,
          });
        }}
        data-testid="filter-ledger-entry-number"
      />
      <DateEditor
        label={t('Scan_Date_From')}
        value={fields.ScanDateFrom ?? null}
        onChange={(value) => onChange({ ScanDateFrom: value ?? undefined })}
        data-testid="filter-scan-date-from"
      />
      <DateEditor
        label={t('Scan_Date_Until')}
        value={fields.ScanDateUntil ?? null}
        onChange={(value) => onChange({ ScanDateUntil: value ?? undefined })}
        data-testid="filter-scan-date-until"
      />
      {type !== 'PackingSlip' &&
        select(
          'InvoiceType',
          'Invoice_Type',
          options.invoiceTypes as { value: InvoiceType; label: string }[],
        )}
      {select('CurrentUser', 'Current_User', options.userOptions)}
      {select('LastAction', 'Last_Action', options.actionOptions)}
      <AmountEditor
        label={t('Gross_Amount_From')}
        value={fields.GrossAmountFrom ?? 0}
        onChange={(value) => onChange({ GrossAmountFrom: bound(value) })}
        data-testid="filter-gross-amount-from"
      />
      <AmountEditor
        label={t('Gross_Amount_Until')}
        value={fields.GrossAmountUntil ?? 0}
        onChange={(value) => onChange({ GrossAmountUntil: bound(value) })}
        data-testid="filter-gross-amount-until"
      />
      <FilterText
        label={t('Currency')}
        value={fields.CurrencyCode}
        onCommit={(CurrencyCode) => onChange({ CurrencyCode })}
        maxLength={3}
        uppercase
        data-testid="filter-currency"
      />
      {text('Description', 'Description', 'filter-description')}
      {text('Project', 'Project', 'filter-project')}
      {text('Dimension1', 'Dimension_1', 'filter-dimension-1')}
      {text('Dimension2', 'Dimension_2', 'filter-dimension-2')}
      {text('PurchaseOrder', 'Purchase_Order', 'filter-purchase-order')}
      {text('PackingSlip', 'Packing_Slip', 'filter-packing-slip')}
      {text('Tag', 'Tag', 'filter-tag')}
      {text('Account', 'Account', 'filter-account')}
      {text('Obligation', 'Obligation', 'filter-obligation')}
      {select(
        'LinkedToDocument',
        'Linked_To_Document',
        options.linked as { value: LinkedToDocument; label: string }[],
      )}
      {select('ApprovedBy', 'Approved_By', options.userOptions)}
    </SimpleGrid>
  );
}

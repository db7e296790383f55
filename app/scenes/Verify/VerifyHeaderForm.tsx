import { Autocomplete, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain/amount/format';
import type { IsoDate } from '../../../domain/date';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import type { RecognizedFields } from '../../../domain/recognition/types';
import type { VerifyDocument, VerifySettings } from '../../../domain/verify/types';
import { AmountEditor, DateEditor } from '../../components';
import { paramValues } from '../../i18n/translateMessage';
import { ConfidenceMark } from './ConfidenceMark';
import { RelationField } from './RelationField';
import {
  type FieldProblems,
  type FormField,
  grossDifference,
  RecognizedFieldOf,
  type VerifyForm,
} from './verifyModel';

/** The header form: each field with how sure recognition is, its first problem, and its box lit while focused. */
export function VerifyHeaderForm({
  document: doc,
  form,
  onChange,
  recognized,
  settings,
  problems,
  readOnly,
  onFocusField,
  vendorIbans,
  manualAdapter,
}: {
  document: VerifyDocument;
  form: VerifyForm;
  onChange: (change: Partial<VerifyForm>, vendorName?: string) => void;
  recognized: RecognizedFields;
  settings: VerifySettings | undefined;
  problems: FieldProblems;
  readOnly: boolean;
  onFocusField: (field: FormField | null) => void;
  vendorIbans: readonly string[];
  manualAdapter: boolean;
}) {
  const { t, i18n } = useTranslation();
  const invoice = doc.DocumentType !== 'PackingSlip';
  const party = relationPartyOf(doc.DocumentType);
  const problem = (field: FormField): ReactNode => {
    const first = problems[field]?.find((result) => !result.warning) ?? problems[field]?.[0];
    return first ? t(first.key, paramValues([...first.params])) : undefined;
  };
  const label = (field: FormField, text: string) => {
    const name = RecognizedFieldOf[field];
    return (
      // The mark goes under the label when a narrow column has no room beside it ("Inkooporder [Stamgegevens]").
      <Group gap="2px 6px" wrap="wrap" component="span">
        <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
        <ConfidenceMark field={name ? recognized[name] : undefined} />
      </Group>
    );
  };
  /** A field's wrapper: focus inside it lights its box on the page. */
  const slot = (field: FormField, children: ReactNode) => (
    <fieldset
      data-field={field}
      className="ll-verify-slot"
      onFocus={() => onFocusField(field)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusField(null);
      }}
    >
      {children}
    </fieldset>
  );
  const text = (field: 'Number' | 'PurchaseOrderNumber' | 'PaymentReference', caption: string) =>
    slot(
      field,
      <TextInput
        size="xs"
        label={label(field, caption)}
        value={form[field]}
        disabled={readOnly}
        error={problem(field)}
        autoComplete="off"
        onChange={(event) => onChange({ [field]: event.currentTarget.value })}
        data-testid={`verify-${field}`}
      />,
    );
  const date = (field: 'Date' | 'DueDate', caption: string) =>
    slot(
      field,
      <>
        <DateEditor
          label={label(field, caption)}
          value={form[field] as IsoDate | null}
          disabled={readOnly}
          futureMonths={3}
          onChange={(value) => onChange({ [field]: value })}
          data-testid={`verify-${field}`}
        />
        {problem(field) && (
          <Text size="xs" c="red" mt={2} data-testid={`verify-${field}-error`}>
            {problem(field)}
          </Text>
        )}
      </>,
    );
  const amount = (field: 'NetAmount' | 'VatAmount' | 'GrossAmount', caption: string) =>
    slot(
      field,
      <AmountEditor
        label={label(field, caption)}
        value={form[field]}
        disabled={readOnly}
        onChange={(value) => onChange({ [field]: value })}
        data-testid={`verify-${field}`}
      />,
    );
  const difference = grossDifference(form);

  return (
    <Stack gap={8} data-testid="verify-form">
      {slot(
        'RelationId',
        <RelationField
          party={party}
          companyId={doc.CompanyId}
          value={form.RelationId}
          current={
            doc.RelationId ? { Id: doc.RelationId, Code: doc.RelationCode, Name: doc.RelationName } : null
          }
          onChange={(relation) => onChange({ RelationId: relation?.Id ?? null }, relation?.Name)}
          label={label('RelationId', t(party))}
          error={problem('RelationId')}
          disabled={readOnly}
          manualAdapter={manualAdapter}
          draft={{
            Name: String(recognized.RelationName?.Value ?? ''),
            VatNumber: String(recognized.RelationVatNumber?.Value ?? ''),
            IbanNumber: form.IbanNumber,
            ChamberOfCommerceNumber: String(recognized.RelationChamberOfCommerce?.Value ?? ''),
          }}
        />,
      )}
      <div className="ll-verify-pair">
        {text('Number', t('Document_Number'))}
        {invoice &&
          slot(
            'Currency',
            <TextInput
              size="xs"
              label={label('Currency', t('Currency'))}
              value={form.Currency}
              maxLength={3}
              disabled={readOnly}
              error={problem('Currency')}
              onChange={(event) => onChange({ Currency: event.currentTarget.value.toUpperCase() })}
              data-testid="verify-Currency"
            />,
          )}
      </div>
      <div className="ll-verify-pair">
        {date('Date', t('Document_Date'))}
        {invoice && date('DueDate', t('Due_Date'))}
      </div>
      {invoice && (
        <>
          <div className="ll-verify-triple">
            {amount('NetAmount', t('Net_Amount'))}
            {amount('VatAmount', t('Vat_Amount'))}
            {amount('GrossAmount', t('Gross_Amount'))}
          </div>
          <Text
            size="xs"
            c={difference === 0 ? 'teal' : 'red'}
            data-testid="verify-gross-check"
            data-ok={difference === 0 || undefined}
          >
            {difference === 0
              ? t('Verify_Gross_Check_Ok')
              : t('Validation_Gross_Amount_Incorrect', { 0: formatAmount(difference, i18n.language) })}
          </Text>
          {slot(
            'InvoiceType',
            <Stack gap={2}>
              <Text size="xs" fw={500} component="span">
                {t('Invoice_Type')}
              </Text>
              <SegmentedControl
                size="xs"
                disabled={readOnly}
                value={form.InvoiceType}
                onChange={(value) => onChange({ InvoiceType: value === 'Credit' ? 'Credit' : 'Debit' })}
                data={[
                  { value: 'Debit', label: t('Invoice_Type_Debit') },
                  { value: 'Credit', label: t('Invoice_Type_Credit') },
                ]}
                data-testid="verify-InvoiceType"
              />
            </Stack>,
          )}
          {slot(
            'IbanNumber',
            <Autocomplete
              size="xs"
              label={label('IbanNumber', t('Iban'))}
              value={form.IbanNumber}
              data={[...new Set(vendorIbans)]}
              disabled={readOnly}
              error={problem('IbanNumber')}
              autoComplete="off"
              onChange={(value) => onChange({ IbanNumber: value })}
              data-testid="verify-IbanNumber"
            />,
          )}
        </>
      )}
      <div className="ll-verify-pair">
        {text('PurchaseOrderNumber', t('Purchase_Order'))}
        {invoice && text('PaymentReference', t('Payment_Reference'))}
      </div>
      {settings?.UseVerifyDescription &&
        slot(
          'Description',
          <TextInput
            size="xs"
            label={t('Description')}
            value={form.Description}
            disabled={readOnly}
            error={problem('Description')}
            onChange={(event) => onChange({ Description: event.currentTarget.value })}
            data-testid="verify-Description"
          />,
        )}
      {slot(
        'Comment',
        <Textarea
          size="xs"
          label={t('Verify_Comment')}
          value={form.Comment}
          autosize
          minRows={1}
          maxRows={4}
          disabled={readOnly}
          error={problem('Comment')}
          onChange={(event) => onChange({ Comment: event.currentTarget.value })}
          data-testid="verify-Comment"
        />,
      )}
    </Stack>
  );
}

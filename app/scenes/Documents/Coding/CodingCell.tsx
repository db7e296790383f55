import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type CodedField,
  CodedFields,
  type CodeInvoiceLine,
  CodingLineDecimals,
} from '../../../../domain/coding';
import type { CodingField } from '../../../../domain/erp/fields';
import { SplitType } from '../../../../domain/validation/enums';
import { AmountEditor } from '../../../components/AmountEditor';
import { MasterDataDropdown } from '../../../components/MasterDataDropdown';

/** A column of the coding grid: one of the company's line fields, or the amounts and split. */
export type GridColumn = CodingField | 'NetAmount' | 'VatAmount' | 'SplitType' | 'SplitValue';

/** The translation key of a column's header. */
export const columnLabel: Partial<Record<GridColumn, string>> = {
  Quantity: 'Line_Column_Quantity',
  UnitPrice: 'Line_Column_UnitPrice',
  Deferral: 'Coding_Field_Deferral',
  PurchaseOrderLine: 'Coding_Field_PurchaseOrderLine',
  NetAmount: 'Net_Amount',
  VatAmount: 'Vat_Amount',
  SplitType: 'Amount_Type',
  SplitValue: 'Coding_Split_Value',
};

/** The labels of the split types, None included. */
export const splitTypeLabel: Record<SplitType, string> = {
  None: 'Coding_Split_None',
  Fixed: 'Amount_Type_Fixed',
  Percentage: 'Amount_Type_Percentage',
  Rest: 'Amount_Type_Rest',
};

const isCoded = (column: GridColumn): column is CodedField =>
  (CodedFields as readonly string[]).includes(column);
const numberDigits: Partial<Record<GridColumn, number>> = CodingLineDecimals;
const splitLines = new Set<string>([SplitType.Fixed, SplitType.Percentage, SplitType.Rest]);

type Props = {
  column: GridColumn;
  line: CodeInvoiceLine;
  companyId: string;
  disabled: boolean;
  /** The line's error on this field, translated; an error marks the field red. */
  error: string | undefined;
  onChange: (patch: Partial<CodeInvoiceLine>) => void;
  testId: string;
};

/** One editable cell: the server-search dropdown for a code, the amount editor for a number, else a text field. */
export function CodingCell({ column, line, companyId, disabled, error, onChange, testId }: Props) {
  const { t } = useTranslation();
  const label = t(columnLabel[column] ?? column);
  const marked = error ? true : undefined;
  if (isCoded(column))
    return (
      <MasterDataDropdown
        entity={column}
        companyId={companyId}
        value={line[column] ?? ''}
        onChange={(code) => onChange({ [column]: code === '' ? null : code })}
        disabled={disabled}
        error={marked}
        data-testid={testId}
      />
    );
  if (column === 'SplitType')
    return (
      <NativeSelect
        size="xs"
        aria-label={label}
        disabled={disabled}
        value={line.SplitType}
        data={Object.values(SplitType).map((value) => ({ value, label: t(splitTypeLabel[value]) }))}
        onChange={(event) => onChange({ SplitType: event.currentTarget.value as SplitType })}
        error={marked}
        data-testid={testId}
      />
    );
  const digits = numberDigits[column];
  if (digits !== undefined) {
    const derived = (column === 'NetAmount' || column === 'VatAmount') && splitLines.has(line.SplitType);
    const noSplitValue =
      column === 'SplitValue' && line.SplitType !== 'Fixed' && line.SplitType !== 'Percentage';
    const value = line[column as 'NetAmount' | 'VatAmount' | 'SplitValue' | 'Quantity' | 'UnitPrice'];
    return (
      <AmountEditor
        aria-label={label}
        digits={digits}
        value={value ?? 0}
        disabled={disabled || derived || noSplitValue}
        onChange={(next) => onChange({ [column]: next })}
        error={marked}
        data-testid={testId}
      />
    );
  }
  const text = line[column as 'Description' | 'Deferral' | 'PurchaseOrderLine'];
  return (
    <TextInput
      size="xs"
      aria-label={label}
      disabled={disabled}
      value={text ?? ''}
      onChange={(event) => onChange({ [column]: event.currentTarget.value })}
      error={marked}
      data-testid={testId}
    />
  );
}

import { roundAmount, UNIT_PRICE_DECIMALS } from '../amount/round';
import type { CodingField } from '../erp/fields';
import type { CodeList } from '../masterdata/codeLists';
import type { SplitType } from '../validation/enums';

/** The header of a coding document: the invoice totals the lines must add up to. */
export type CodingHeader = {
  DocumentDate: string;
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
  Currency: string;
  /** The document's own choice where the company allows overriding VAT deductibility; null follows the company. */
  IsVatDeductible: boolean | null;
};

/** The numeric coding fields; every other coding field holds text (a code or a description). */
export type CodingNumberField = 'Quantity' | 'UnitPrice';

/** A coding line's coding fields, by the names of the ERP feature set (`domain/erp/fields.ts`). */
export type CodingLineFields = {
  [F in CodingField]?: F extends CodingNumberField ? number | null : string | null;
};

/** One coding line: its coding fields, its amounts and how it takes its share of the split. */
export type CodingLine = CodingLineFields & {
  Id: string;
  NetAmount: number;
  VatAmount: number;
  SplitType: SplitType;
  /** The fixed amount of a Fixed line, the percentage of a Percentage line; unused for Rest. */
  SplitValue: number | null;
};

/** A document's coding: the header totals and the lines. */
export type CodingDocument = { Header: CodingHeader; Lines: readonly CodingLine[] };

/** The coding fields whose value is a code of the company's code list of the same name. */
export const CodedFields = [
  'GeneralLedger',
  'VatCode',
  'VatScenario',
  'Dimension1',
  'Dimension2',
  'Dimension3',
  'Dimension4',
  'Dimension5',
  'Project',
  'Article',
  'Asset',
] as const satisfies readonly (CodingField & CodeList)[];
export type CodedField = (typeof CodedFields)[number];

/** Decimals per number of a line (spec 001 §9): amounts 2, quantity and unit price 3. */
export const CodingLineDecimals = {
  NetAmount: 2,
  VatAmount: 2,
  SplitValue: 2,
  Quantity: 3,
  UnitPrice: UNIT_PRICE_DECIMALS,
} as const;
export type CodingLineNumber = keyof typeof CodingLineDecimals;

/** The line with every number rounded to its decimals, as it is kept after an edit. */
export function roundCodingLine(line: CodingLine): CodingLine {
  const round = (value: number | null | undefined, decimals: number) =>
    value === null || value === undefined ? value : roundAmount(value, decimals);
  return {
    ...line,
    NetAmount: roundAmount(line.NetAmount, CodingLineDecimals.NetAmount),
    VatAmount: roundAmount(line.VatAmount, CodingLineDecimals.VatAmount),
    SplitValue: round(line.SplitValue, CodingLineDecimals.SplitValue) ?? null,
    Quantity: round(line.Quantity, CodingLineDecimals.Quantity),
    UnitPrice: round(line.UnitPrice, CodingLineDecimals.UnitPrice),
  };
}

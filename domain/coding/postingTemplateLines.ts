import { roundAmount } from '../amount/round';
import type { PostingTemplate } from '../masterdata/postingTemplate';
import { SplitType } from '../validation/enums';
import type { CodingHeader, CodingLine } from './codingDocument';

/** The VAT percentage of a VAT code, or null when the code is empty or unknown. */
export type VatPercentageOf = (vatCode: string | null | undefined) => number | null;

type HeaderAmounts = Pick<CodingHeader, 'NetAmount' | 'VatAmount'>;

const sum = (values: readonly number[]) => roundAmount(values.reduce((total, value) => total + value, 0));

/**
 * The amounts of split lines for the header: a Fixed line takes its amount, a Percentage line its share of the
 * header's net, the Rest line what the others leave; None lines keep what was typed. VAT follows the line's VAT
 * code, else its share of the header's VAT; the Rest line takes the VAT the others leave, so rounding never
 * makes the gross check fail.
 */
export function distributeSplit<Line extends CodingLine>(
  lines: readonly Line[],
  header: HeaderAmounts,
  vatPercentageOf: VatPercentageOf,
): Line[] {
  const netOf = (line: Line): number => {
    if (line.SplitType === SplitType.Fixed) return roundAmount(line.SplitValue ?? 0);
    if (line.SplitType === SplitType.Percentage)
      return roundAmount((header.NetAmount * (line.SplitValue ?? 0)) / 100);
    return line.NetAmount;
  };
  const vatOf = (line: Line, net: number): number => {
    const percentage = vatPercentageOf(line.VatCode);
    if (percentage !== null) return roundAmount((net * percentage) / 100);
    return header.NetAmount === 0 ? 0 : roundAmount((header.VatAmount * net) / header.NetAmount);
  };
  const settled = lines.map((line) => {
    if (line.SplitType === SplitType.Rest || line.SplitType === SplitType.None) return line;
    const NetAmount = netOf(line);
    return { ...line, NetAmount, VatAmount: vatOf(line, NetAmount) };
  });
  const rest = settled.findIndex((line) => line.SplitType === SplitType.Rest);
  if (rest < 0) return settled;
  const others = settled.filter((_, index) => index !== rest);
  const NetAmount = roundAmount(header.NetAmount - sum(others.map((line) => line.NetAmount)));
  const VatAmount = roundAmount(header.VatAmount - sum(others.map((line) => line.VatAmount)));
  return settled.map((line, index) => (index === rest ? { ...line, NetAmount, VatAmount } : line));
}

/** The coding lines a posting template makes for the header: its coding, its split, the amounts distributed. */
export function postingTemplateLines(
  template: Pick<PostingTemplate, 'Lines'>,
  header: HeaderAmounts,
  vatPercentageOf: VatPercentageOf,
  newId: (index: number) => string,
): CodingLine[] {
  const lines: CodingLine[] = template.Lines.map((line, index) => ({
    Id: newId(index),
    GeneralLedger: line.LedgerCode,
    Description: line.Description,
    VatCode: line.VatCode,
    Dimension1: line.Dimension1,
    Dimension2: line.Dimension2,
    Dimension3: line.Dimension3,
    Dimension4: line.Dimension4,
    Dimension5: line.Dimension5,
    Project: line.Project,
    NetAmount: 0,
    VatAmount: 0,
    SplitType: line.AmountType,
    SplitValue:
      line.AmountType === 'Fixed' ? line.Amount : line.AmountType === 'Percentage' ? line.Percentage : null,
  }));
  return distributeSplit(lines, header, vatPercentageOf);
}

/** The running totals of the lines against the header: what the coding screen shows under the grid. */
export type CodingTotals = {
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
  /** Header minus lines: what is still to be coded (0 when the lines add up). */
  NetDifference: number;
  VatDifference: number;
  GrossDifference: number;
};

export function codingTotals(
  lines: ReadonlyArray<Pick<CodingLine, 'NetAmount' | 'VatAmount'>>,
  header: Pick<CodingHeader, 'NetAmount' | 'VatAmount' | 'GrossAmount'>,
): CodingTotals {
  const NetAmount = sum(lines.map((line) => (Number.isFinite(line.NetAmount) ? line.NetAmount : 0)));
  const VatAmount = sum(lines.map((line) => (Number.isFinite(line.VatAmount) ? line.VatAmount : 0)));
  const GrossAmount = roundAmount(NetAmount + VatAmount);
  return {
    NetAmount,
    VatAmount,
    GrossAmount,
    NetDifference: roundAmount(header.NetAmount - NetAmount),
    VatDifference: roundAmount(header.VatAmount - VatAmount),
    GrossDifference: roundAmount(header.GrossAmount - GrossAmount),
  };
}

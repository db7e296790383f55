import { roundAmount } from '../../../../domain/amount/round';
import {
  type CodeInvoiceLine,
  type CodingFieldColumn,
  type CodingHeader,
  distributeSplit,
  type VatPercentageOf,
} from '../../../../domain/coding';

type HeaderAmounts = Pick<CodingHeader, 'NetAmount' | 'VatAmount'>;

/** An empty line at the end: None split, no amounts, the coding fields left for the user. */
export function emptyLine(id: string): CodeInvoiceLine {
  return {
    Id: id,
    LineNumber: 0,
    Source: '',
    VatPercentage: 0,
    PurchaseOrderNumber: '',
    NetAmount: 0,
    VatAmount: 0,
    SplitType: 'None',
    SplitValue: null,
  };
}

/** Lines numbered 1..n in the order shown. */
export function renumber(lines: readonly CodeInvoiceLine[]): CodeInvoiceLine[] {
  return lines.map((line, index) =>
    line.LineNumber === index + 1 ? line : { ...line, LineNumber: index + 1 },
  );
}

/** A copy of the line right after it; a Rest line's copy is a None line (there is one Rest line at most). */
export function duplicateLine(
  lines: readonly CodeInvoiceLine[],
  index: number,
  id: string,
): CodeInvoiceLine[] {
  const line = lines[index];
  if (!line) return [...lines];
  const copy: CodeInvoiceLine = {
    ...line,
    Id: id,
    SplitType: line.SplitType === 'Rest' ? 'None' : line.SplitType,
  };
  return renumber([...lines.slice(0, index + 1), copy, ...lines.slice(index + 1)]);
}

/**
 * The line in two halves: the copy after it takes half its amounts (and half its fixed amount or percentage), the
 * line keeps the other half, so no cent is lost. A Rest line's copy is a None line; the Rest line keeps the rest.
 */
export function splitLine(lines: readonly CodeInvoiceLine[], index: number, id: string): CodeInvoiceLine[] {
  const line = lines[index];
  if (!line) return [...lines];
  const half = (value: number) => roundAmount(value / 2);
  const halfNet = half(line.NetAmount);
  const halfVat = half(line.VatAmount);
  const halfSplit = line.SplitValue === null ? null : half(line.SplitValue);
  const keepsSplit = line.SplitType === 'Fixed' || line.SplitType === 'Percentage';
  const copy: CodeInvoiceLine = {
    ...line,
    Id: id,
    NetAmount: halfNet,
    VatAmount: halfVat,
    SplitType: keepsSplit ? line.SplitType : 'None',
    SplitValue: keepsSplit ? halfSplit : null,
  };
  const kept: CodeInvoiceLine = {
    ...line,
    NetAmount: roundAmount(line.NetAmount - halfNet),
    VatAmount: roundAmount(line.VatAmount - halfVat),
    SplitValue:
      keepsSplit && line.SplitValue !== null
        ? roundAmount(line.SplitValue - (halfSplit ?? 0))
        : line.SplitValue,
  };
  return renumber([...lines.slice(0, index), kept, copy, ...lines.slice(index + 1)]);
}

/** The lines without the one at index. */
export function deleteLine(lines: readonly CodeInvoiceLine[], index: number): CodeInvoiceLine[] {
  return renumber(lines.filter((_, at) => at !== index));
}

/**
 * The line after one field changed: a new net amount or VAT code recalculates the VAT from the code's percentage;
 * then the split lines take their share of the header again (the Rest line what the others leave).
 */
export function editLine(
  lines: readonly CodeInvoiceLine[],
  index: number,
  change: Partial<CodeInvoiceLine>,
  header: HeaderAmounts,
  vatPercentageOf: VatPercentageOf,
): CodeInvoiceLine[] {
  const next = lines.map((line, at) => {
    if (at !== index) return line;
    const edited = { ...line, ...change };
    if ('VatCode' in change) edited.VatPercentage = vatPercentageOf(edited.VatCode) ?? 0;
    const percentage = vatPercentageOf(edited.VatCode);
    if (('NetAmount' in change || 'VatCode' in change) && percentage !== null && !('VatAmount' in change))
      edited.VatAmount = roundAmount((edited.NetAmount * percentage) / 100);
    if ('SplitType' in change && change.SplitType !== 'Fixed' && change.SplitType !== 'Percentage')
      edited.SplitValue = null;
    return edited;
  });
  return distributeSplit(next, header, vatPercentageOf);
}

/** The line fields shown as grid columns: the company's coding fields, without the order-line reference. */
export function gridFields(fields: readonly CodingFieldColumn[]): CodingFieldColumn[] {
  return fields.filter((field) => field.Feature !== 'PurchaseOrderLine');
}

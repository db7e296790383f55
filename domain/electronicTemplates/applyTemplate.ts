import { roundAmount, roundQuantity } from '../amount/round';
import type {
  ElectronicTemplateLine,
  ElectronicTemplateRule,
  TemplateApplication,
  TemplateCodingLine,
  TemplateInvoiceLine,
} from './types';

/** The company's VAT codes, as far as applying a template needs them. */
export type TemplateVatCodes = {
  /** The company's VAT code of a percentage, for template lines that name none. */
  codeFor(percentage: number): string | null;
  /** The percentage of a VAT code, when the company keeps it. */
  percentageOf(code: string): number | null;
};

type Dimensions = Pick<
  TemplateCodingLine,
  'Dimension1' | 'Dimension2' | 'Dimension3' | 'Dimension4' | 'Dimension5'
>;
type Match = { line: ElectronicTemplateLine; specificity: number; dimensions: Dimensions };
type Template = {
  RuleName: ElectronicTemplateRule;
  TemplateLinesJson: readonly ElectronicTemplateLine[];
  InvoiceDescription: string;
};

const DimensionKeys = ['Dimension1', 'Dimension2', 'Dimension3', 'Dimension4', 'Dimension5'] as const;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePercentage = (a: number, b: number) => Math.abs(a - b) < 0.001;

const dimensionsOf = (line: Dimensions, override?: Partial<Dimensions>): Dimensions =>
  Object.fromEntries(
    DimensionKeys.map((key) => [key, override?.[key]?.trim() ? (override[key] ?? '') : line[key]]),
  ) as Dimensions;

/** The template lines that take an e-invoice line by its product code, scored by how much of the entry matched. */
function productCodeMatches(line: ElectronicTemplateLine, invoiceLine: TemplateInvoiceLine): Match[] {
  const code = invoiceLine.ProductCode;
  const hasCodes = line.ProductCodes.length > 0 || line.ProductCodeAndCategories.length > 0;
  // A line without product codes takes whatever no other line takes.
  if (!hasCodes) return [{ line, specificity: -1, dimensions: dimensionsOf(line) }];
  if (code.trim() === '') return [];
  const matches: Match[] = [];
  if (line.ProductCodes.some((entry) => same(entry, code)))
    matches.push({ line, specificity: 0, dimensions: dimensionsOf(line) });
  for (const entry of line.ProductCodeAndCategories) {
    if (!same(entry.ProductCode, code)) continue;
    const description = entry.ProductDescription.trim().toLowerCase();
    if (description && !invoiceLine.Description.toLowerCase().includes(description)) continue;
    if (entry.ProductTaxCategory.trim() && !same(entry.ProductTaxCategory, invoiceLine.TaxCategory)) continue;
    if (
      entry.ProductTaxPercentage !== null &&
      !samePercentage(entry.ProductTaxPercentage, invoiceLine.TaxPercentage ?? 0)
    )
      continue;
    const criteria = [description, entry.ProductTaxCategory.trim(), entry.ProductTaxPercentage ?? ''].filter(
      (criterion) => criterion !== '',
    ).length;
    matches.push({ line, specificity: 1 + criteria, dimensions: dimensionsOf(line, entry) });
  }
  return matches;
}

/** A template line takes an e-invoice line of its VAT percentage and category; an empty one takes every one. */
function vatMatches(line: ElectronicTemplateLine, invoiceLine: TemplateInvoiceLine): Match[] {
  if (line.VatPercentage !== null && !samePercentage(line.VatPercentage, invoiceLine.TaxPercentage ?? 0))
    return [];
  if (line.VatCategory.trim() && !same(line.VatCategory, invoiceLine.TaxCategory)) return [];
  const specificity = (line.VatPercentage !== null ? 2 : 0) + (line.VatCategory.trim() ? 1 : 0);
  return [{ line, specificity, dimensions: dimensionsOf(line) }];
}

const byProductCode = (rule: ElectronicTemplateRule) =>
  rule === 'ProductCodeToLedgerAndVatCode' || rule === 'ProductCodeIndividualLines';
/** The individual-lines rules keep one coding line per e-invoice line instead of one per template line. */
export const keepsIndividualLines = (rule: ElectronicTemplateRule) =>
  rule === 'ProductCodeIndividualLines' || rule === 'VatPercentageAndCategoryIndividualLines';

/** The template line an e-invoice line goes to: the most specific match, then the lowest line number. */
export function matchOf(template: Template, invoiceLine: TemplateInvoiceLine): Match | null {
  const matcher = byProductCode(template.RuleName) ? productCodeMatches : vatMatches;
  const matches = template.TemplateLinesJson.flatMap((line) => matcher(line, invoiceLine));
  matches.sort((a, b) => b.specificity - a.specificity || a.line.LineNumber - b.line.LineNumber);
  return matches[0] ?? null;
}

function codingLineOf(
  template: Template,
  match: Match,
  invoiceLine: TemplateInvoiceLine,
  vat: TemplateVatCodes,
): TemplateCodingLine {
  const invoicePercentage = invoiceLine.TaxPercentage ?? 0;
  const VatCode = match.line.VatCode.trim() || (vat.codeFor(invoicePercentage) ?? '');
  const individual = keepsIndividualLines(template.RuleName);
  return {
    TemplateLineNumber: match.line.LineNumber,
    InvoiceLineNumbers: [invoiceLine.LineNumber],
    Description: individual
      ? invoiceLine.Description || match.line.Description
      : match.line.Description || template.InvoiceDescription || invoiceLine.Description,
    GeneralLedgerAccount: match.line.GeneralLedgerAccount,
    VatCode,
    VatPercentage: (VatCode ? vat.percentageOf(VatCode) : null) ?? invoicePercentage,
    Quantity: individual ? invoiceLine.Quantity : 1,
    UnitPrice: individual ? invoiceLine.UnitPrice : invoiceLine.NetAmount,
    NetAmount: invoiceLine.NetAmount,
    // The invoice's own VAT: a template that names another code shows up in the coding's VAT check.
    VatAmount: (invoiceLine.NetAmount * invoicePercentage) / 100,
    ...match.dimensions,
  };
}

const groupKey = (line: TemplateCodingLine, invoicePercentage: number) =>
  JSON.stringify([
    line.TemplateLineNumber,
    line.VatCode,
    invoicePercentage,
    ...DimensionKeys.map((key) => line[key]),
  ]);

/** Sums the coding lines of one template line, VAT code, invoice percentage and dimensions. */
function summed(lines: Array<{ coding: TemplateCodingLine; percentage: number }>): TemplateCodingLine[] {
  const groups = new Map<string, TemplateCodingLine>();
  for (const { coding, percentage } of lines) {
    const key = groupKey(coding, percentage);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { ...coding });
      continue;
    }
    group.InvoiceLineNumbers = [...group.InvoiceLineNumbers, ...coding.InvoiceLineNumbers];
    group.NetAmount += coding.NetAmount;
    group.UnitPrice = group.NetAmount;
    group.VatAmount += coding.VatAmount;
  }
  return [...groups.values()].sort((a, b) => a.TemplateLineNumber - b.TemplateLineNumber);
}

const rounded = (line: TemplateCodingLine): TemplateCodingLine => ({
  ...line,
  Quantity: roundQuantity(line.Quantity),
  UnitPrice: roundAmount(line.UnitPrice, 3),
  NetAmount: roundAmount(line.NetAmount),
  VatAmount: roundAmount(line.VatAmount),
});

/**
 * Applies a template's rule to an e-invoice's lines: each line goes to the template line that takes it (by product
 * code, or by VAT percentage and category); the individual-lines rules give one coding line per e-invoice line, the
 * others one per template line (and VAT code and dimensions). Lines no template line takes are the unlinked lines.
 */
export function applyTemplate(
  template: Template,
  invoiceLines: readonly TemplateInvoiceLine[],
  vat: TemplateVatCodes,
): TemplateApplication {
  const linked: Array<{ coding: TemplateCodingLine; percentage: number }> = [];
  const UnlinkedLines: TemplateInvoiceLine[] = [];
  for (const invoiceLine of invoiceLines) {
    const match = matchOf(template, invoiceLine);
    if (!match) UnlinkedLines.push(invoiceLine);
    else
      linked.push({
        coding: codingLineOf(template, match, invoiceLine, vat),
        percentage: invoiceLine.TaxPercentage ?? 0,
      });
  }
  const lines = keepsIndividualLines(template.RuleName)
    ? linked.map((entry) => entry.coding)
    : summed(linked);
  return { Lines: lines.map(rounded), UnlinkedLines };
}

import { VatCategories } from '../../masterdata/codeLists';
import { decimalText } from './amounts';
import type { UblVatCategory } from './types';
import { element, leaf, optionalLeaf, type XmlElement } from './xml';

/**
 * The VAT category of a line: the VAT code's Category from the code list; without one, standard rated (S) —
 * or zero rated (Z) for a 0 % code, since EN 16931 refuses a standard rate of zero (BR-S-05).
 */
export function vatCategoryOf(category: string | null, percentage: number): UblVatCategory {
  const code = (category ?? '').trim().toUpperCase();
  const known = VatCategories.find((entry) => entry === code);
  if (known) return known;
  return percentage > 0 ? 'S' : 'Z';
}

// Categories whose rate EN 16931 fixes at zero (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05); O has no rate.
const ZeroRated = new Set<UblVatCategory>(['Z', 'E', 'AE', 'K', 'G']);

/** The rate written for a category: the line's own, 0 where the category fixes it, none for O. */
export function vatRateOf(category: UblVatCategory, percentage: number): number | null {
  if (category === 'O') return null;
  return ZeroRated.has(category) ? 0 : percentage;
}

// The exemption a breakdown of these categories must state (BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10):
// the VATEX code where one exists for the category as a whole, and the standard text.
const Exemptions: Partial<Record<UblVatCategory, { code: string | null; reason: string }>> = {
  E: { code: null, reason: 'Exempt from VAT' },
  AE: { code: 'VATEX-EU-AE', reason: 'Reverse charge' },
  K: { code: 'VATEX-EU-IC', reason: 'Intra-Community supply' },
  G: { code: 'VATEX-EU-G', reason: 'Export outside the EU' },
  O: { code: 'VATEX-EU-O', reason: 'Not subject to VAT' },
};

const vatScheme = () => element('cac:TaxScheme', {}, leaf('cbc:ID', 'VAT'));
const percentElement = (rate: number | null) =>
  rate === null ? null : leaf('cbc:Percent', decimalText(rate, 2));

/** A line's cac:ClassifiedTaxCategory (BT-151, BT-152). */
export function classifiedTaxCategory(category: UblVatCategory, rate: number | null): XmlElement {
  return element(
    'cac:ClassifiedTaxCategory',
    {},
    leaf('cbc:ID', category),
    percentElement(rate),
    vatScheme(),
  );
}

/** A breakdown's cac:TaxCategory (BT-118, BT-119, BT-120, BT-121). */
export function breakdownTaxCategory(category: UblVatCategory, rate: number | null): XmlElement {
  const exemption = Exemptions[category];
  return element(
    'cac:TaxCategory',
    {},
    leaf('cbc:ID', category),
    percentElement(rate),
    optionalLeaf('cbc:TaxExemptionReasonCode', exemption?.code),
    optionalLeaf('cbc:TaxExemptionReason', exemption?.reason),
    vatScheme(),
  );
}

/** One group of the VAT breakdown: the lines of one category and rate. */
export type VatBreakdown = {
  Category: UblVatCategory;
  Rate: number | null;
  TaxableCents: number;
  TaxCents: number;
};

/** The VAT breakdown (BG-23) of lines: one group per category and rate, in the order they first occur. */
export function vatBreakdownOf(
  lines: ReadonlyArray<{ Category: UblVatCategory; Rate: number | null; NetCents: number; VatCents: number }>,
): VatBreakdown[] {
  const groups = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = `${line.Category}|${line.Rate ?? ''}`;
    const group = groups.get(key) ?? {
      Category: line.Category,
      Rate: line.Rate,
      TaxableCents: 0,
      TaxCents: 0,
    };
    group.TaxableCents += line.NetCents;
    group.TaxCents += line.VatCents;
    groups.set(key, group);
  }
  return [...groups.values()];
}

// Registration numbers of the demo relations with real check digits, and the demo purchase order codes. No imports
// of the document seed: its specs take the purchase order codes from here.

type Random = () => number;

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** The eleven-test check digit of eight digits (weights 9 to 2), or null when it would be 10. */
export function elevenTestDigit(eight: string): number | null {
  const sum = Array.from(eight).reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  return sum % 11 === 10 ? null : sum % 11;
}

/** A Dutch VAT number of a legal entity: NL, its RSIN (nine digits passing the eleven-test), B01. */
export function demoDutchVatNumber(random: Random): string {
  for (;;) {
    const eight = `8${digits(random, 7)}`;
    const check = elevenTestDigit(eight);
    if (check !== null) return `NL${eight}${check}B01`;
  }
}

/** A Belgian enterprise (KBO) number: 0, seven digits and the mod-97 check of the first eight. */
export function demoBelgianEnterpriseNumber(random: Random): string {
  const eight = `0${String(2 + Math.floor(random() * 8))}${digits(random, 6)}`;
  return `${eight}${String(97 - (Number(eight) % 97)).padStart(2, '0')}`;
}

/** The ISO 7064 MOD 11,10 check digit German VAT numbers end in. */
export function germanVatCheckDigit(eight: string): number {
  let product = 10;
  for (const digit of eight) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** A German VAT number: DE and nine digits, the last its MOD 11,10 check digit. */
export function demoGermanVatNumber(random: Random): string {
  const eight = `${1 + Math.floor(random() * 9)}${digits(random, 7)}`;
  return `DE${eight}${germanVatCheckDigit(eight)}`;
}

/** A Dutch chamber of commerce (KvK) number: eight digits, as issued since 2016 (no check digit). */
export const demoKvkNumber = (random: Random) => `${5 + Math.floor(random() * 5)}${digits(random, 7)}`;

/** A German commercial register number (Handelsregister B). */
export const demoHandelsregisterNumber = (random: Random) => `HRB ${1000 + Math.floor(random() * 90000)}`;

/** The demo companies in seed order; their index numbers their purchase orders. */
export const DemoCompanyKeys = ['foods', 'logistics', 'services', 'trading'] as const;
export type DemoCompanyKey = (typeof DemoCompanyKeys)[number];

/** How many purchase orders each letterhead supplier has per company: completed, partly invoiced, new. */
export const LetterheadOrderCount = 3;

/**
 * The purchase order codes of a letterhead supplier (K10001 …) in a demo company: the orders its demo documents
 * refer to, so a document's order belongs to its own vendor.
 */
export function demoPurchaseOrderCodes(company: DemoCompanyKey, supplierCode: string): string[] {
  const supplier = Number(supplierCode.slice(1)) - 10001;
  const first = 24000 + DemoCompanyKeys.indexOf(company) * 300 + supplier * LetterheadOrderCount;
  return Array.from({ length: LetterheadOrderCount }, (_, n) => `PO-${first + n}`);
}

// What the text layer of a page tells about the document it belongs to: which page of how many it
// is, its invoice number, and the buyer's VAT or chamber of commerce number for classification.

const labelled = [
  /\b(?:page|pagina|seite|blad|p\.)\s*(\d{1,3})\s*(?:of|van|von|sur|de|\/)\s*(\d{1,3})\b/i,
  /\b(?:page|pagina|seite|blad)\s*:\s*(\d{1,3})\s*\/\s*(\d{1,3})\b/i,
];
// A bare "1/3", not part of a date (1/3/2024), an amount (1/2,5) or a longer number.
const bare = /(?<![\d/.,:-])(\d{1,3})\s?\/\s?(\d{1,3})(?![\d/.,:-])/;

function label(match: RegExpMatchArray | null): string {
  if (!match) return '';
  const page = Number(match[1]);
  const total = Number(match[2]);
  return page >= 1 && total >= 1 && page <= total && total <= 999 ? `${page}/${total}` : '';
}

/** "1/3" when the page says it is page 1 of 3 ("Page 1 of 3", "Pagina 1 van 3", "1/3" …), '' otherwise. */
export function pageLabelOf(text: string): string {
  for (const pattern of labelled) {
    const found = label(text.match(pattern));
    if (found) return found;
  }
  return label(text.match(bare));
}

const numberLabel =
  /\b(?:factuurnummer|factuurnr\.?|factuur\s+nr\.?|factuur\s+nummer|invoice\s+number|invoice\s+no\.?|invoice\s*#|invoice\s+nr\.?|rechnungsnummer|rechnungs-?nr\.?|rechnung\s+nr\.?|num[ée]ro\s+de\s+facture|n[°o]\s*de\s+facture|facture\s+n[°o])\s*[:#.]?\s*([A-Z0-9][A-Z0-9/._-]{0,39})/i;

/** The invoice number a page names after a label (Factuurnummer, Invoice number, Rechnungsnummer …), '' when none. */
export function documentNumberOf(text: string): string {
  const match = text.match(numberLabel);
  if (!match) return '';
  const value = match[1].replace(/[._/-]+$/, '');
  return /\d/.test(value) ? value.toUpperCase() : '';
}

/** A VAT number without spaces or dots, upper case: "nl 8123.45.678 b01" → "NL812345678B01". */
export const normalisedVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** The VAT numbers a text names (EU format: country prefix and 8–12 characters). */
export function vatNumbersIn(text: string): string[] {
  const found = text.toUpperCase().match(/\b[A-Z]{2}[\s.]?(?:[0-9][0-9A-Z\s.]{7,14}[0-9A-Z])\b/g) ?? [];
  return [
    ...new Set(found.map(normalisedVatNumber).filter((value) => /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(value))),
  ];
}

/** The chamber of commerce numbers (8 digits after KvK / Chamber of Commerce / Handelsregister) a text names. */
export function chamberOfCommerceNumbersIn(text: string): string[] {
  const pattern =
    /\b(?:kvk|k\.v\.k\.|kamer\s+van\s+koophandel|chamber\s+of\s+commerce|coc|handelsregister|hrb)(?:[\s-]*(?:nr|nummer|number|no)\.?)?\s*[:.]?\s*(\d[\d\s]{6,10}\d)/gi;
  return [...text.matchAll(pattern)]
    .map((match) => match[1].replace(/\s/g, ''))
    .filter((n) => n.length === 8);
}

/** A company that could be the buyer. */
export type CompanyCandidate = {
  id: string;
  name: string;
  vatNumber: string;
  chamberOfCommerceNumber: string;
};

const comparable = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The company a document is addressed to: the one whose VAT number, else chamber of commerce number,
 * else name the text names — only when exactly one company matches on that key; null otherwise.
 */
export function companyNamedIn(text: string, companies: CompanyCandidate[]): string | null {
  const vatNumbers = new Set(vatNumbersIn(text));
  const chamberNumbers = new Set(chamberOfCommerceNumbersIn(text));
  const plain = ` ${comparable(text)} `;
  const keys: Array<(company: CompanyCandidate) => boolean> = [
    (company) => company.vatNumber !== '' && vatNumbers.has(normalisedVatNumber(company.vatNumber)),
    (company) =>
      company.chamberOfCommerceNumber !== '' &&
      chamberNumbers.has(company.chamberOfCommerceNumber.replace(/\s/g, '')),
    (company) => comparable(company.name).length >= 3 && plain.includes(` ${comparable(company.name)} `),
  ];
  for (const matches of keys) {
    const found = companies.filter(matches);
    if (found.length === 1) return found[0].id;
    if (found.length > 1) return null;
  }
  return null;
}

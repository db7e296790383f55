// VAT numbers (VIES shapes per EU country plus GB, CH, NO) and chamber of commerce numbers, as people write them.

/** The shape of a VAT number after its country prefix, per country. */
const vatShapes: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  NO: /^\d{9}(MVA)?$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** A registration number without spaces, dots and dashes, in upper case: how it is compared. */
export const registrationKey = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

// The suffixes a Swiss UID (MWST, TVA, IVA: the same number in three languages) or a Norwegian organisation number
// (MVA) carries when it is a VAT number.
const VatSuffixes: Record<string, readonly string[]> = { CH: ['MWST', 'TVA', 'IVA'], NO: ['MVA'] };

/** Whether a word is the VAT suffix of a Swiss or Norwegian number ("MWST", "TVA", "IVA", "MVA"). */
export const isVatSuffix = (word: string) =>
  Object.values(VatSuffixes).some((suffixes) => suffixes.includes(word));

/**
 * The keys under which the same VAT number may be stored: the key itself and, for a Swiss or Norwegian number, the
 * number without its VAT suffix and with each of the others ("CHE-964.651.860 MWST" is "CHE964651860TVA").
 */
export function vatKeyVariants(value: string): string[] {
  const key = registrationKey(value);
  const suffixes = VatSuffixes[key.slice(0, 2)];
  if (!suffixes) return [key];
  const bare = key.replace(new RegExp(`(?:${suffixes.join('|')})$`), '');
  return [...new Set([key, bare, ...suffixes.map((suffix) => bare + suffix)])];
}

/** True when `value` is a VAT number of a known shape; Greece's prefix is EL, GR is taken as EL. */
export function isValidVatNumber(value: string): boolean {
  const key = registrationKey(value);
  const prefix = key.slice(0, 2) === 'GR' ? 'EL' : key.slice(0, 2);
  const shape = vatShapes[prefix];
  return shape?.test(key.slice(2)) ?? false;
}

/** Chamber of commerce numbers: Dutch KvK has 8 digits, Belgian KBO 10; others 5 to 20 letters and digits. */
export function isValidChamberOfCommerceNumber(value: string, country = ''): boolean {
  const key = registrationKey(value);
  if (country === 'NL') return /^\d{8}$/.test(key);
  if (country === 'BE') return /^[01]\d{9}$/.test(key);
  return /^[A-Z0-9]{5,20}$/.test(key);
}

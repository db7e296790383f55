import { countrySpecs } from 'ibantools';
import { extraNationalChecks } from './nationalChecks';

/** What the IBAN registry says about one country. */
export type IbanCountrySpec = {
  length: number;
  bbanPattern: RegExp;
  /** The BBAN pattern as one class per position, for look-alike correction. */
  bbanClasses: readonly CharClass[];
  nationalCheck?: (bban: string) => boolean;
};

export type CharClass = 'letter' | 'digit' | 'any';

// Where ibantools' pattern is narrower than real IBANs that its own and schwifty's corpora accept:
// Ivory Coast bank codes are a letter plus a letter or digit (CI93CI00…, CI77A123…).
const bbanPatternOverrides: Readonly<Record<string, string>> = {
  CI: '[A-Z][A-Z0-9][0-9]{22}',
};

const cache = new Map<string, IbanCountrySpec | null>();

function classesOf(pattern: string): CharClass[] {
  const classes: CharClass[] = [];
  for (const [, set, count] of pattern.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const charClass: CharClass = set === 'A-Z' ? 'letter' : set === '0-9' ? 'digit' : 'any';
    for (let index = 0; index < Number(count); index++) classes.push(charClass);
  }
  return classes;
}

function build(countryCode: string): IbanCountrySpec | null {
  const spec = Object.hasOwn(countrySpecs, countryCode) ? countrySpecs[countryCode] : undefined;
  if (!spec?.chars || !spec.bban_regexp) return null;
  // Some registry patterns lack an anchor (EG, VA, YE); anchor them all the same way.
  const body = bbanPatternOverrides[countryCode] ?? spec.bban_regexp.replace(/^\^/, '').replace(/\$$/, '');
  return {
    length: spec.chars,
    bbanPattern: new RegExp(`^(?:${body})$`),
    bbanClasses: classesOf(body),
    nationalCheck: extraNationalChecks[countryCode] ?? spec.bban_validation_func,
  };
}

/** The IBAN registry entry for a country code, or null when the country issues no IBANs. */
export function ibanCountrySpec(countryCode: string): IbanCountrySpec | null {
  if (!/^[A-Z]{2}$/.test(countryCode)) return null;
  let spec = cache.get(countryCode);
  if (spec === undefined) {
    spec = build(countryCode);
    cache.set(countryCode, spec);
  }
  return spec;
}

/** Whether a two-letter code is a country known to ISO 3166 (as listed by ibantools). */
export function isKnownCountry(countryCode: string): boolean {
  return /^[A-Z]{2}$/.test(countryCode) && Object.hasOwn(countrySpecs, countryCode);
}

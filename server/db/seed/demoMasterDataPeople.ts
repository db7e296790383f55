import { bicFromIban } from '../../../domain/iban/index';
import {
  BelgianStreets,
  BelgianTowns,
  ContactFunctions,
  type DemoTown,
  DutchFirstNames,
  DutchStreets,
  DutchSurnames,
  DutchTowns,
  FlemishSurnames,
  GermanFirstNames,
  GermanStreets,
  GermanSurnames,
  GermanTowns,
} from './demoMasterDataPlaces';
import { demoIban } from './demoRelations';

// Addresses, contacts and bank accounts of generated demo relations, drawn from a seeded random source.

export type Random = () => number;
export type DemoCountry = 'NL' | 'BE' | 'DE';

/** One item of a list, chosen by the random source. */
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A number from `low` to `high` inclusive. */
export const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** A surname as it starts a name: "de Vries" becomes "De Vries". */
export const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Surnames of a country. */
export const surnamesOf = (country: DemoCountry) =>
  country === 'NL' ? DutchSurnames : country === 'BE' ? FlemishSurnames : GermanSurnames;

/** The towns of a country the demo relations are in. */
export const towns: Record<DemoCountry, DemoTown[]> = { NL: DutchTowns, BE: BelgianTowns, DE: GermanTowns };
const streets: Record<DemoCountry, string[]> = { NL: DutchStreets, BE: BelgianStreets, DE: GermanStreets };
// PostNL leaves out F, I, O, Q, U and Y, and the combinations SA, SD and SS.
const postcodeLetters = 'ABCDEGHJKLMNPRSTVWXZ';

function postcode(random: Random, country: DemoCountry, town: DemoTown): string {
  if (country === 'BE') return `${town.postcode}${digits(random, 2)}`;
  if (country === 'DE') return `${town.postcode}${digits(random, 3)}`;
  for (;;) {
    const letters = `${pick(random, [...postcodeLetters])}${pick(random, [...postcodeLetters])}`;
    if (!['SA', 'SD', 'SS'].includes(letters)) return `${town.postcode}${digits(random, 2)} ${letters}`;
  }
}

/** A telephone number in the town's area as the country writes it internationally. */
export function phoneNumber(random: Random, country: DemoCountry, town: DemoTown): string {
  if (country === 'DE') return `+49 ${town.area} ${digits(random, 7)}`;
  const rest = digits(random, (country === 'NL' ? 9 : 8) - town.area.length);
  return `+${country === 'NL' ? 31 : 32} ${town.area} ${rest.slice(0, 3)} ${rest.slice(3)}`;
}

/** Street and number, postcode, town and telephone number of a business in `country`. */
export function demoAddress(random: Random, country: DemoCountry) {
  const town = pick(random, towns[country]);
  return {
    StreetAndNumber: `${pick(random, streets[country])} ${between(random, 1, 240)}`,
    Postcode: postcode(random, country, town),
    City: town.city,
    PhoneNumber: phoneNumber(random, country, town),
    town,
  };
}

/** A web domain for a business name; reserved (.example), so nothing is ever sent to a real business. */
export function demoDomain(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(b\.?v\.?|n\.?v\.?|vof|gmbh|co\.? kg|kg|ag)(?=\s|$)/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let domain = words[0] ?? 'demo';
  for (const word of words.slice(1)) {
    if (domain.length + word.length > 28) break;
    domain += word;
  }
  return `${domain}.example`;
}

/** The contact person of a business: the owner's family for a family firm, else a first and last name. */
export function demoContact(
  random: Random,
  country: DemoCountry,
  domain: string,
  town: DemoTown,
  family?: string,
) {
  const first = pick(random, country === 'DE' ? GermanFirstNames : DutchFirstNames);
  const last = family ?? pick(random, surnamesOf(country));
  const mailbox = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '');
  return {
    ContactName: `${first} ${last}`,
    ContactFirstName: first,
    ContactLastName: last,
    ContactPhoneNumber: phoneNumber(random, country, town),
    ContactEmailAddress: `${mailbox}@${domain}`,
    ContactFunction: pick(random, ContactFunctions),
  };
}

const dutchBanks = ['ABNA', 'RABO', 'RABO', 'INGB', 'INGB', 'TRIO', 'BUNQ', 'SNSB', 'ASNB', 'KNAB'];
// Belgian bank codes and German bank sort codes (Bankleitzahlen) with their BICs.
const belgianBanks: Array<[string, string]> = [
  ['001', 'GEBABEBB'],
  ['068', 'GKCCBEBB'],
  ['363', 'BBRUBEBB'],
  ['734', 'KREDBEBB'],
];
const germanBanks: Array<[string, string]> = [
  ['37040044', 'COBADEFFXXX'],
  ['10070000', 'DEUTDEBBXXX'],
  ['50010517', 'INGDDEFFXXX'],
  ['30050110', 'DUSSDEDDXXX'],
];

/** The BIC of a demo IBAN's bank; '' when unknown. */
export function bicOf(iban: string): string {
  if (iban.startsWith('NL')) return bicFromIban(iban) ?? '';
  const banks = iban.startsWith('BE') ? belgianBanks : germanBanks;
  return banks.find(([bank]) => iban.slice(4).startsWith(bank))?.[1] ?? '';
}

/** A valid IBAN (and its BIC) of a bank in `country` that no other demo relation in `seen` has. */
export function demoBankAccount(random: Random, country: DemoCountry, seen: Set<string>) {
  for (;;) {
    const account = between(random, 10_000_000, 999_999_999);
    if (country === 'NL') {
      const iban = demoIban('NL', pick(random, dutchBanks), account);
      if (seen.has(iban)) continue;
      seen.add(iban);
      return { iban, bic: bicOf(iban) };
    }
    const [bank, bic] = pick(random, country === 'BE' ? belgianBanks : germanBanks);
    const iban = demoIban(country, bank, country === 'BE' ? account % 10_000_000 : account);
    if (seen.has(iban)) continue;
    seen.add(iban);
    return { iban, bic };
  }
}

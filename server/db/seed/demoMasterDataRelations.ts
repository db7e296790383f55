import type { CustomerInput, VendorInput } from '../../../domain/masterdata/index';
import { seededRandom } from '../../../domain/seededRandom';
import { DemoVatCodes, demoVatCodeOf } from './demoMasterDataCodes';
import {
  type DemoCompanyKey,
  DemoCompanyKeys,
  demoBelgianEnterpriseNumber,
  demoDutchVatNumber,
  demoGermanVatNumber,
  demoHandelsregisterNumber,
  demoKvkNumber,
} from './demoMasterDataNumbers';
import {
  bicOf,
  capitalised,
  type DemoCountry,
  demoAddress,
  demoBankAccount,
  demoContact,
  demoDomain,
  phoneNumber,
  pick,
  type Random,
  surnamesOf,
  towns,
} from './demoMasterDataPeople';
import { Regions, VenueNames } from './demoMasterDataPlaces';
import { type DemoTrade, DemoTrades, HospitalityKinds } from './demoMasterDataTrades';
import { DemoCustomers, type DemoRelation, DemoSuppliers, demoIban } from './demoRelations';

/** How many vendors and customers each demo company has, the letterhead ones included. */
export const DemoVendorCount = 150;
export const DemoCustomerCount = 40;

const vatDefaults = (code: string) => {
  const entry = DemoVatCodes.find((vat) => vat.code === code);
  return { category: entry?.category ?? '', scenario: entry?.scenarioCode ?? '' };
};

function registration(random: Random, country: DemoCountry) {
  if (country === 'BE') {
    const number = demoBelgianEnterpriseNumber(random);
    return { VatNumber: `BE${number}`, ChamberOfCommerceNumber: number };
  }
  if (country === 'DE')
    return {
      VatNumber: demoGermanVatNumber(random),
      ChamberOfCommerceNumber: demoHandelsregisterNumber(random),
    };
  return { VatNumber: demoDutchVatNumber(random), ChamberOfCommerceNumber: demoKvkNumber(random) };
}

function weightedTrade(random: Random, trades: DemoTrade[]): DemoTrade {
  let left = random() * trades.reduce((sum, trade) => sum + trade.weight, 0);
  for (const trade of trades) {
    left -= trade.weight;
    if (left < 0) return trade;
  }
  return trades[0];
}

/** A business name of the trade as Dutch, Flemish or German firms are named, and the family behind it. */
function businessName(random: Random, country: DemoCountry, trade: DemoTrade) {
  const family = pick(random, surnamesOf(country));
  if (country === 'DE')
    return {
      name: `${family} ${pick(random, trade.german)} ${pick(random, ['GmbH', 'GmbH', 'GmbH & Co. KG', 'AG'])}`,
      family,
    };
  if (country === 'BE')
    return { name: `${family} ${pick(random, trade.flemish)}${pick(random, [' NV', ' BV', ''])}`, family };
  const legal = pick(random, [' B.V.', ' B.V.', ' BV', '', '', ' VOF']);
  const form = random();
  const surname = capitalised(family);
  if (form < 0.35 && trade.before.length > 0)
    return { name: `${pick(random, trade.before)} ${surname}${legal}`, family };
  if (form < 0.7) return { name: `${surname} ${pick(random, trade.after)}${legal}`, family };
  if (form < 0.82)
    return { name: `${pick(random, Regions)} ${pick(random, trade.after)}${legal}`, family: undefined };
  if (form < 0.91) return { name: `Gebr. ${surname} ${pick(random, trade.after)}${legal}`, family };
  const word = trade.before.length > 0 ? pick(random, trade.before) : pick(random, trade.after);
  return { name: `${word} ${surname} & Zn.`, family };
}

/** A short upper-case search name, as ERPs keep one: the family behind the firm, else the name's first word. */
const searchNameOf = (name: string, family?: string) =>
  (family ?? name.split(/\s+/)[0])
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase()
    .slice(0, 20);

// Letterhead suppliers whose first product does not say what they mostly bill for.
const letterheadLedgers: Record<string, string> = { K10008: '4700', K10011: '4620' };

const countryOf = (relation: DemoRelation): DemoCountry =>
  (relation.iban?.slice(0, 2) ?? 'NL') as DemoCountry;

/** Postcode and town of a printed address line ("3811 AB Amersfoort", "2000 Antwerpen"). */
function placeOf(line: string) {
  const match = /^(\d{4} [A-Z]{2}|\d{4,5}) (.+)$/.exec(line);
  return { Postcode: match?.[1] ?? '', City: match?.[2] ?? line };
}

/** A letterhead supplier of the demo documents as a vendor: the same code, name, address and numbers. */
function letterheadVendor(random: Random, relation: DemoRelation): VendorInput {
  const country = countryOf(relation);
  const place = placeOf(relation.address[1]);
  const town =
    towns[country].find((candidate) => candidate.city === place.City) ?? pick(random, towns[country]);
  const product = relation.products[0];
  const vatCode = demoVatCodeOf(product.vat, country);
  const domain = `${relation.code.toLowerCase()}.example`;
  return {
    ErpCode: relation.code,
    Name: relation.name,
    SearchName: relation.prefix,
    StreetAndNumber: relation.address[0],
    ...place,
    PhoneNumber: phoneNumber(random, country, town),
    Country: country,
    ...demoContact(random, country, domain, town),
    // The address their invoices come from (see the demo sources' sender).
    EmailAddress: `facturen@${domain}`,
    DefaultCurrency: 'EUR',
    DefaultLedgerCode: letterheadLedgers[relation.code] ?? product.ledger,
    DefaultPaymentTermCode: String(relation.termDays),
    DefaultPaymentMethodCode: 'B',
    DefaultVatCode: vatCode,
    DefaultVatCategory: vatDefaults(vatCode).category,
    DefaultVatScenarioCode: vatDefaults(vatCode).scenario,
    VatNumber: relation.vatNumber ?? '',
    IbanNumbers: relation.iban ? [relation.iban] : [],
    ChamberOfCommerceNumber: relation.cocNumber ?? '',
    BicCode: relation.iban ? bicOf(relation.iban) : '',
    CreditorsAccount: '1600',
    UseElectronicFundsTransfer: true,
  };
}

type Generated = { random: Random; names: Set<string>; ibans: Set<string> };

function uniqueName(state: Generated, make: () => { name: string; family?: string }) {
  for (;;) {
    const made = make();
    if (!state.names.has(made.name)) {
      state.names.add(made.name);
      return made;
    }
  }
}

// Most suppliers are Dutch; a few Belgian and German ones bring the EU VAT codes into play.
const drawCountry = (random: Random): DemoCountry => {
  const draw = random();
  return draw < 0.08 ? 'BE' : draw < 0.15 ? 'DE' : 'NL';
};

function generatedVendor(state: Generated, code: string): VendorInput {
  const { random } = state;
  let country = drawCountry(random);
  const trade = weightedTrade(random, DemoTrades);
  if (trade.german.length === 0) country = 'NL';
  const { name, family } = uniqueName(state, () => businessName(random, country, trade));
  const address = demoAddress(random, country);
  const domain = demoDomain(name);
  const bank = demoBankAccount(random, country, state.ibans);
  const vatCode = country === 'NL' ? trade.vatCode : trade.goods ? 'EUI' : 'EUD';
  const { town, ...place } = address;
  return {
    ErpCode: code,
    Name: name,
    SearchName: searchNameOf(name, family),
    ...place,
    Country: country,
    ...demoContact(random, country, domain, town, random() < 0.5 ? family : undefined),
    EmailAddress: `facturen@${domain}`,
    DefaultCurrency: 'EUR',
    DefaultLedgerCode: trade.ledger,
    DefaultPaymentTermCode: String(country === 'NL' && random() > 0.1 ? trade.termDays : 60),
    DefaultPaymentMethodCode: trade.directDebit ? 'I' : 'B',
    DefaultVatCode: vatCode,
    DefaultVatCategory: vatDefaults(vatCode).category,
    DefaultVatScenarioCode: vatDefaults(vatCode).scenario,
    ...registration(random, country),
    IbanNumbers: [bank.iban],
    BicCode: bank.bic,
    CreditorsAccount: '1600',
    UseElectronicFundsTransfer: !trade.directDebit,
    IsBlocked: random() < 0.015,
  };
}

const companySeed = (company: DemoCompanyKey, salt: number) =>
  9000 + DemoCompanyKeys.indexOf(company) * 131 + salt;

/** The vendors of a demo company: the letterhead suppliers (K10001 …) and generated ones up to 150. */
export function demoVendors(company: DemoCompanyKey): VendorInput[] {
  const random = seededRandom(companySeed(company, 1));
  const state: Generated = {
    random,
    names: new Set(DemoSuppliers.map((supplier) => supplier.name)),
    ibans: new Set(DemoSuppliers.map((supplier) => supplier.iban ?? '')),
  };
  const vendors = DemoSuppliers.map((supplier) => letterheadVendor(random, supplier));
  for (let number = 10001 + vendors.length; vendors.length < DemoVendorCount; number++)
    vendors.push(generatedVendor(state, `K${number}`));
  return vendors;
}

function generatedCustomer(state: Generated, company: DemoCompanyKey, code: string): CustomerInput {
  const { random } = state;
  const hospitality = company === 'foods';
  const country = hospitality ? 'NL' : drawCountry(random);
  const trade = weightedTrade(
    random,
    DemoTrades.filter((candidate) => country === 'NL' || candidate.german.length > 0),
  );
  const { name } = uniqueName(state, () =>
    hospitality
      ? {
          name: `${pick(random, HospitalityKinds)} ${random() < 0.6 ? pick(random, VenueNames) : capitalised(pick(random, surnamesOf('NL')))}`,
        }
      : businessName(random, country, trade),
  );
  const vatCode = country !== 'NL' ? 'ICP' : hospitality ? 'VL' : 'VH';
  return {
    Code: code,
    Name: name,
    Country: country,
    DebtorNumber: code.slice(1),
    DefaultCurrency: 'EUR',
    ...registration(random, country),
    VatCategory: vatDefaults(vatCode).category,
    DefaultVatCode: vatCode,
    DefaultVatScenarioCode: vatDefaults(vatCode).scenario,
    DefaultPaymentTermCode: pick(random, ['14', '30', '30']),
    DefaultPaymentMethodCode: random() < 0.2 ? 'I' : 'B',
    DefaultLedgerCode: country !== 'NL' ? '8100' : hospitality ? '8010' : '8000',
    IbanNumbers: [demoBankAccount(random, country, state.ibans).iban],
    UseElectronicFundsTransfer: false,
  };
}

/** The customers of a demo company: the letterhead customers (D20001 …) and generated ones up to 40. */
export function demoCustomers(company: DemoCompanyKey): CustomerInput[] {
  const random = seededRandom(companySeed(company, 2));
  const state: Generated = {
    random,
    names: new Set(DemoCustomers.map((customer) => customer.name)),
    ibans: new Set(DemoCustomers.map((customer) => customer.iban ?? '')),
  };
  const customers: CustomerInput[] = DemoCustomers.map((customer) => ({
    Code: customer.code,
    Name: customer.name,
    Country: 'NL',
    DebtorNumber: customer.code.slice(1),
    DefaultCurrency: 'EUR',
    VatNumber: customer.vatNumber ?? '',
    VatCategory: 'S',
    DefaultVatCode: 'VL',
    DefaultVatScenarioCode: 'NL',
    DefaultPaymentTermCode: String(customer.termDays),
    DefaultPaymentMethodCode: 'B',
    DefaultLedgerCode: '8010',
    IbanNumbers: customer.iban ? [customer.iban] : [],
    ChamberOfCommerceNumber: customer.cocNumber ?? '',
  }));
  for (let number = 20001 + customers.length; customers.length < DemoCustomerCount; number++)
    customers.push(generatedCustomer(state, company, `D${number}`));
  return customers;
}

/**
 * The bank-account change a demo company shows: its first Dutch generated vendor's account was just changed by the
 * ERP synchronisation, so its bank data waits for a second user's confirmation.
 */
export function demoBankAccountChange(company: DemoCompanyKey, vendors: VendorInput[]) {
  // A letterhead supplier, so that its demo invoices show the warning; the invoices already carry its new IBAN.
  const vendor = vendors
    .slice(0, DemoSuppliers.length)
    .find((candidate) => candidate.Country === 'NL' && !candidate.IsBlocked);
  if (!vendor?.ErpCode || !vendor.IbanNumbers) return null;
  const previous = demoIban('NL', 'INGB', 612_000_000 + DemoCompanyKeys.indexOf(company) * 1000);
  return { code: vendor.ErpCode, fromIbans: [previous], toIbans: vendor.IbanNumbers };
}

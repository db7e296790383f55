import { sql } from 'drizzle-orm';

// Vendor names as Dutch businesses are named, so prefix and infix terms find as many as they would in a real
// administration: family names first ("Jansen Transport B.V."), trade words first ("Bouwbedrijf De Vries"),
// regions ("Brabant Logistiek"), family firms ("Gebr. Bakker …", "… & Zn.") and now and then a holding.

const surnames = [
  'Jansen',
  'Janssen',
  'Jansma',
  'De Jong',
  'De Vries',
  'Van den Berg',
  'Van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'De Boer',
  'Mulder',
  'De Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Van Leeuwen',
  'Dekker',
  'Brouwer',
  'De Wit',
  'Dijkstra',
  'Smits',
  'De Graaf',
  'Van der Meer',
  'Van der Linden',
  'Kok',
  'Jacobs',
  'De Haan',
  'Vermeulen',
  'Van den Heuvel',
  'Van der Veen',
  'Van den Broek',
  'De Bruijn',
  'Schouten',
  'Van Beek',
  'Willems',
  'Hoekstra',
  'Maas',
  'Verhoeven',
  'Koster',
  'Prins',
  'Blom',
  'Huisman',
  'Kuipers',
  'Van Wijk',
  'Postma',
  'Kramer',
  'Bosman',
  'Banning',
  'Wouters',
  'Peeters',
  'Müller',
  'Schmidt',
  'Van Dam',
  'Timmermans',
  'Groen',
  'Veenstra',
  'Hermans',
];
const tradesBefore = [
  'Transportbedrijf',
  'Expeditiebedrijf',
  'Koeriersdienst',
  'Bouwbedrijf',
  'Aannemersbedrijf',
  'Installatiebedrijf',
  'Schildersbedrijf',
  'Bakkerij',
  'Groothandel',
  'Slagerij',
  'Kwekerij',
  'Drukkerij',
  'Reclamebureau',
  'Automatiseringsbureau',
  'Accountantskantoor',
  'Administratiekantoor',
  'Advocatenkantoor',
  'Schoonmaakbedrijf',
  'Autobedrijf',
  'Garage',
  'Bandenservice',
  'Uitzendbureau',
  'Assurantiekantoor',
  'Machinehandel',
  'Metaalbouw',
  'Staalbouw',
  'Houthandel',
  'Loonbedrijf',
  'Hoveniersbedrijf',
  'Cateringbedrijf',
];
const tradesAfter = [
  'Transport',
  'Logistiek',
  'Transport & Opslag',
  'Logistics',
  'Bouw',
  'Bouw en Onderhoud',
  'Installatietechniek',
  'Elektrotechniek',
  'Food',
  'Versgroothandel',
  'Zuivel',
  'Verpakkingen',
  'Kantoorartikelen',
  'Print',
  'Media',
  'ICT',
  'IT Services',
  'Software',
  'Accountants',
  'Advies',
  'Consultancy',
  'Facilitaire Diensten',
  'Mobiliteit',
  'Personeelsdiensten',
  'Verzekeringen',
  'Energie',
  'Telecom',
  'Techniek',
  'Machines',
  'Vastgoed',
  'Vastgoed Holding',
  'Bouwmaterialen',
  'Wegenbouw',
  'Handelsonderneming',
  'Groenvoorziening',
];
const regions = [
  'Brabant',
  'Twente',
  'Veluwe',
  'Westland',
  'Rijnmond',
  'Kempen',
  'Drechtsteden',
  'Achterhoek',
];
const cities = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Breda',
  'Venlo',
  'Zwolle',
];
const ledgerWords = [
  'Inkoop grondstoffen',
  'Vrachtkosten',
  'Huur bedrijfspand',
  'Onderhoud machines',
  'Kantoorbenodigdheden',
  'Advieskosten',
  'Omzet hoog tarief',
  'Afschrijving inventaris',
  'Debiteuren',
  'Voorraad handelsgoederen',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const item = (values: string[], random: string) =>
  sql`(${textArray(values)})[1 + floor(${sql.raw(random)} * ${sql.raw(String(values.length))})::int]`;

/** The ERP code of the n-th bench vendor. */
export const benchVendorCode = (n: number) => String(100_000 + n);

/** The code of the n-th bench ledger account (n from 1): five digits, spread over 0…9. */
export const benchLedgerCode = (n: number) => String(n * 19).padStart(5, '0');

/**
 * INSERT … SELECT generate_series for vendors number `from`..`to` of one company: names as above, a Dutch
 * address, registration numbers and an account of the right shape (the bench measures search, not validation).
 */
export function insertVendors(tenantId: string, companyId: string, from: number, to: number) {
  return sql`
insert into relations (tenant_id, company_id, kind, code, name, search_name, street_and_number, postcode, city,
  country, email_address, vat_number, chamber_of_commerce_number, iban_numbers, default_ledger_code,
  default_vat_code, default_payment_term_code, is_blocked)
select ${tenantId}::uuid, ${companyId}::uuid, 'Vendor', (100000 + r.i)::text,
  case when r.form < 0.35 then r.before || ' ' || r.surname
       when r.form < 0.70 then r.surname || ' ' || r.after
       when r.form < 0.82 then r.region || ' ' || r.after
       when r.form < 0.91 then 'Gebr. ' || r.surname || ' ' || r.after
       else r.before || ' ' || r.surname || ' & Zn.' end
  || case when r.legal < 0.30 then ' B.V.' when r.legal < 0.45 then ' BV' when r.legal < 0.52 then ' VOF'
          when r.legal < 0.56 then ' Holding B.V.' else '' end,
  upper(replace(r.surname, ' ', '')),
  'Industrieweg ' || (1 + r.i % 240), lpad((1000 + r.i % 8999)::text, 4, '0') || ' AB', r.city, 'NL',
  'facturen@vendor' || r.i || '.example',
  'NL' || lpad((r.i::bigint * 7919 % 1000000000)::text, 9, '0') || 'B01', lpad((r.i::bigint * 104729 % 100000000)::text, 8, '0'),
  array['NL00BANK' || lpad(r.i::text, 10, '0')],
  (array['4600','4120','7000','4500','4700','4800','4200'])[1 + r.i % 7], 'VH', '30', r.blocked < 0.01
from (
  select g.i, random() as form, random() as legal, random() as blocked,
    ${item(surnames, 'random()')} as surname, ${item(tradesBefore, 'random()')} as before,
    ${item(tradesAfter, 'random()')} as after, ${item(regions, 'random()')} as region,
    ${item(cities, 'random()')} as city
  from generate_series(${from}::int, ${to}::int) as g(i)
) as r`;
}

/** INSERT … SELECT of `count` general ledger accounts of one company. */
export function insertLedgerAccounts(tenantId: string, companyId: string, count: number) {
  return sql`
insert into erp_codes (tenant_id, company_id, list, code, description, account_type, vat_code)
select ${tenantId}::uuid, ${companyId}::uuid, 'GeneralLedger', lpad((g.i * 19)::text, 5, '0'),
  ${item(ledgerWords, 'random()')} || ' ' || g.i,
  case when g.i * 19 < 40000 then 'Balance' else 'ProfitAndLoss' end, 'VH'
from generate_series(1, ${count}::int) as g(i)`;
}

import { validateIban } from '../../../domain/iban/index';
import type { DemoParty } from './demoInvoicePdf';

/** What a demo supplier sells: description, price range and VAT rate (a foreign supplier bills 0 %: reverse charge). */
export type DemoProduct = { description: string; low: number; high: number; vat: 21 | 9 | 0; ledger: string };

/** A demo relation (supplier or customer) with its letterhead style and what it sells. */
export type DemoRelation = DemoParty & {
  code: string;
  prefix: string;
  termDays: number;
  style: { accent: [number, number, number]; serif: boolean };
  products: DemoProduct[];
};

const office: DemoProduct[] = [
  { description: 'Printpapier A4 80 g (doos 5x500)', low: 21, high: 28, vat: 21, ledger: '4500' },
  { description: 'Toner HP 59A zwart', low: 89, high: 129, vat: 21, ledger: '4500' },
  { description: 'Bureaustoel ergonomisch', low: 249, high: 399, vat: 21, ledger: '0300' },
  { description: 'Ordners A4 rug 8 cm (10 st.)', low: 18, high: 26, vat: 21, ledger: '4500' },
];
const food: DemoProduct[] = [
  { description: 'Koffiebonen espresso 1 kg', low: 13, high: 19, vat: 9, ledger: '7000' },
  { description: 'Volkoren meel 25 kg', low: 17, high: 24, vat: 9, ledger: '7000' },
  { description: 'Roomboter 10 kg', low: 61, high: 79, vat: 9, ledger: '7000' },
  { description: 'Biologische melk 10 l', low: 11, high: 15, vat: 9, ledger: '7000' },
  { description: 'Verpakte broodjes (krat)', low: 31, high: 42, vat: 9, ledger: '7000' },
];
const transport: DemoProduct[] = [
  { description: 'Rit Rotterdam - Venlo', low: 240, high: 410, vat: 21, ledger: '4600' },
  { description: 'Palletopslag per week', low: 6, high: 9, vat: 21, ledger: '4610' },
  { description: 'Brandstoftoeslag', low: 18, high: 55, vat: 21, ledger: '4600' },
];
const services: DemoProduct[] = [
  { description: 'Schoonmaak kantoorpand (maand)', low: 680, high: 920, vat: 21, ledger: '4200' },
  { description: 'Glasbewassing', low: 95, high: 160, vat: 21, ledger: '4200' },
  { description: 'Licentie boekhoudsoftware (maand)', low: 39, high: 89, vat: 21, ledger: '4700' },
  { description: 'Consultancy uren', low: 85, high: 125, vat: 21, ledger: '4800' },
];
const energy: DemoProduct[] = [
  { description: 'Elektriciteit levering (kWh)', low: 0.21, high: 0.34, vat: 21, ledger: '4100' },
  { description: 'Vastrecht energie', low: 24, high: 38, vat: 21, ledger: '4100' },
];
const packaging: DemoProduct[] = [
  { description: 'Kartonnen dozen 40x30x30 (100 st.)', low: 74, high: 96, vat: 0, ledger: '7010' },
  { description: 'Stretchfolie 500 mm', low: 14, high: 21, vat: 0, ledger: '7010' },
  { description: 'Europallet EPAL', low: 11, high: 16, vat: 0, ledger: '7010' },
];

/** A valid IBAN for a country and bank, found by trying account numbers from `seed` (deterministic). */
export function demoIban(country: 'NL' | 'BE' | 'DE', bank: string, seed: number): string {
  for (let account = seed; ; account++) {
    const digits = String(account).padStart(country === 'BE' ? 7 : 10, '0');
    const bban =
      country === 'BE'
        ? `${bank}${digits}${String(Number(`${bank}${digits}`) % 97 || 97).padStart(2, '0')}`
        : `${bank}${digits}`;
    const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
    const check = String(98 - Number(BigInt(rearranged) % 97n)).padStart(2, '0');
    const iban = `${country}${check}${bban}`;
    if (validateIban(iban).valid) return iban;
  }
}

const relation = (
  code: string,
  name: string,
  address: string[],
  extra: Pick<DemoRelation, 'prefix' | 'termDays' | 'products'> & {
    iban: string;
    vat?: string;
    /** The register number when not a Dutch KvK number (a Belgian KBO or a German Handelsregister number). */
    coc?: string;
    accent: [number, number, number];
    serif?: boolean;
  },
): DemoRelation => ({
  code,
  name,
  address,
  vatNumber: extra.vat,
  cocNumber: extra.coc ?? String(30000000 + Number(code.slice(1)) * 37),
  iban: extra.iban,
  prefix: extra.prefix,
  termDays: extra.termDays,
  products: extra.products,
  style: { accent: extra.accent, serif: extra.serif ?? false },
});

/** Suppliers of the demo holding (fictitious Dutch and European businesses). */
export const DemoSuppliers: DemoRelation[] = [
  relation('K10001', 'Van der Meer Kantoorartikelen BV', ['Stationsweg 12', '3811 AB Amersfoort'], {
    iban: demoIban('NL', 'ABNA', 417164300),
    vat: 'NL812345678B01',
    prefix: 'VDM',
    termDays: 30,
    products: office,
    accent: [0.1, 0.35, 0.6],
  }),
  relation('K10002', 'Bakkerij De Gouden Korrel', ['Molenstraat 4', '5211 KH Den Bosch'], {
    iban: demoIban('NL', 'RABO', 300100200),
    vat: 'NL805512901B01',
    prefix: 'GK',
    termDays: 14,
    products: food,
    accent: [0.72, 0.45, 0.12],
    serif: true,
  }),
  relation('K10003', 'Groothandel Jansen & Zn', ['Industrieweg 88', '7521 PL Enschede'], {
    iban: demoIban('NL', 'INGB', 6712345),
    vat: 'NL001928375B01',
    prefix: 'GJ',
    termDays: 30,
    products: food,
    accent: [0.15, 0.5, 0.3],
  }),
  relation('K10004', 'Transportbedrijf Visser', ['Havenweg 210', '3089 JH Rotterdam'], {
    iban: demoIban('NL', 'ABNA', 512340000),
    vat: 'NL853401123B01',
    prefix: 'TV',
    termDays: 30,
    products: transport,
    accent: [0.8, 0.2, 0.15],
  }),
  relation('K10005', 'Energie Direct Noord', ['Zuiderdiep 55', '9711 HD Groningen'], {
    iban: demoIban('NL', 'INGB', 9876543),
    vat: 'NL820045615B01',
    prefix: 'EDN',
    termDays: 14,
    products: energy,
    accent: [0.95, 0.6, 0.05],
  }),
  relation('K10006', 'Koffie Compagnie Utrecht', ['Oudegracht 141', '3511 AJ Utrecht'], {
    iban: demoIban('NL', 'TRIO', 197654300),
    vat: 'NL857720016B01',
    prefix: 'KCU',
    termDays: 30,
    products: food,
    accent: [0.35, 0.2, 0.1],
    serif: true,
  }),
  relation('K10007', 'Schoonmaakbedrijf Helder', ['Nijverheidsweg 7', '6662 NG Elst'], {
    iban: demoIban('NL', 'RABO', 155500100),
    vat: 'NL811100224B01',
    prefix: 'SH',
    termDays: 30,
    products: services,
    accent: [0.2, 0.6, 0.75],
  }),
  relation('K10008', 'ICT Partners Amersfoort', ['Databankweg 26', '3821 AL Amersfoort'], {
    iban: demoIban('NL', 'BUNQ', 2045300),
    vat: 'NL859001234B01',
    prefix: 'ICT',
    termDays: 30,
    products: services,
    accent: [0.3, 0.3, 0.35],
  }),
  relation('K10009', 'Drukkerij Peeters NV', ['Meir 90', '2000 Antwerpen', 'België'], {
    iban: demoIban('BE', '068', 2401600),
    vat: 'BE0412345614',
    coc: '0412345614',
    prefix: 'DP',
    termDays: 30,
    products: office,
    accent: [0.55, 0.1, 0.45],
    serif: true,
  }),
  relation('K10010', 'Müller Verpackung GmbH', ['Hafenstraße 31', '47119 Duisburg', 'Deutschland'], {
    iban: demoIban('DE', '37040044', 532013000),
    vat: 'DE811234565',
    coc: 'HRB 12345',
    prefix: 'MV',
    termDays: 60,
    products: packaging,
    accent: [0.1, 0.1, 0.1],
  }),
  relation('K10011', 'Verhuur De Boer Heftrucks', ['Logistiekweg 3', '5928 RA Venlo'], {
    iban: demoIban('NL', 'ABNA', 600700800),
    vat: 'NL818812345B01',
    prefix: 'DBH',
    termDays: 30,
    products: transport,
    accent: [0.9, 0.75, 0.1],
  }),
];

/** Customers of Demo Foods (sales invoices). */
export const DemoCustomers: DemoRelation[] = [
  relation('D20001', 'Restaurant De Smulpaap', ['Grote Markt 9', '9711 LV Groningen'], {
    iban: demoIban('NL', 'INGB', 4455667),
    vat: 'NL803311473B01',
    prefix: '',
    termDays: 14,
    products: food,
    accent: [0, 0, 0],
  }),
  relation('D20002', 'Hotel Zeezicht', ['Boulevard 21', '4381 KK Vlissingen'], {
    iban: demoIban('NL', 'RABO', 312345670),
    vat: 'NL809912351B01',
    prefix: '',
    termDays: 30,
    products: food,
    accent: [0, 0, 0],
  }),
  relation('D20003', 'Catering Van Dijk', ['Bedrijvenpark 14', '3992 DE Houten'], {
    iban: demoIban('NL', 'ABNA', 471234560),
    vat: 'NL816500125B01',
    prefix: '',
    termDays: 30,
    products: food,
    accent: [0, 0, 0],
  }),
  relation('D20004', 'Brasserie Het Plein', ['Plein 1', '2511 CR Den Haag'], {
    iban: demoIban('NL', 'INGB', 7788990),
    vat: 'NL822210988B01',
    prefix: '',
    termDays: 14,
    products: food,
    accent: [0, 0, 0],
  }),
  relation('D20005', 'Supermarkt Buurtwinkel', ['Dorpsstraat 44', '1541 AG Koog aan de Zaan'], {
    iban: demoIban('NL', 'RABO', 187654320),
    vat: 'NL850061234B01',
    prefix: '',
    termDays: 30,
    products: food,
    accent: [0, 0, 0],
  }),
];

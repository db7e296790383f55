import type { CodeList } from '../../../domain/masterdata/index';
import { DemoLedgerAccounts } from './demoMasterDataLedger';
import { type DemoProduct, DemoSuppliers } from './demoRelations';

/** One entry of a demo code list with the own fields its list has (domain/masterdata CodeListOwnFields). */
export type DemoCode = {
  list: CodeList;
  code: string;
  description: string;
  isBlocked?: boolean;
  accountType?: string;
  vatCode?: string | null;
  percentage?: number;
  category?: string;
  scenarioCode?: string;
  days?: number;
  unit?: string;
  unitPrice?: number;
  ledgerCode?: string;
  symbol?: string;
};

// Dutch VAT codes with their EN 16931 category; a reverse-charged or cross-border invoice shows 0 %.
export const DemoVatCodes: DemoCode[] = [
  { code: 'VH', description: 'Btw hoog 21%', percentage: 21, category: 'S', scenarioCode: 'NL' },
  { code: 'VL', description: 'Btw laag 9%', percentage: 9, category: 'S', scenarioCode: 'NL' },
  { code: 'V0', description: 'Btw 0%', percentage: 0, category: 'Z', scenarioCode: 'NL' },
  { code: 'VG', description: 'Vrijgesteld van btw', percentage: 0, category: 'E', scenarioCode: 'NL' },
  {
    code: 'VV',
    description: 'Btw verlegd binnenland (21%)',
    percentage: 0,
    category: 'AE',
    scenarioCode: 'NLV',
  },
  {
    code: 'EUI',
    description: 'Verwerving goederen binnen de EU',
    percentage: 0,
    category: 'K',
    scenarioCode: 'EU',
  },
  {
    code: 'EUD',
    description: 'Diensten uit de EU, btw verlegd',
    percentage: 0,
    category: 'AE',
    scenarioCode: 'EU',
  },
  {
    code: 'ICP',
    description: 'Intracommunautaire levering',
    percentage: 0,
    category: 'K',
    scenarioCode: 'EU',
  },
  {
    code: 'IMP',
    description: 'Invoer van buiten de EU',
    percentage: 0,
    category: 'G',
    scenarioCode: 'NONEU',
  },
  { code: 'EXP', description: 'Uitvoer buiten de EU', percentage: 0, category: 'G', scenarioCode: 'NONEU' },
].map((entry) => ({ ...entry, list: 'VatCode' }));

const plain = (list: CodeList, entries: Array<[string, string]>): DemoCode[] =>
  entries.map(([code, description]) => ({ list, code, description }));

// Every product the demo suppliers sell, once: the demo articles.
const products = [
  ...new Map(
    DemoSuppliers.flatMap((supplier) => supplier.products).map((product) => [product.description, product]),
  ).values(),
];

/** The article code of a demo product (ART1001 …); '' for a product no supplier sells. */
export function demoArticleCodeOf(product: DemoProduct): string {
  const index = products.findIndex((candidate) => candidate.description === product.description);
  return index < 0 ? '' : `ART${1001 + index}`;
}

/** Articles: what the demo suppliers sell, with a unit price in the middle of their price range. */
const articles = (): DemoCode[] =>
  products.map((product) => ({
    list: 'Article',
    code: demoArticleCodeOf(product),
    description: product.description,
    unit: product.high < 1 ? 'kWh' : 'st',
    unitPrice: Math.round(((product.low + product.high) / 2) * 1000) / 1000,
    ledgerCode: product.ledger,
    vatCode: demoVatCodeOf(product.vat, 'NL'),
  }));

/** The VAT code a line at this percentage gets from a supplier of this country (0 % from the EU: acquisition). */
export function demoVatCodeOf(percentage: number, country: string): string {
  if (percentage === 21) return 'VH';
  if (percentage === 9) return 'VL';
  return country === 'NL' ? 'V0' : 'EUI';
}

/** Every code list entry of one demo company; `year` names the projects. */
export function demoCodes(year: number): DemoCode[] {
  return [
    ...DemoLedgerAccounts.map(
      (account): DemoCode => ({ list: 'GeneralLedger', ...account, vatCode: account.vatCode }),
    ),
    ...DemoVatCodes,
    ...plain('VatScenario', [
      ['NL', 'Binnenland'],
      ['NLV', 'Binnenland, btw verlegd'],
      ['EU', 'Binnen de EU'],
      ['NONEU', 'Buiten de EU'],
    ]),
    ...[0, 14, 30, 60].map(
      (days): DemoCode => ({
        list: 'PaymentTerm',
        code: String(days),
        description: days === 0 ? 'Contant' : `${days} dagen netto`,
        days,
      }),
    ),
    ...plain('PaymentMethod', [
      ['B', 'Bankoverschrijving'],
      ['I', 'Automatische incasso'],
      ['K', 'Kas'],
      ['C', 'Creditcard'],
    ]),
    { list: 'Currency', code: 'EUR', description: 'Euro', symbol: '€' },
    { list: 'Currency', code: 'USD', description: 'Amerikaanse dollar', symbol: '$' },
    { list: 'Currency', code: 'GBP', description: 'Britse pond', symbol: '£' },
    { list: 'Journal', code: '20', description: 'ABN AMRO Bank', category: 'Bank' },
    { list: 'Journal', code: '21', description: 'Rabobank', category: 'Bank' },
    { list: 'Journal', code: '60', description: 'Inkoopboek', category: 'Purchase' },
    { list: 'Journal', code: '70', description: 'Verkoopboek', category: 'Sales' },
    { list: 'Journal', code: '90', description: 'Memoriaal', category: 'Memorial' },
    ...plain('Dimension1', [
      ['KP100', 'Algemeen en kantoor'],
      ['KP200', 'Logistiek en magazijn'],
      ['KP300', 'Productie'],
      ['KP400', 'Verkoop en marketing'],
      ['KP500', 'ICT'],
    ]),
    ...plain('Dimension2', [
      ['KD10', 'Brood en banket'],
      ['KD20', 'Zuivel'],
      ['KD30', 'Koffie en thee'],
      ['KD40', 'Transport voor derden'],
      ['KD50', 'Opslag en fulfilment'],
    ]),
    ...plain('Project', [
      [`P${year - 1}-004`, 'Verduurzaming kantoorpand'],
      [`P${year}-001`, 'Nieuwbouw magazijn Venlo'],
      [`P${year}-002`, 'Implementatie nieuw ERP'],
      [`P${year}-003`, 'Introductie biologische lijn'],
    ]),
    ...articles(),
    { list: 'Asset', code: 'A001', description: 'Bedrijfspand Venlo', ledgerCode: '0100' },
    { list: 'Asset', code: 'A002', description: 'Heftruck Linde H25', ledgerCode: '0200' },
    { list: 'Asset', code: 'A003', description: 'Koelcel magazijn', ledgerCode: '0200' },
    { list: 'Asset', code: 'A004', description: 'Bureaustoelen kantoor', ledgerCode: '0300' },
    { list: 'Asset', code: 'A005', description: 'Bestelbus Ford Transit', ledgerCode: '0400' },
    { list: 'Asset', code: 'A006', description: 'Server Dell PowerEdge', ledgerCode: '0500' },
  ];
}

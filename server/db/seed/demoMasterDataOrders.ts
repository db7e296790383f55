import {
  type InvoicedStatus,
  invoicedStatusOf,
  monthlyPeriods,
  type PostingTemplateInput,
  type VendorInput,
} from '../../../domain/masterdata/index';
import { seededRandom } from '../../../domain/seededRandom';
import { demoArticleCodeOf, demoVatCodeOf } from './demoMasterDataCodes';
import { type DemoCompanyKey, DemoCompanyKeys, demoPurchaseOrderCodes } from './demoMasterDataNumbers';
import { between, pick, type Random } from './demoMasterDataPeople';
import { type DemoProduct, DemoSuppliers } from './demoRelations';

/** A purchase order line as the seed stores it. */
export type DemoOrderLine = {
  lineNumber: number;
  articleCode: string;
  description: string;
  quantity: number;
  quantityInvoiced: number;
  quantityReceived: number;
  unitPrice: number;
  amount: number;
  ledgerCode: string;
  vatCode: string;
  dimension1: string;
};

/** A purchase order of a demo company with its lines and the invoiced status they give. */
export type DemoOrder = {
  code: string;
  vendorCode: string;
  description: string;
  orderDate: string;
  invoicedStatus: InvoicedStatus;
  lines: DemoOrderLine[];
};

/** How far an order has been invoiced: everything, part of it, or nothing yet. */
type Progress = 'complete' | 'partly' | 'none';

const day = 86_400_000;
const dateBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * day).toISOString().slice(0, 10);
const costCentreOf = (company: DemoCompanyKey) => (company === 'logistics' ? 'KP200' : 'KP100');

// What the generated suppliers of a few trades deliver against an order, by their default ledger.
const orderedGoods: Record<string, DemoProduct[]> = {
  '7000': [
    { description: 'Tarwebloem type 550 (25 kg)', low: 18, high: 23, vat: 9, ledger: '7000' },
    { description: 'Kristalsuiker (25 kg)', low: 21, high: 27, vat: 9, ledger: '7000' },
    { description: 'Slagroom 35% (10 l)', low: 38, high: 46, vat: 9, ledger: '7000' },
  ],
  '7010': [
    { description: 'Draagtassen papier (250 st.)', low: 29, high: 41, vat: 21, ledger: '7010' },
    { description: 'Etiketten op rol 100x50 mm', low: 12, high: 18, vat: 21, ledger: '7010' },
  ],
  '4500': [
    { description: 'Bureau zit-sta 160x80', low: 420, high: 610, vat: 21, ledger: '4500' },
    { description: 'Whiteboardmarkers (doos 10)', low: 9, high: 14, vat: 21, ledger: '4500' },
  ],
  '4130': [
    { description: 'Onderhoudsbeurt heftruck', low: 180, high: 260, vat: 21, ledger: '4130' },
    { description: 'Vervangen hydrauliekslang', low: 65, high: 110, vat: 21, ledger: '4130' },
  ],
};

function orderLines(
  random: Random,
  products: DemoProduct[],
  progress: Progress,
  country: string,
  company: DemoCompanyKey,
) {
  const count = between(random, 1, 4);
  const lines = Array.from({ length: count }, (_, index): DemoOrderLine => {
    const product = pick(random, products);
    const quantity = product.high < 1 ? between(random, 1000, 4000) : between(random, 4, 60);
    const unitPrice = Math.round((product.low + random() * (product.high - product.low)) * 100) / 100;
    const invoiced =
      progress === 'complete' ? quantity : progress === 'partly' && index === 0 ? Math.ceil(quantity / 2) : 0;
    return {
      lineNumber: index + 1,
      articleCode: demoArticleCodeOf(product),
      description: product.description,
      quantity,
      quantityInvoiced: invoiced,
      quantityReceived: progress === 'none' ? 0 : Math.max(invoiced, Math.ceil(quantity / 2)),
      unitPrice,
      amount: Math.round(quantity * unitPrice * 100) / 100,
      ledgerCode: product.ledger,
      vatCode: demoVatCodeOf(product.vat, country),
      dimension1: costCentreOf(company),
    };
  });
  return lines;
}

const order = (code: string, vendor: VendorInput, orderDate: string, lines: DemoOrderLine[]): DemoOrder => ({
  code,
  vendorCode: vendor.ErpCode ?? '',
  description: lines[0].description,
  orderDate,
  invoicedStatus: invoicedStatusOf(
    lines.map((line) => ({ Quantity: line.quantity, QuantityInvoiced: line.quantityInvoiced })),
  ),
  lines,
});

/**
 * The purchase orders of a demo company: three per letterhead supplier (completed, partly invoiced, new — the codes
 * its demo documents refer to) and open ones of generated suppliers of goods.
 */
export function demoPurchaseOrders(company: DemoCompanyKey, vendors: VendorInput[], now: Date): DemoOrder[] {
  const random = seededRandom(7100 + DemoCompanyKeys.indexOf(company));
  const orders: DemoOrder[] = [];
  const progress: Progress[] = ['complete', 'partly', 'none'];
  for (const supplier of DemoSuppliers) {
    const vendor = vendors.find((candidate) => candidate.ErpCode === supplier.code);
    if (!vendor) continue;
    demoPurchaseOrderCodes(company, supplier.code).forEach((code, n) => {
      const lines = orderLines(random, supplier.products, progress[n], vendor.Country ?? 'NL', company);
      orders.push(order(code, vendor, dateBefore(now, [120, 40, 10][n] + between(random, 0, 9)), lines));
    });
  }
  const suppliers = vendors.slice(DemoSuppliers.length).filter((vendor) => !vendor.IsBlocked);
  const ordering = suppliers.filter((vendor) => orderedGoods[vendor.DefaultLedgerCode ?? '']).slice(0, 12);
  ordering.forEach((vendor, index) => {
    const goods = orderedGoods[vendor.DefaultLedgerCode ?? ''];
    const lines = orderLines(
      random,
      goods,
      index % 3 === 0 ? 'partly' : 'none',
      vendor.Country ?? 'NL',
      company,
    );
    const code = `PO-${25000 + DemoCompanyKeys.indexOf(company) * 300 + index}`;
    orders.push(order(code, vendor, dateBefore(now, between(random, 3, 60)), lines));
  });
  return orders;
}

/** The monthly periods of last year and this year; months before last month are closed. */
export function demoPeriods(now: Date) {
  const year = now.getUTCFullYear();
  const lastMonth = new Date(Date.UTC(year, now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  return [...monthlyPeriods(year - 1), ...monthlyPeriods(year)].map((period) => ({
    ...period,
    IsClosed: period.EndDate < lastMonth,
  }));
}

/** The demo tags of a customer environment. */
export const DemoTags = [
  'Spoed',
  'Controle accountant',
  'Terugkerend',
  'Vraag aan leverancier',
  'Investering',
  'Marketing',
];

/** Posting templates: a 60/40 split over two cost centres, a fixed amount plus the rest, and an office default. */
export function demoPostingTemplates(
  company: DemoCompanyKey,
): Array<Omit<PostingTemplateInput, 'CompanyId'>> {
  const own = costCentreOf(company);
  return [
    {
      Name: 'Schoonmaak 60/40 kantoor en magazijn',
      TargetType: 'Vendor',
      RelationCode: 'K10007',
      SortNumber: 1,
      Lines: [
        {
          AmountType: 'Percentage',
          Percentage: 60,
          Description: 'Schoonmaak kantoor',
          LedgerCode: '4200',
          VatCode: 'VH',
          Dimension1: 'KP100',
        },
        {
          AmountType: 'Percentage',
          Percentage: 40,
          Description: 'Schoonmaak magazijn',
          LedgerCode: '4200',
          VatCode: 'VH',
          Dimension1: 'KP200',
        },
      ],
    },
    {
      Name: 'Energie: vastrecht en verbruik',
      TargetType: 'Vendor',
      RelationCode: 'K10005',
      SortNumber: 2,
      Lines: [
        {
          AmountType: 'Fixed',
          Amount: 35,
          Description: 'Vastrecht',
          LedgerCode: '4100',
          VatCode: 'VH',
          Dimension1: 'KP100',
        },
        { AmountType: 'Rest', Description: 'Verbruik', LedgerCode: '4100', VatCode: 'VH', Dimension1: own },
      ],
    },
    {
      Name: 'Kantoorkosten',
      TargetType: 'All',
      SortNumber: 3,
      Lines: [
        {
          AmountType: 'Rest',
          Description: 'Kantoorkosten',
          LedgerCode: '4500',
          VatCode: 'VH',
          Dimension1: 'KP100',
        },
      ],
    },
  ];
}

import type { DocumentStatus, OverviewDocumentType } from '../../../domain/documents/enums';
import { seededRandom } from '../../../domain/seededRandom';
import type { DemoParty, DemoPrintedDocument } from './demoInvoicePdf';
import { demoPurchaseOrderCodes } from './demoMasterDataNumbers';
import { DemoCustomers, type DemoRelation, DemoSuppliers } from './demoRelations';

/** The demo users a document can be with or handled by. */
export type DemoUserRole = 'admin' | 'approver' | 'verifier' | 'team';

/** Everything one demo document gets: what is printed on it and its state in the workflow. */
export type DemoDocumentSpec = {
  documentType: OverviewDocumentType;
  company: 'foods' | 'logistics' | 'services';
  relation: DemoRelation;
  printed: DemoPrintedDocument;
  status: DocumentStatus;
  ledgers: string[];
  ageDays: number;
  currentUser: DemoUserRole | null;
  approved: boolean;
  posted: boolean;
  paid: boolean;
  confidential: boolean;
  attachment: boolean;
  purchaseOrder: string | null;
  history: Array<{ action: string; status: DocumentStatus; user: DemoUserRole | null; afterDays: number }>;
};

/** The demo companies' letterhead and address blocks. */
export const DemoCompanyParties: Record<DemoDocumentSpec['company'], DemoParty> = {
  foods: {
    name: 'Demo Foods BV',
    address: ['Havenstraat 1', '1011 AA Amsterdam'],
    vatNumber: 'NL001234567B01',
    cocNumber: '12345678',
    iban: 'NL91ABNA0417164300',
  },
  logistics: { name: 'Demo Logistics BV', address: ['Distributieweg 20', '5928 LN Venlo'] },
  services: { name: 'Demo Services BV', address: ['Kanaalweg 5', '3526 KL Utrecht'] },
};

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

// Recent documents are still in the workflow; older ones are posted, paid and archived.
const purchaseStatuses = {
  recent: [
    'Imported',
    'New_Purchase_Invoice',
    'New_Purchase_Invoice',
    'In_Progress',
    'In_Progress',
    'Question',
    'Blocked',
    'Error',
  ],
  running: ['In_Progress', 'Pending', 'Pending', 'Ready', 'Posted', 'Posted', 'Blocked'],
  old: ['Posted', 'Archived', 'Archived', 'Archived'],
} as const;
const salesStatuses = {
  recent: ['New_Sales_Invoice', 'In_Progress'],
  running: ['Ready', 'Posted'],
  old: ['Posted', 'Archived'],
} as const;
const slipStatuses = {
  recent: ['Imported', 'In_Progress'],
  running: ['In_Progress', 'Posted'],
  old: ['Posted', 'Archived'],
} as const;

const holders: Partial<Record<DocumentStatus, DemoUserRole[]>> = {
  Imported: ['verifier', 'team'],
  New_Purchase_Invoice: ['verifier', 'team'],
  New_Sales_Invoice: ['admin'],
  In_Progress: ['verifier', 'admin'],
  Question: ['verifier'],
  Error: ['admin'],
  Blocked: ['admin'],
  Pending: ['approver'],
};

function historyFor(status: DocumentStatus, ageDays: number): DemoDocumentSpec['history'] {
  const steps: DemoDocumentSpec['history'] = [
    { action: 'Import', status: 'Imported', user: null, afterDays: 0 },
  ];
  const later = (days: number) => Math.min(days, ageDays);
  if (status === 'Imported') return steps;
  steps.push({ action: 'Verify', status: 'In_Progress', user: 'verifier', afterDays: later(1) });
  if (status === 'Question')
    steps.push({ action: 'Question', status, user: 'verifier', afterDays: later(2) });
  if (status === 'Blocked') steps.push({ action: 'Block', status, user: 'admin', afterDays: later(3) });
  if (status === 'Error') steps.push({ action: 'Post', status, user: null, afterDays: later(2) });
  if (['Pending', 'Ready', 'Posted', 'Archived'].includes(status))
    steps.push({ action: 'Route', status: 'Pending', user: 'verifier', afterDays: later(2) });
  if (['Ready', 'Posted', 'Archived'].includes(status))
    steps.push({ action: 'Approve', status: 'Ready', user: 'approver', afterDays: later(4) });
  if (['Posted', 'Archived'].includes(status))
    steps.push({ action: 'Post', status: 'Posted', user: 'admin', afterDays: later(5) });
  if (status === 'Archived') steps.push({ action: 'Archive', status, user: null, afterDays: later(40) });
  return steps;
}

function printedLines(random: Random, relation: DemoRelation, kind: DemoPrintedDocument['kind']) {
  const count = 2 + Math.floor(random() * 7);
  return Array.from({ length: count }, () => {
    const product = pick(random, relation.products);
    const quantity =
      product.high < 1
        ? 800 + Math.floor(random() * 4000)
        : 1 + Math.floor(random() * (kind === 'packingSlip' ? 40 : 12));
    const unitPrice = Math.round((product.low + random() * (product.high - product.low)) * 100) / 100;
    return {
      line: { description: product.description, quantity, unitPrice, vatPercentage: product.vat },
      ledger: product.ledger,
    };
  });
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86400000).toISOString().slice(0, 10);
}

/** `count` demo documents over the three types (purchase for all companies, sales for Foods, packing slips for Logistics). */
export function demoDocumentSpecs(
  count: number,
  now: Date,
  random: Random = seededRandom(20240501),
): DemoDocumentSpec[] {
  const sequence = new Map<string, number>();
  const specs: DemoDocumentSpec[] = [];
  for (let index = 0; index < count; index++) {
    const share = index / count;
    const documentType: OverviewDocumentType =
      share < 0.67 ? 'PurchaseInvoice' : share < 0.87 ? 'SalesInvoice' : 'PackingSlip';
    const company =
      documentType === 'SalesInvoice'
        ? 'foods'
        : documentType === 'PackingSlip'
          ? 'logistics'
          : pick(random, ['foods', 'foods', 'logistics', 'logistics', 'services'] as const);
    const relation =
      documentType === 'SalesInvoice' ? pick(random, DemoCustomers) : pick(random, DemoSuppliers);
    const ageDays = Math.floor(random() ** 1.8 * 425);
    const table =
      documentType === 'PurchaseInvoice'
        ? purchaseStatuses
        : documentType === 'SalesInvoice'
          ? salesStatuses
          : slipStatuses;
    const status: DocumentStatus = pick(
      random,
      ageDays < 21 ? table.recent : ageDays < 60 ? table.running : table.old,
    );
    const kind: DemoPrintedDocument['kind'] =
      documentType === 'PackingSlip' ? 'packingSlip' : random() < 0.05 ? 'credit' : 'invoice';
    const lines = printedLines(random, relation, kind);
    const date = new Date(now.getTime() - ageDays * 86400000);
    const sender = documentType === 'SalesInvoice' ? DemoCompanyParties.foods : relation;
    const counterKey = `${documentType}:${relation.code}`;
    const number = (sequence.get(counterKey) ?? 0) + 1;
    sequence.set(counterKey, number);
    const prefix =
      documentType === 'SalesInvoice' ? 'VF' : documentType === 'PackingSlip' ? 'PB' : relation.prefix;
    const purchaseOrder =
      documentType !== 'SalesInvoice' && random() < 0.35
        ? pick(random, demoPurchaseOrderCodes(company, relation.code))
        : null;
    const posted = status === 'Posted' || status === 'Archived';
    specs.push({
      documentType,
      company,
      relation,
      status,
      ageDays,
      ledgers: lines.map((entry) => entry.ledger),
      printed: {
        kind,
        sender,
        addressee: documentType === 'SalesInvoice' ? relation : DemoCompanyParties[company],
        number: `${prefix}${date.getFullYear()}-${String(number + (documentType === 'SalesInvoice' ? 1000 * DemoCustomers.indexOf(relation) : 0)).padStart(5, '0')}`,
        date: addDays(date, 0),
        dueDate: kind === 'invoice' ? addDays(date, relation.termDays) : null,
        reference: purchaseOrder ?? `Order ${1000 + Math.floor(random() * 8999)}`,
        lines: lines.map((entry) => entry.line),
        style:
          documentType === 'SalesInvoice' ? { accent: [0.16, 0.55, 0.35], serif: false } : relation.style,
      },
      currentUser: posted || status === 'Ready' ? null : pick(random, holders[status] ?? ['admin']),
      approved: ['Ready', 'Posted', 'Archived'].includes(status),
      posted,
      paid: status === 'Archived' && documentType !== 'PackingSlip',
      confidential: random() < 0.03,
      attachment: random() < 0.08,
      purchaseOrder,
      history: historyFor(status, ageDays),
    });
  }
  return specs;
}

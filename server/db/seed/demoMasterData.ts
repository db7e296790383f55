import {
  CustomerInput,
  PostingTemplateInput,
  type RelationKind,
  VendorInput,
} from '../../../domain/masterdata/index';
import { customerColumns, vendorColumns } from '../../services/masterdata/relationColumns';
import type { Database, Tx } from '../client';
import {
  bankAccountChanges,
  erpCodes,
  periods,
  postingTemplateLines,
  postingTemplates,
  purchaseOrderLines,
  purchaseOrders,
  relations,
  tags,
} from '../schema/index';
import type { DemoEnvironment } from './demo';
import { demoCodes } from './demoMasterDataCodes';
import type { DemoCompanyKey } from './demoMasterDataNumbers';
import { DemoTags, demoPeriods, demoPostingTemplates, demoPurchaseOrders } from './demoMasterDataOrders';
import { demoBankAccountChange, demoCustomers, demoVendors } from './demoMasterDataRelations';

/** Where the demo documents find their relation: the id per company, kind and code. */
export type DemoRelationIds = ReadonlyMap<string, string>;

/** The key of a relation in DemoRelationIds. */
export const demoRelationKey = (companyId: string, kind: RelationKind, code: string) =>
  `${companyId}:${kind}:${code}`;

// Multi-row inserts of at most this many rows stay far below the 65,535 parameters of one statement.
const ChunkSize = 250;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ChunkSize)
    await insert(rows.slice(start, start + ChunkSize));
}

type Seeded = { tx: Tx; tenantId: string; companyId: string; company: DemoCompanyKey; now: Date };

async function seedRelations({ tx, tenantId, companyId, company }: Seeded, ids: Map<string, string>) {
  const vendors = demoVendors(company);
  const change = demoBankAccountChange(company, vendors);
  const rows = [
    ...vendors.map((vendor) => ({
      ...vendorColumns(VendorInput.parse(vendor)),
      kind: 'Vendor',
      bankAccountConfirmed: vendor.ErpCode !== change?.code,
    })),
    ...demoCustomers(company).map((customer) => ({
      ...customerColumns(CustomerInput.parse(customer)),
      kind: 'Customer',
    })),
  ].map((row) => ({ ...row, tenantId, companyId }));
  await insertChunked(rows, async (chunk) => {
    const inserted = await tx
      .insert(relations)
      .values(chunk)
      .returning({ id: relations.id, kind: relations.kind, code: relations.code });
    for (const row of inserted)
      ids.set(demoRelationKey(companyId, row.kind as RelationKind, row.code), row.id);
  });
  const changed = change && ids.get(demoRelationKey(companyId, 'Vendor', change.code));
  if (change && changed)
    await tx.insert(bankAccountChanges).values({
      tenantId,
      relationId: changed,
      changedBy: null,
      source: 'Sync',
      fromIbans: change.fromIbans,
      toIbans: change.toIbans,
    });
  return vendors;
}

async function seedOrders({ tx, tenantId, companyId, company, now }: Seeded, vendors: VendorInput[]) {
  const orders = demoPurchaseOrders(company, vendors, now);
  const inserted = await tx
    .insert(purchaseOrders)
    .values(orders.map(({ lines: _, ...order }) => ({ ...order, tenantId, companyId })))
    .returning({ id: purchaseOrders.id, code: purchaseOrders.code });
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));
  const lines = orders.flatMap((order) =>
    order.lines.map((line) => ({ ...line, tenantId, purchaseOrderId: idOf.get(order.code) ?? '' })),
  );
  await insertChunked(lines, (chunk) => tx.insert(purchaseOrderLines).values(chunk));
}

async function seedTemplates({ tx, tenantId, companyId, company }: Seeded) {
  for (const input of demoPostingTemplates(company)) {
    const template = PostingTemplateInput.parse({ ...input, CompanyId: companyId });
    const [row] = await tx
      .insert(postingTemplates)
      .values({
        tenantId,
        companyId,
        name: template.Name,
        targetType: template.TargetType,
        relationCode: template.RelationCode,
        sortNumber: template.SortNumber,
        isDefault: template.IsDefault,
        documentType: template.DocumentType,
      })
      .returning({ id: postingTemplates.id });
    await tx.insert(postingTemplateLines).values(
      template.Lines.map((line, index) => ({
        tenantId,
        templateId: row.id,
        lineNumber: index + 1,
        amountType: line.AmountType,
        amount: line.Amount,
        percentage: line.Percentage,
        description: line.Description,
        ledgerCode: line.LedgerCode,
        vatCode: line.VatCode,
        dimension1: line.Dimension1,
        dimension2: line.Dimension2,
        dimension3: line.Dimension3,
        dimension4: line.Dimension4,
        dimension5: line.Dimension5,
        project: line.Project,
      })),
    );
  }
}

async function seedCompany(seeded: Seeded, ids: Map<string, string>): Promise<void> {
  const { tx, tenantId, companyId, now } = seeded;
  await tx
    .insert(erpCodes)
    .values(demoCodes(now.getUTCFullYear()).map((code) => ({ ...code, tenantId, companyId })));
  const vendors = await seedRelations(seeded, ids);
  await seedOrders(seeded, vendors);
  await tx.insert(periods).values(
    demoPeriods(now).map((period) => ({
      tenantId,
      companyId,
      code: period.Code,
      startDate: period.StartDate,
      endDate: period.EndDate,
      isClosed: period.IsClosed,
    })),
  );
  await seedTemplates(seeded);
}

/**
 * Gives every demo company its master data (issue 9 §8): a Dutch chart of accounts and the other code lists, 150
 * vendors and 40 customers (the demo documents' letterhead relations among them), purchase orders, the periods of
 * last year and this year and posting templates; each demo customer environment its tags. Deterministic but for the
 * dates, which follow `now`. Returns where the demo documents find their relations.
 */
export async function seedDemoMasterData(
  database: Database,
  environment: Pick<DemoEnvironment, 'holdingId' | 'secondId' | 'companies'>,
  now = new Date(),
): Promise<DemoRelationIds> {
  const ids = new Map<string, string>();
  const { foods, logistics, services, trading } = environment.companies;
  const tenants: Array<[string, Array<[DemoCompanyKey, string]>]> = [
    [
      environment.holdingId,
      [
        ['foods', foods],
        ['logistics', logistics],
        ['services', services],
      ],
    ],
    [environment.secondId, [['trading', trading]]],
  ];
  for (const [tenantId, companies] of tenants)
    await database.withTenant(tenantId, async (tx) => {
      await tx.insert(tags).values(DemoTags.map((name) => ({ tenantId, name })));
      for (const [company, companyId] of companies)
        await seedCompany({ tx, tenantId, companyId, company, now }, ids);
    });
  return ids;
}

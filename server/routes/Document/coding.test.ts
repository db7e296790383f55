import { eq } from 'drizzle-orm';
import { companies, purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Coding = {
  Lines: Array<Record<string, unknown> & { Id: string }>;
  CodingStatus: string;
  CodingErrors: Array<{ Message: string; IsWarning: boolean }>;
  Source: string;
  IsProposal: boolean;
  LastUpdate: string;
  Suggestion: { Confidence: number; BasedOn: number } | null;
  PurchaseOrderMatch: { Outcome: { MayContinue: boolean } } | null;
  ReadOnlyReason: string | null;
};

/** A tenant whose company keeps ledger accounts and VAT codes, an administrator and a plain user. */
async function codingTenant() {
  const tenant = await buildTenant(ctx.database, 'Coding');
  const admin = await tenant.user({
    name: 'Admin',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
  });
  const api = await signedInClient(ctx.app, admin.email);
  const code = async (list: string, body: Record<string, unknown>) => {
    const response = await api.post(`/api/${list}`, { CompanyId: tenant.companyId, ...body });
    expect(response.statusCode, response.body).toBe(201);
  };
  await code('GeneralLedger', { Code: '4000', Description: 'Inkoop' });
  await code('GeneralLedger', { Code: '4100', Description: 'Huur' });
  await code('GeneralLedger', { Code: '4999', Description: 'Oud', IsBlocked: true });
  await code('VatCode', { Code: 'H21', Description: 'Hoog', Percentage: 21, Category: 'S' });
  await code('Dimension1', { Code: 'KP100', Description: 'Kantoor' });
  await code('Dimension1', { Code: 'KP200', Description: 'Magazijn' });
  const invoice = (extra: Record<string, unknown> = {}) =>
    buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: `F-${Math.random().toString(36).slice(2, 8)}`,
      documentDate: '2026-10-15',
      relationCode: 'V100',
      relationName: 'Verhuur BV',
      netAmount: 1000,
      vatAmount: 210,
      grossAmount: 1210,
      status: 'In_Progress',
      currentUserId: admin.id,
      ...extra,
    });
  return { tenant, admin, api, invoice };
}

const open = async (api: Api, id: string) => {
  const response = await api.get(`/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Coding;
};
const line = (extra: Record<string, unknown> = {}) => ({
  GeneralLedger: '4000',
  VatCode: 'H21',
  Description: 'Huur kantoor',
  NetAmount: 1000,
  VatAmount: 210,
  ...extra,
});
const save = (
  api: Api,
  id: string,
  lastUpdate: string,
  lines: unknown[],
  extra: Record<string, unknown> = {},
) =>
  api.put('/api/Document/CodeInvoice', {
    DocumentId: id,
    DocumentType: 'PurchaseInvoice',
    LastUpdate: lastUpdate,
    Lines: lines,
    ...extra,
  });

describe('the coding document of an invoice', () => {
  it('round-trips a coded invoice: the same lines come back, Valid, with the period of the document date', async () => {
    const { api, invoice } = await codingTenant();
    const id = await invoice();
    const before = await open(api, id);
    expect(before.Lines).toEqual([]);
    expect(before.CodingStatus).toBe('Unknown');
    const lines = [
      line({ NetAmount: 600, VatAmount: 126, Dimension1: 'KP100', SplitType: 'Percentage', SplitValue: 60 }),
      line({ GeneralLedger: '4100', NetAmount: 400, VatAmount: 84, Dimension1: 'KP200', SplitType: 'Rest' }),
    ];
    const saved = await save(api, id, before.LastUpdate, lines);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await open(api, id);
    expect(after.CodingStatus).toBe('Valid');
    expect(after.CodingErrors).toEqual([]);
    expect(after.IsProposal).toBe(false);
    expect(
      after.Lines.map(({ GeneralLedger, Dimension1, NetAmount, VatAmount, SplitType, SplitValue }) => ({
        GeneralLedger,
        Dimension1,
        NetAmount,
        VatAmount,
        SplitType,
        SplitValue,
      })),
    ).toEqual([
      {
        GeneralLedger: '4000',
        Dimension1: 'KP100',
        NetAmount: 600,
        VatAmount: 126,
        SplitType: 'Percentage',
        SplitValue: 60,
      },
      {
        GeneralLedger: '4100',
        Dimension1: 'KP200',
        NetAmount: 400,
        VatAmount: 84,
        SplitType: 'Rest',
        SplitValue: null,
      },
    ]);
    // Saving the same lines again changes nothing but the stamp.
    const again = await save(api, id, after.LastUpdate, after.Lines);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Coding).Lines.map((entry) => entry.Id)).toEqual(
      after.Lines.map((entry) => entry.Id),
    );
  });

  it('stores amounts that do not add up yet as Invalid with the difference, and a stale copy gets 409', async () => {
    const { api, invoice } = await codingTenant();
    const id = await invoice();
    const { LastUpdate } = await open(api, id);
    const saved = await save(api, id, LastUpdate, [line({ NetAmount: 900, VatAmount: 189 })]);
    expect(saved.statusCode, saved.body).toBe(200);
    const coding = saved.json() as Coding;
    expect(coding.CodingStatus).toBe('Invalid');
    expect(coding.CodingErrors.map((error) => error.Message)).toContain(
      'Validation_Gross_Amount_Incorrect%%121.00',
    );
    expect((await save(api, id, LastUpdate, [line()])).statusCode).toBe(409);
  });

  it('refuses a blocked ledger code, an unknown code, a NotAllowed field and too many decimals with their keys', async () => {
    const { api, invoice } = await codingTenant();
    const id = await invoice();
    const { LastUpdate } = await open(api, id);
    const refused = async (lines: unknown[]) => {
      const response = await save(api, id, LastUpdate, lines);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().Message as string;
    };
    expect(await refused([line({ GeneralLedger: '4999' })])).toBe('Coding_Code_Blocked%%GeneralLedger%%4999');
    expect(await refused([line({ GeneralLedger: '7777' })])).toBe('Coding_Code_Unknown%%GeneralLedger%%7777');
    // Without a logistics adapter the Manual ERP takes no purchase-order lines.
    expect(await refused([line({ PurchaseOrderLine: crypto.randomUUID() })])).toMatch(
      /^Validation_Must_Be_Empty/,
    );
    expect(await refused([line({ NetAmount: 1000.001 })])).toBe('Coding_Too_Many_Decimals%%2');
    expect((await open(api, id)).Lines).toEqual([]);
  });

  it('refuses a closed period', async () => {
    const { api, invoice, tenant } = await codingTenant();
    const period = await api.post('/api/Period', {
      CompanyId: tenant.companyId,
      Code: '2026-10',
      StartDate: '2026-10-01',
      EndDate: '2026-10-31',
      IsClosed: true,
    });
    expect(period.statusCode, period.body).toBe(201);
    const id = await invoice();
    const { LastUpdate } = await open(api, id);
    const response = await save(api, id, LastUpdate, [line()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Coding_Period_Closed%%2026-10');
  });

  it('keeps QuantityInvoiced and InvoicedStatus of a matched purchase order, also when saved twice', async () => {
    const { api, invoice, tenant } = await codingTenant();
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(companies).set({ logisticsAdapter: 'Manual' }).where(eq(companies.id, tenant.companyId)),
    );
    const order = await api.post('/api/PurchaseOrder', {
      CompanyId: tenant.companyId,
      Code: 'PO-77',
      VendorCode: 'V100',
      Lines: [
        { Description: 'Stoelen', Quantity: 10, UnitPrice: 50, LedgerCode: '4000', VatCode: 'H21' },
        { Description: 'Tafels', Quantity: 5, UnitPrice: 100, LedgerCode: '4000', VatCode: 'H21' },
      ],
    });
    expect(order.statusCode, order.body).toBe(201);
    const id = await invoice({ purchaseOrderNumbers: ['PO-77'] });
    const proposal = await open(api, id);
    expect(proposal.Source).toBe('PurchaseOrder');
    expect(proposal.Lines).toHaveLength(2);
    // Invoice 4 of the 10 chairs only.
    const chairs = { ...proposal.Lines[0], Quantity: 4, NetAmount: 200, VatAmount: 42 };
    const saved = await save(api, id, proposal.LastUpdate, [chairs], { Source: 'PurchaseOrder' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await save(api, id, (saved.json() as Coding).LastUpdate, (saved.json() as Coding).Lines);
    expect(again.statusCode, again.body).toBe(200);
    const stored = await ctx.database.withTenant(tenant.tenantId, async (tx) => ({
      lines: await tx.select().from(purchaseOrderLines).orderBy(purchaseOrderLines.lineNumber),
      order: (await tx.select().from(purchaseOrders).where(eq(purchaseOrders.code, 'PO-77')))[0],
    }));
    expect(stored.lines.map((entry) => entry.quantityInvoiced)).toEqual([4, 0]);
    expect(stored.order.invoicedStatus).toBe('Partially_Completed');
  });

  it('suggests the sixth invoice of a vendor the way the five before were coded', async () => {
    const { api, invoice } = await codingTenant();
    for (let index = 0; index < 5; index += 1) {
      const id = await invoice();
      const { LastUpdate } = await open(api, id);
      const response = await save(api, id, LastUpdate, [
        line({ NetAmount: 600, VatAmount: 126, Dimension1: 'KP100' }),
        line({ GeneralLedger: '4100', NetAmount: 400, VatAmount: 84, Dimension1: 'KP200' }),
      ]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const sixth = await open(api, await invoice({ netAmount: 2000, vatAmount: 420, grossAmount: 2420 }));
    expect(sixth.Source).toBe('Learned');
    expect(sixth.Suggestion?.BasedOn).toBe(5);
    expect(sixth.Suggestion?.Confidence).toBeGreaterThanOrEqual(0.8);
    expect(
      sixth.Lines.map(({ GeneralLedger, Dimension1, NetAmount }) => ({
        GeneralLedger,
        Dimension1,
        NetAmount,
      })),
    ).toEqual([
      { GeneralLedger: '4000', Dimension1: 'KP100', NetAmount: 1200 },
      { GeneralLedger: '4100', Dimension1: 'KP200', NetAmount: 800 },
    ]);
    expect(sixth.CodingStatus).toBe('Valid');
  });

  it('opens a posting template marked default for the vendor, split 60/40', async () => {
    const { api, invoice, tenant } = await codingTenant();
    const created = await api.post('/api/PostingTemplate', {
      CompanyId: tenant.companyId,
      Name: 'Huur 60/40',
      TargetType: 'Vendor',
      RelationCode: 'V100',
      IsDefault: true,
      Lines: [
        { AmountType: 'Percentage', Percentage: 60, LedgerCode: '4100', VatCode: 'H21', Dimension1: 'KP100' },
        { AmountType: 'Rest', LedgerCode: '4100', VatCode: 'H21', Dimension1: 'KP200' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const coding = await open(api, await invoice());
    expect(coding.Source).toBe('PostingTemplate');
    expect(
      coding.Lines.map(({ NetAmount, VatAmount, Dimension1 }) => ({ NetAmount, VatAmount, Dimension1 })),
    ).toEqual([
      { NetAmount: 600, VatAmount: 126, Dimension1: 'KP100' },
      { NetAmount: 400, VatAmount: 84, Dimension1: 'KP200' },
    ]);
    expect(coding.CodingStatus).toBe('Valid');
  });
});

describe('who may open and save a coding', () => {
  it('answers 401 without a token, 404 for another customer’s invoice and for garbage ids', async () => {
    const { invoice } = await codingTenant();
    const id = await invoice();
    const other = await codingTenant();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Document/GetCodeInvoice/${id}` })).statusCode,
    ).toBe(401);
    expect((await other.api.get(`/api/Document/GetCodeInvoice/${id}`)).statusCode).toBe(404);
    expect((await other.api.get('/api/Document/GetCodeInvoice/not-a-guid')).statusCode).toBe(400);
    const foreign = await save(other.api, id, new Date().toISOString(), [line()]);
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a user who neither holds the invoice nor may edit documents read it, not save it', async () => {
    const { tenant, invoice } = await codingTenant();
    const reader = await tenant.user({ name: 'Reader', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
    const api = await signedInClient(ctx.app, reader.email);
    const id = await invoice();
    const coding = await open(api, id);
    expect(coding.ReadOnlyReason).toBe('Coding_Not_Your_Document');
    const response = await save(api, id, coding.LastUpdate, [line()]);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Coding_Not_Your_Document');
  });

  it('lets a read-only account open a coding but never save one, even with every right', async () => {
    const { tenant, invoice } = await codingTenant();
    const reader = await tenant.user({
      name: 'ReadOnly',
      IsAdmin: true,
      MaySeeAllCompanies: true,
      MaySeeAllDocuments: true,
      isReadOnly: true,
    });
    const api = await signedInClient(ctx.app, reader.email);
    const id = await invoice({ currentUserId: reader.id });
    const coding = await open(api, id);
    const response = await save(api, id, coding.LastUpdate, [line()]);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Error_ReadOnly_Account');
  });

  it('refuses a posted invoice and malformed bodies', async () => {
    const { api, invoice } = await codingTenant();
    const id = await invoice({ isPosted: true, isInErp: true });
    const coding = await open(api, id);
    expect(coding.ReadOnlyReason).toBe('Coding_Document_Is_Posted');
    expect((await save(api, id, coding.LastUpdate, [line()])).statusCode).toBe(409);
    for (const body of [
      { DocumentId: id, DocumentType: 'PurchaseInvoice', LastUpdate: coding.LastUpdate, Lines: 'x' },
      { DocumentId: id, DocumentType: 'PackingSlip', LastUpdate: coding.LastUpdate, Lines: [] },
      {
        DocumentId: id,
        DocumentType: 'PurchaseInvoice',
        LastUpdate: coding.LastUpdate,
        Lines: [line({ NetAmount: 'ten' })],
      },
      {
        DocumentId: id,
        DocumentType: 'PurchaseInvoice',
        LastUpdate: coding.LastUpdate,
        Lines: [line({ Description: 'a\u0000b' })],
      },
      {
        DocumentId: id,
        DocumentType: 'PurchaseInvoice',
        LastUpdate: coding.LastUpdate,
        Lines: [line({ Description: 'x'.repeat(5000) })],
      },
    ])
      expect((await api.put('/api/Document/CodeInvoice', body)).statusCode).toBe(400);
  });
});

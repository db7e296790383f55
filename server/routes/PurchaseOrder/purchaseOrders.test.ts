import { eq } from 'drizzle-orm';
import { purchaseOrders } from '../../db/schema/index';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Order = { Id: string; Code: string; InvoicedStatus: string; [field: string]: unknown };

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const line = (overrides: Record<string, unknown> = {}) => ({
  ArticleCode: 'BLOEM-25',
  Description: 'Tarwebloem 25 kg',
  Quantity: 10,
  UnitPrice: 18.5,
  LedgerCode: '7000',
  VatCode: 'V9',
  ...overrides,
});

const order = (overrides: Record<string, unknown> = {}) => ({
  Code: 'PO1001',
  VendorCode: 'V100',
  Description: 'Meel voor november',
  OrderDate: '2026-11-02',
  Lines: [line(), line({ ArticleCode: 'GIST-1', Description: 'Gist', Quantity: 4, UnitPrice: 2.255 })],
  ...overrides,
});

async function addOrder(api: Api, companyId: string, overrides: Record<string, unknown> = {}) {
  const created = await api.post('/api/PurchaseOrder', { CompanyId: companyId, ...order(overrides) });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Order;
}

/** Many orders at once, straight into the table, for the list limits. */
async function manyOrders(tenantId: string, companyId: string, count: number, vendorCode = 'V100') {
  await ctx.database.withTenant(tenantId, (tx) =>
    tx.insert(purchaseOrders).values(
      Array.from({ length: count }, (_, index) => ({
        tenantId,
        companyId,
        vendorCode,
        code: `${vendorCode === 'V100' ? 'PO' : vendorCode}${String(index).padStart(4, '0')}`,
      })),
    ),
  );
}

const codesOf = (orders: Order[]) => orders.map((entry) => entry.Code);

describe('entering purchase orders', () => {
  it('creates an order with numbered lines and amounts, status New, and its audit row (201)', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await addOrder(api, tenant.companyId);
    expect(created).toMatchObject({
      CompanyId: tenant.companyId,
      Code: 'PO1001',
      VendorCode: 'V100',
      OrderDate: '2026-11-02',
      Currency: 'EUR',
      InvoicedStatus: 'New',
      IsDeleted: false,
      Lines: [
        {
          LineNumber: 1,
          ArticleCode: 'BLOEM-25',
          Quantity: 10,
          QuantityInvoiced: 0,
          UnitPrice: 18.5,
          Amount: 185,
        },
        { LineNumber: 2, ArticleCode: 'GIST-1', Quantity: 4, UnitPrice: 2.255, Amount: 9.02 },
      ],
    });
    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows).toContainEqual(
      expect.objectContaining({
        entity: 'PurchaseOrder',
        entityId: created.Id,
        action: 'create',
        userId: admin.id,
      }),
    );
    expect((await api.get(`/api/PurchaseOrder/${created.Id}`)).json()).toEqual(created);
  });

  it('moves the invoiced status New → Partially_Completed → Completed as QuantityInvoiced grows, or Cancelled', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addOrder(api, tenant.companyId);
    const invoiced = async (first: number, second: number, extra: Record<string, unknown> = {}) => {
      const lines = [line({ QuantityInvoiced: first }), line({ Quantity: 4, QuantityInvoiced: second })];
      const saved = await api.put(`/api/PurchaseOrder/${created.Id}`, order({ Lines: lines, ...extra }));
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().InvoicedStatus;
    };
    expect(await invoiced(0, 0)).toBe('New');
    expect(await invoiced(5, 0)).toBe('Partially_Completed');
    expect(await invoiced(10, 3)).toBe('Partially_Completed');
    expect(await invoiced(10, 4)).toBe('Completed');
    expect(await invoiced(10, 4, { IsCancelled: true })).toBe('Cancelled');
    const changes = (await auditRows(ctx.database, tenant.tenantId)).filter((row) => row.action === 'update');
    expect(changes.at(-1)?.changes).toMatchObject({ InvoicedStatus: { from: 'Completed', to: 'Cancelled' } });
  });

  it('refuses a code the company already has, also a deleted order’s, with Validation_Code_Not_Unique', async () => {
    const { tenant, api } = await adminTenant();
    const first = await addOrder(api, tenant.companyId);
    expect((await api.delete(`/api/PurchaseOrder/${first.Id}`)).statusCode).toBe(204);
    const again = await api.post('/api/PurchaseOrder', {
      CompanyId: tenant.companyId,
      ...order({ Code: 'po1001' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Errors).toEqual({ Code: 'Validation_Code_Not_Unique' });
    // The same code in the other company is another order.
    await addOrder(api, tenant.otherCompanyId);
  });

  it('answers 400 with the field keys for a malformed body', async () => {
    const { tenant, api } = await adminTenant();
    const bad = await api.post('/api/PurchaseOrder', {
      CompanyId: tenant.companyId,
      OrderDate: '2026-13-45',
      Currency: 'euro',
      Lines: [{ Quantity: 'ten', UnitPrice: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      Code: 'Validation_Required',
      OrderDate: 'Validation_Unknown',
      Currency: 'Validation_Uppercase',
      'Lines.0.Quantity': 'Validation_Not_A_Number',
    });
    expect((await api.post('/api/PurchaseOrder', order())).json().Errors).toEqual({
      CompanyId: 'Validation_Guid',
    });
    const created = await addOrder(api, tenant.companyId);
    const moved = await api.put(`/api/PurchaseOrder/${created.Id}`, {
      ...order(),
      CompanyId: tenant.otherCompanyId,
    });
    expect(moved.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
  });
});

describe('the three PurchaseOrder calls', () => {
  it('GetByCompanyAndVendor answers a vendor’s orders by code, at most 500, deleted ones only when asked', async () => {
    const { tenant, api } = await adminTenant();
    await manyOrders(tenant.tenantId, tenant.companyId, 501);
    await manyOrders(tenant.tenantId, tenant.companyId, 1, 'V200');
    const url = `/api/PurchaseOrder/GetByCompanyAndVendor?companyId=${tenant.companyId}&vendorCode=v100`;
    const short = await api.get(url);
    expect(short.statusCode).toBe(200);
    expect(short.json()).toHaveLength(500);
    expect(short.json()[0]).toMatchObject({ Code: 'PO0000', VendorCode: 'V100', Lines: [] });
    expect((await api.get(`${url}&maximumCount=501`)).json().Errors).toEqual({
      maximumCount: 'Validation_Maximum_Value%%500',
    });

    const deleted = await addOrder(api, tenant.companyId, { Code: 'A-DELETED' });
    await api.delete(`/api/PurchaseOrder/${deleted.Id}`);
    const few = `${url}&maximumCount=2`;
    expect(codesOf((await api.get(few)).json())).toEqual(['PO0000', 'PO0001']);
    expect(codesOf((await api.get(`${few}&includeDeletedOrders=true`)).json())).toEqual([
      'A-DELETED',
      'PO0000',
    ]);
  });

  it('GetByCompanyIdAndVendorCode pages a vendor’s orders 50 at a time, searched, with the count', async () => {
    const { tenant, api } = await adminTenant();
    await manyOrders(tenant.tenantId, tenant.companyId, 120);
    await addOrder(api, tenant.companyId, { Code: 'X-77', Description: 'Meel voor december' });
    const url = `/api/PurchaseOrder/GetByCompanyIdAndVendorCode?companyId=${tenant.companyId}&vendorCode=V100`;
    const first = (await api.get(url)).json();
    expect(first.Count).toBe(121);
    expect(first.Items).toHaveLength(50);
    const last = (await api.get(`${url}&skip=100`)).json();
    expect(codesOf(last.Items).slice(-2)).toEqual(['PO0119', 'X-77']);
    // A code starting with the term, or from three characters a code or description containing it.
    expect(codesOf((await api.get(`${url}&searchQuery=po011`)).json().Items)).toHaveLength(10);
    expect((await api.get(`${url}&searchQuery=december`)).json()).toMatchObject({
      Count: 1,
      Items: [{ Code: 'X-77' }],
    });
  });

  it('GetByCompanyAndCode finds one order or answers 404 Purchase_Order_Not_Found', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addOrder(api, tenant.companyId);
    const url = `/api/PurchaseOrder/GetByCompanyAndCode?companyId=${tenant.companyId}&code=po1001`;
    expect((await api.get(url)).json()).toMatchObject({ Id: created.Id, Lines: [{}, {}] });
    await api.delete(`/api/PurchaseOrder/${created.Id}`);
    const gone = await api.get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Purchase_Order_Not_Found');
    expect((await api.get(`${url}&includeDeletedOrders=true`)).json()).toMatchObject({ IsDeleted: true });
  });

  it('GetPageByCompany sorts by code, vendor or order date across vendors', async () => {
    const { tenant, api } = await adminTenant();
    await addOrder(api, tenant.companyId, { Code: 'B', VendorCode: 'V300', OrderDate: '2026-01-05' });
    await addOrder(api, tenant.companyId, { Code: 'A', VendorCode: 'V200', OrderDate: '2026-03-01' });
    await addOrder(api, tenant.companyId, { Code: 'C', VendorCode: 'V100', OrderDate: '2026-02-01' });
    const page = (query: string) =>
      api.get(`/api/PurchaseOrder/GetPageByCompany/${tenant.companyId}?${query}`);
    expect((await page('')).json()).toMatchObject({ Count: 3, IsCapped: false });
    expect(codesOf((await page('sort=VendorCode')).json().Items)).toEqual(['C', 'A', 'B']);
    expect(codesOf((await page('sort=OrderDate&descending=true')).json().Items)).toEqual(['A', 'C', 'B']);
    expect(codesOf((await page('searchValue=v30')).json().Items)).toEqual(['B']);
  });
});

describe('rights and scopes', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await adminTenant();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/PurchaseOrder/GetByCompanyAndVendor?companyId=${tenant.companyId}&vendorCode=V100`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps another customer's orders out of reach (404)", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addOrder(theirs.api, theirs.tenant.companyId);
    expect((await mine.api.get(`/api/PurchaseOrder/${their.Id}`)).statusCode).toBe(404);
    const byCode = `/api/PurchaseOrder/GetByCompanyAndCode?companyId=${theirs.tenant.companyId}&code=PO1001`;
    expect((await mine.api.get(byCode)).json().Message).toBe('Company_Not_Found');
    expect((await mine.api.put(`/api/PurchaseOrder/${their.Id}`, order())).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/PurchaseOrder/${their.Id}`)).statusCode).toBe(404);
    const [row] = await ctx.database.withTenant(theirs.tenant.tenantId, (tx) =>
      tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, their.Id)),
    );
    expect(row.isDeleted).toBe(false);
  });

  it('limits a user to the companies of their scopes (403)', async () => {
    const { tenant, api } = await adminTenant();
    const other = await addOrder(api, tenant.otherCompanyId);
    const editor = await tenant.user({
      name: 'Editor',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      UserActionRights: ['SettingsEdit'],
    });
    const asEditor = await signedInClient(ctx.app, editor.email);
    const list = `/api/PurchaseOrder/GetByCompanyAndVendor?vendorCode=V100&companyId=`;
    expect((await asEditor.get(`${list}${tenant.companyId}`)).statusCode).toBe(200);
    expect((await asEditor.get(`${list}${tenant.otherCompanyId}`)).statusCode).toBe(403);
    expect((await asEditor.get(`/api/PurchaseOrder/${other.Id}`)).statusCode).toBe(403);
    expect(
      (await asEditor.post('/api/PurchaseOrder', { CompanyId: tenant.otherCompanyId, ...order() }))
        .statusCode,
    ).toBe(403);
    expect((await asEditor.put(`/api/PurchaseOrder/${other.Id}`, order())).statusCode).toBe(403);
  });

  it('lets only administrators and settings editors change orders (403 Forbidden)', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addOrder(api, tenant.companyId);
    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post', MaySeeAllCompanies: true });
    const asClerk = await signedInClient(ctx.app, clerk.email);
    expect((await asClerk.get(`/api/PurchaseOrder/${created.Id}`)).statusCode).toBe(200);
    for (const response of [
      await asClerk.post('/api/PurchaseOrder', { CompanyId: tenant.companyId, ...order({ Code: 'PO2' }) }),
      await asClerk.put(`/api/PurchaseOrder/${created.Id}`, order()),
      await asClerk.delete(`/api/PurchaseOrder/${created.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addOrder(api, tenant.companyId);
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    for (const response of [
      await asReader.post('/api/PurchaseOrder', { CompanyId: tenant.companyId, ...order({ Code: 'PO2' }) }),
      await asReader.put(`/api/PurchaseOrder/${created.Id}`, order()),
      await asReader.delete(`/api/PurchaseOrder/${created.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { erpCodes, purchaseOrderLines, purchaseOrders, relations } from '../../db/schema/index';
import { auditRows, signedInClient, startTestApp } from '../../test/harness';
import { apiCustomer } from './apiFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

async function connector() {
  const customer = await apiCustomer(ctx.app, ctx.database, 'Push');
  const { api, key } = await customer.newKey('masterdata:write', 'payments:write');
  const company = customer.tenant.companyId;
  return { ...customer, api, key, company, url: (path: string) => `/api/v1/companies/${company}/${path}` };
}

const vendorsOf = (tenantId: string, companyId: string) =>
  ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(relations)
      .where(and(eq(relations.companyId, companyId), eq(relations.kind, 'Vendor')))
      .orderBy(relations.code),
  );

describe('pushing vendors and customers', () => {
  it('creates vendors by ErpCode, updates only the fields sent, and counts what it did', async () => {
    const { tenant, api, company, url } = await connector();
    const first = await api.post(url('vendors'), {
      Items: [
        { ErpCode: 'V100', Name: 'Acme BV', City: 'Utrecht', IbanNumbers: ['NL91ABNA0417164300'] },
        { ErpCode: 'V200', Name: 'Bolt BV', VatNumber: 'NL123456789B01' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ Created: 2, Updated: 0, Unchanged: 0 });

    // V100 is renamed only: its city and bank account stay; V200 is sent as it is.
    const second = await api.post(url('vendors'), {
      Items: [
        { ErpCode: 'V100', Name: 'Acme Holding BV' },
        { ErpCode: 'V200', Name: 'Bolt BV', VatNumber: 'NL123456789B01' },
      ],
    });
    expect(second.json()).toEqual({ Created: 0, Updated: 1, Unchanged: 1 });
    const stored = await vendorsOf(tenant.tenantId, company);
    expect(stored.map((row) => [row.code, row.name, row.city, row.ibanNumbers])).toEqual([
      ['V100', 'Acme Holding BV', 'Utrecht', ['NL91ABNA0417164300']],
      ['V200', 'Bolt BV', '', []],
    ]);
    // Written by the customer's connector, not by a user.
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entity: 'Vendor', entityId: stored[0].id, action: 'update', userId: null }),
    );
  });

  it('creates customers by Code and shows them on the customer screen', async () => {
    const { tenant, api, company, url } = await connector();
    const pushed = await api.post(url('customers'), {
      Items: [{ Code: 'C1', Name: 'Klant BV', Country: 'nl' }],
    });
    expect(pushed.json()).toEqual({ Created: 1, Updated: 0, Unchanged: 0 });
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, MaySeeAllCompanies: true });
    const screen = await signedInClient(ctx.app, admin.email);
    const listed = (await screen.get(`/api/Customer/GetByCompany/${company}`)).json();
    expect(listed.map((c: { Code: string; Country: string }) => [c.Code, c.Country])).toEqual([['C1', 'NL']]);
  });

  it('refuses the whole push with the item’s path when one item is wrong, and writes nothing', async () => {
    const { tenant, api, company, url } = await connector();
    const refused = await api.post(url('vendors'), {
      Items: [
        { ErpCode: 'OK1', Name: 'Good' },
        { ErpCode: 'BAD', Name: 'Bad', IbanNumbers: ['NL00NOPE'] },
        { ErpCode: '', Name: 'No code' },
        { ErpCode: 'ok1', Name: 'Repeated' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual({ 'Items.1.IbanNumbers.0': 'Validation_Iban_Not_Valid' });
    const codes = await api.post(url('vendors'), {
      Items: [
        { ErpCode: 'OK1', Name: 'Good' },
        { ErpCode: '', Name: 'No code' },
        { ErpCode: 'ok1', Name: 'Repeated' },
      ],
    });
    expect(codes.json().Errors).toEqual({
      'Items.1.ErpCode': 'Validation_Required',
      'Items.2.ErpCode': 'Import_Code_Repeated%%0',
    });
    expect(await vendorsOf(tenant.tenantId, company)).toEqual([]);
  });
});

describe('pushing code lists and purchase orders', () => {
  it('creates and updates ledger accounts and VAT codes by code; a VAT code needs its percentage', async () => {
    const { tenant, api, company, url } = await connector();
    const ledgers = await api.post(url('code-lists/GeneralLedger'), {
      Items: [
        { Code: '4000', Description: 'Kantoorkosten', AccountType: 'ProfitAndLoss' },
        { Code: '1600', Description: 'Crediteuren', AccountType: 'Balance' },
      ],
    });
    expect(ledgers.json()).toEqual({ Created: 2, Updated: 0, Unchanged: 0 });
    const renamed = await api.post(url('code-lists/GeneralLedger'), {
      Items: [{ Code: '4000', Description: 'Kantoor' }],
    });
    expect(renamed.json()).toEqual({ Created: 0, Updated: 1, Unchanged: 0 });
    const vat = await api.post(url('code-lists/VatCode'), { Items: [{ Code: '21', Description: 'Hoog' }] });
    expect(vat.statusCode).toBe(400);
    expect(vat.json().Errors).toEqual({ 'Items.0.Percentage': 'Validation_Required' });
    expect((await api.post(url('code-lists/Nonsense'), { Items: [{ Code: 'x' }] })).json().Errors).toEqual({
      list: 'Validation_In_List',
    });
    const stored = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(erpCodes).where(eq(erpCodes.companyId, company)).orderBy(erpCodes.code),
    );
    expect(stored.map((row) => [row.list, row.code, row.description, row.accountType])).toEqual([
      ['GeneralLedger', '1600', 'Crediteuren', 'Balance'],
      ['GeneralLedger', '4000', 'Kantoor', 'ProfitAndLoss'],
    ]);
  });

  it('creates purchase orders with lines, replaces changed ones and leaves unchanged ones alone', async () => {
    const { tenant, api, url } = await connector();
    const order = {
      Code: 'PO-1',
      VendorCode: 'V100',
      OrderDate: '2026-03-01',
      Lines: [
        { ArticleCode: 'A1', Description: 'Paper', Quantity: 10, UnitPrice: 4.5, LedgerCode: '4000' },
        { ArticleCode: 'A2', Description: 'Toner', Quantity: 2, UnitPrice: 80 },
      ],
    };
    expect((await api.post(url('purchase-orders'), { Items: [order] })).json()).toEqual({
      Created: 1,
      Updated: 0,
      Unchanged: 0,
    });
    expect((await api.post(url('purchase-orders'), { Items: [order] })).json()).toEqual({
      Created: 0,
      Updated: 0,
      Unchanged: 1,
    });
    const invoiced = { ...order, Lines: [{ ...order.Lines[0], QuantityInvoiced: 10 }] };
    expect((await api.post(url('purchase-orders'), { Items: [invoiced] })).json().Updated).toBe(1);
    const [stored] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(purchaseOrders).where(eq(purchaseOrders.code, 'PO-1')),
    );
    expect(stored.invoicedStatus).toBe('Completed');
    const lines = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, stored.id)),
    );
    expect(lines.map((line) => [line.articleCode, line.quantity, line.amount])).toEqual([['A1', 10, 45]]);
  });
});

describe('a careless or hostile connector', () => {
  it('gets a clear 400, never a server failure, for malformed bodies, NUL characters and huge strings', async () => {
    const { api, key, url } = await connector();
    const bodies: Array<[string, unknown, string]> = [
      ['vendors', {}, 'Items'],
      ['vendors', { Items: 'x' }, 'Items'],
      ['vendors', { Items: [] }, 'Items'],
      ['vendors', { Items: [null] }, 'Items.0'],
      ['vendors', { Items: [{ ErpCode: 'V\u00001', Name: 'x' }] }, 'Items.0.ErpCode'],
      ['vendors', { Items: [{ ErpCode: 'V1', Name: 'x'.repeat(200_000) }] }, 'Items.0.Name'],
      ['vendors', { Items: [{ ErpCode: 'V1', Name: 'x'.repeat(201) }] }, 'Items.0.Name'],
      [
        'vendors',
        { Items: Array.from({ length: 1001 }, (_, i) => ({ ErpCode: `V${i}`, Name: 'x' })) },
        'Items',
      ],
      ['customers', { Items: [{ Code: 'C1', Name: 42 }] }, 'Items.0.Name'],
      ['code-lists/PaymentTerm', { Items: [{ Code: 'P30', Days: 'thirty' }] }, 'Items.0.Days'],
      [
        'purchase-orders',
        { Items: [{ Code: 'PO', Lines: [{ Quantity: '1' }] }] },
        'Items.0.Lines.0.Quantity',
      ],
      ['payments', { Items: [{ IsPaid: true }] }, 'Items.0.DocumentId'],
      ['payments', { Items: [{ LedgerEntryNumber: 2 ** 60, IsPaid: true }] }, 'Items.0.LedgerEntryNumber'],
    ];
    for (const [path, body, field] of bodies) {
      const response = await api.post(url(path), body);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(Object.keys(response.json().Errors ?? {}), path).toContain(field);
    }
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: url('vendors'),
      headers,
      payload: '{"Items": [',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().Message).toBe('Bad_Request');
    const text = await ctx.app.inject({
      method: 'POST',
      url: url('vendors'),
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      payload: 'Items',
    });
    expect(text.statusCode).toBe(400);
    expect((await api.post('/api/v1/companies/not-a-guid/vendors', { Items: [] })).json().Errors).toEqual({
      companyId: 'Validation_Guid',
    });
  });
});

import { documentLocks } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

async function tenantWithUser() {
  const tenant = await buildTenant(ctx.database, 'Lookup');
  const user = await tenant.user({ name: 'Anna', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  return { tenant, user, api: await signedInClient(ctx.app, user.email) };
}

const lookup = (query: string) =>
  `/api/Document/GetIdByCompanyAndLedgerEntryNumber?documentType=PurchaseInvoice${query}`;

describe('GET /api/Document/GetIdByCompanyAndLedgerEntryNumber', () => {
  it('answers the id of the visible document with that company and ledger entry number', async () => {
    const { tenant, api } = await tenantWithUser();
    const id = await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      ledgerEntryNumber: 4711,
    });
    const found = await api.get(lookup(`&companyId=${tenant.companyId}&ledgerEntryNumber=4711`));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBe(id);
    const otherCompany = await api.get(lookup(`&companyId=${tenant.otherCompanyId}&ledgerEntryNumber=4711`));
    expect(otherCompany.json().Message).toBe('Document_Not_Found');
  });

  it('answers Document_Not_Found without both the company and the number', async () => {
    const { tenant, api } = await tenantWithUser();
    for (const query of [
      `&companyId=${tenant.companyId}`,
      '&ledgerEntryNumber=4711',
      '',
      '&companyId=x&ledgerEntryNumber=1',
    ]) {
      const response = await api.get(lookup(query));
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Document_Not_Found');
    }
  });
});

describe('GET /api/Document/IsLocked/{id}', () => {
  it("is locked while another user's lock lasts, not by one's own lock", async () => {
    const { tenant, user, api } = await tenantWithUser();
    const other = await tenant.user({ name: 'Bob' });
    const id = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    expect((await api.get(`/api/Document/IsLocked/${id}`)).json()).toEqual({
      IsLocked: false,
      LockedByUserId: null,
      LockedByUserName: '',
      LockedUntil: null,
    });
    const until = new Date(Date.now() + 60_000).toISOString();
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .insert(documentLocks)
        .values({ tenantId: tenant.tenantId, documentId: id, userId: other.id, lockedUntil: until }),
    );
    expect((await api.get(`/api/Document/IsLocked/${id}`)).json()).toEqual({
      IsLocked: true,
      LockedByUserId: other.id,
      LockedByUserName: 'Bob',
      LockedUntil: until,
    });
    const mine = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .insert(documentLocks)
        .values({ tenantId: tenant.tenantId, documentId: mine, userId: user.id, lockedUntil: until }),
    );
    expect((await api.get(`/api/Document/IsLocked/${mine}`)).json().IsLocked).toBe(false);
  });
});

describe('overview lists per type', () => {
  it('answers panel columns, the status filters of the type, counts, last actions and selectable users', async () => {
    const { tenant, user, api } = await tenantWithUser();
    const make = (lastAction: string, extra: Record<string, unknown> = {}) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, lastAction, ...extra });
    await make('Approve', { currentUserId: user.id });
    await make('Await');
    await make('Approve', { currentUserId: user.id, isPosted: true });
    expect((await api.get('/api/Document/GetPanelColumns/PurchaseInvoice')).json()).toContain(
      'DocumentNumber',
    );
    const purchase = (await api.get('/api/Document/GetOverviewStatusFilters/PurchaseInvoice')).json();
    const slips = (await api.get('/api/Document/GetOverviewStatusFilters/PackingSlip')).json();
    expect(purchase).toEqual(expect.arrayContaining(['Todo', 'Payable', 'Approve', 'STATUSVRIJ5']));
    expect(slips).toContain('Todo');
    expect(slips).not.toContain('Payable');
    expect((await api.get('/api/Document/GetOverviewStatusFilters/Nope')).statusCode).toBe(400);
    expect((await api.get('/api/Document/GetOverviewCount/PurchaseInvoice')).json()).toMatchObject({
      TotalCount: 3,
      TodoCount: 1,
    });
    expect((await api.get('/api/Document/GetLastActions/PurchaseInvoice')).json()).toEqual([
      'Approve',
      'Await',
    ]);
    const users = (await api.get('/api/Document/GetSelectableUsers/PurchaseInvoice')).json();
    expect(users).toEqual([{ Id: user.id, Name: 'Anna' }]);
  });
});

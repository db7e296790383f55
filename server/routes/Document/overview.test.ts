import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const overview = (api: Awaited<ReturnType<typeof signedInClient>>, filter: Record<string, unknown>) =>
  api.post('/api/Document/GetOverview', { DocumentType: 'PurchaseInvoice', ...filter });
const numbers = (response: { json(): { Items: Array<{ DocumentNumber: string }> } }) =>
  response.json().Items.map((item) => item.DocumentNumber);

/** A tenant with five purchase invoices over two companies and a user who sees everything. */
async function fiveInvoices() {
  const tenant = await buildTenant(ctx.database, 'Overview');
  const all = await tenant.user({ name: 'All', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const clerk = await tenant.user({ name: 'Clerk', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const make = (documentNumber: string, extra: Record<string, unknown>) =>
    buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, documentNumber, ...extra });
  await make('F1', { documentDate: '2024-01-05', grossAmount: 300, relationName: 'Acme BV', dueDate: null });
  await make('F2', {
    documentDate: '2024-01-04',
    grossAmount: 100,
    relationName: 'Beta NV',
    isBlocked: true,
  });
  await make('F3', {
    documentDate: '2024-01-03',
    grossAmount: 500,
    relationName: 'acme Trading',
    companyId: tenant.otherCompanyId,
    currentUserId: clerk.id,
    dueDate: '2024-02-01',
  });
  await make('F4', {
    documentDate: '2024-01-02',
    grossAmount: 200,
    relationCode: 'ACM01',
    status: 'Pending',
  });
  await make('F5', { documentDate: '2024-01-01', grossAmount: 400, isPosted: true, status: 'Posted' });
  await buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    documentType: 'SalesInvoice',
    documentNumber: 'S1',
  });
  return {
    tenant,
    clerk,
    api: await signedInClient(ctx.app, all.email),
    clerkApi: await signedInClient(ctx.app, clerk.email),
  };
}

describe('POST /api/Document/GetOverview', () => {
  it('answers a page of the type in the default order (document date descending) with the total', async () => {
    const { api, tenant } = await fiveInvoices();
    const page = await overview(api, {});
    expect(page.statusCode).toBe(200);
    expect(numbers(page)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5']);
    expect(page.json()).toMatchObject({ TotalCount: 5, TotalCountIsCapped: false });
    expect(page.json().Items[0]).toMatchObject({
      DocumentType: 'PurchaseInvoice',
      CompanyId: tenant.companyId,
      CompanyDisplayName: 'Overview Company A',
      GrossAmount: 300,
      RelationName: 'Acme BV',
      DocumentDate: '2024-01-05',
    });
  });

  it('pages by CurrentPage and PageSize and keeps counting the whole filter', async () => {
    const { api } = await fiveInvoices();
    const second = await overview(api, { CurrentPage: 2, PageSize: 2 });
    expect(numbers(second)).toEqual(['F3', 'F4']);
    expect(second.json().TotalCount).toBe(5);
    const last = await overview(api, { CurrentPage: 3, PageSize: 2 });
    expect(numbers(last)).toEqual(['F5']);
    expect(last.json().TotalCount).toBe(5);
  });

  it('sorts by SortName and SortAscending, nulls last descending and first ascending', async () => {
    const { api } = await fiveInvoices();
    expect(numbers(await overview(api, { SortName: 'GrossAmount', SortAscending: true }))).toEqual([
      'F2',
      'F4',
      'F1',
      'F5',
      'F3',
    ]);
    const byDue = numbers(await overview(api, { SortName: 'DueDate', SortAscending: false }));
    expect(byDue[0]).toBe('F3');
    const byDueAscending = numbers(await overview(api, { SortName: 'DueDate', SortAscending: true }));
    expect(byDueAscending.at(-1)).toBe('F3');
    expect(numbers(await overview(api, { SortName: 'CompanyDisplayName', SortAscending: false }))[0]).toBe(
      'F3',
    );
  });

  it('filters by the filter fields, combined', async () => {
    const { api, tenant } = await fiveInvoices();
    expect(numbers(await overview(api, { CompanyId: tenant.otherCompanyId }))).toEqual(['F3']);
    expect(numbers(await overview(api, { Relation: 'acm' }))).toEqual(['F1', 'F3', 'F4']);
    expect(numbers(await overview(api, { Relation: 'acm', GrossAmountFrom: 250 }))).toEqual(['F1', 'F3']);
    expect(
      numbers(await overview(api, { DocumentDateFrom: '2024-01-02', DocumentDateUntil: '2024-01-04' })),
    ).toEqual(['F2', 'F3', 'F4']);
    expect(numbers(await overview(api, { DocumentNumber: 'f5' }))).toEqual(['F5']);
    expect(numbers(await overview(api, { Relation: '%' }))).toEqual([]);
  });

  it('applies status filters: Blocked, Posted, Pending_Approval, Todo at the signed-in user', async () => {
    const { api, clerkApi } = await fiveInvoices();
    expect(numbers(await overview(api, { Status: 'Blocked' }))).toEqual(['F2']);
    expect(numbers(await overview(api, { Status: 'Posted' }))).toEqual(['F5']);
    expect(numbers(await overview(api, { Status: 'Pending_Approval' }))).toEqual(['F4']);
    expect(numbers(await overview(api, { Status: 'Todo' }))).toEqual([]);
    expect(numbers(await overview(clerkApi, { Status: 'Todo' }))).toEqual(['F3']);
    expect(numbers(await overview(api, { Status: 'Ongoing' }))).toEqual(['F1', 'F2', 'F3', 'F4']);
  });

  it('answers 400 with a message per field for a bad filter', async () => {
    const { api } = await fiveInvoices();
    const bad = await overview(api, {
      CurrentPage: 0,
      CompanyId: 'nope',
      DocumentDateFrom: '2024-02-01',
      DocumentDateUntil: '2024-01-01',
      SortName: 'Colour',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toMatchObject({
      CurrentPage: 'Validation_Minimum_Value%%1',
      CompanyId: 'Validation_Guid',
      SortName: 'Validation_In_List',
    });
    const noType = await api.post('/api/Document/GetOverview', {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().Errors).toHaveProperty('DocumentType');
    const salesOnlyStatus = await overview(api, { DocumentType: 'PackingSlip', Status: 'Payable' });
    expect(salesOnlyStatus.statusCode).toBe(400);
    expect(salesOnlyStatus.json().Errors).toEqual({ Status: 'Validation_In_List' });
  });
});

describe('POST /api/Document/GetOrderOfDocuments', () => {
  it('answers the ordered ids of the filter, with the type from the query', async () => {
    const { api } = await fiveInvoices();
    const page = await overview(api, { SortName: 'GrossAmount' });
    const order = await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PurchaseInvoice', {
      SortName: 'GrossAmount',
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ TotalCount: 5, FirstPosition: 1 });
    expect(order.json().Ids).toEqual(page.json().Items.map((item: { Id: string }) => item.Id));
    const bad = await api.post('/api/Document/GetOrderOfDocuments?DocumentType=Nonsense', {});
    expect(bad.statusCode).toBe(400);
  });
});

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
    dueDate: '2024-01-20',
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
    dueDate: '2024-03-01',
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

  it('sorts by SortName and SortAscending, blanks last in both directions (as spreadsheets do)', async () => {
    const { api } = await fiveInvoices();
    expect(numbers(await overview(api, { SortName: 'GrossAmount', SortAscending: true }))).toEqual([
      'F2',
      'F4',
      'F1',
      'F5',
      'F3',
    ]);
    // F1 and F5 have no due date: blanks, last whichever way.
    const byDue = numbers(await overview(api, { SortName: 'DueDate', SortAscending: false }));
    expect(byDue.slice(0, 3)).toEqual(['F4', 'F3', 'F2']);
    expect(byDue.slice(3).sort()).toEqual(['F1', 'F5']);
    const byDueAscending = numbers(await overview(api, { SortName: 'DueDate', SortAscending: true }));
    expect(byDueAscending.slice(0, 3)).toEqual(['F2', 'F3', 'F4']);
    expect(byDueAscending.slice(3).sort()).toEqual(['F1', 'F5']);
    expect(numbers(await overview(api, { SortName: 'CompanyDisplayName', SortAscending: false }))[0]).toBe(
      'F3',
    );
  });

  it('sorts text A→Z ignoring case with blank texts last, ascending and descending', async () => {
    const { api } = await fiveInvoices();
    // F4 and F5 have no relation name: blanks, last whichever way.
    const ascending = numbers(await overview(api, { SortName: 'RelationName', SortAscending: true }));
    expect(ascending.slice(0, 3)).toEqual(['F1', 'F3', 'F2']);
    expect(ascending.slice(3).sort()).toEqual(['F4', 'F5']);
    const descending = numbers(await overview(api, { SortName: 'RelationName', SortAscending: false }));
    expect(descending.slice(0, 3)).toEqual(['F2', 'F3', 'F1']);
    expect(descending.slice(3).sort()).toEqual(['F4', 'F5']);
  });

  it('pages through blanks-last orders without gaps or repeats, and walks them in the same order', async () => {
    const { api } = await fiveInvoices();
    const sort = { SortName: 'DueDate', SortAscending: true };
    const all = numbers(await overview(api, sort));
    const pages = [1, 2, 3].map(async (page) =>
      numbers(await overview(api, { ...sort, CurrentPage: page, PageSize: 2 })),
    );
    expect((await Promise.all(pages)).flat()).toEqual(all);
    const order = await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PurchaseInvoice', sort);
    const ids = (await overview(api, sort)).json().Items.map((item: { Id: string }) => item.Id);
    expect(order.json().Ids).toEqual(ids);
    // Walking next from the first reaches every document in the overview's order.
    const walked = [ids[0]];
    for (let step = 1; step < ids.length; step += 1) {
      const detail = await api.post(
        `/api/Document/GetDetail?id=${walked.at(-1)}&method=next&documentType=PurchaseInvoice`,
        sort,
      );
      walked.push(detail.json().Document.Id);
    }
    expect(walked).toEqual(ids);
    const last = await api.post(
      `/api/Document/GetDetail?id=${ids.at(-1)}&method=detail&documentType=PurchaseInvoice`,
      sort,
    );
    expect(last.json()).toMatchObject({ Position: ids.length, NextId: null, PreviousId: ids.at(-2) });
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

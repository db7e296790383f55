import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** Four purchase invoices (two on the same date, so id breaks the tie) and one without a date. */
async function navigable() {
  const tenant = await buildTenant(ctx.database, 'Detail');
  const user = await tenant.user({ name: 'All', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const make = (documentNumber: string, documentDate: string | null, extra: Record<string, unknown> = {}) =>
    buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber,
      documentDate,
      ...extra,
    });
  const ids = [
    await make('A', '2024-05-03'),
    await make('B', '2024-05-02'),
    await make('C', '2024-05-02'),
    await make('D', null),
  ];
  const api = await signedInClient(ctx.app, user.email);
  const order: string[] = (
    await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PurchaseInvoice', {})
  ).json().Ids;
  return { tenant, api, ids, order, user };
}

const detail = (
  api: Awaited<ReturnType<typeof signedInClient>>,
  id: string,
  method: string,
  filter: Record<string, unknown> = {},
) => api.post(`/api/Document/GetDetail/?id=${id}&method=${method}&documentType=PurchaseInvoice`, filter);

describe('POST /api/Document/GetDetail', () => {
  it('answers the whole bundle with position, count and both neighbours, not cached', async () => {
    const { api, order, user, tenant } = await navigable();
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: 'Z',
      documentDate: '2020-01-01',
      history: [{ action: 'Import', userId: user.id }],
      lines: [{ description: 'Coffee', netAmount: 10 }],
    });
    const response = await detail(api, order[1], 'detail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      Position: 2,
      TotalCount: 5,
      PreviousId: order[0],
      NextId: order[2],
      PageCount: 0,
      CurrentPage: 1,
      History: [],
      InvoiceLines: [],
      Attachments: [],
    });
    expect(response.json().Document.Id).toBe(order[1]);
    expect(response.json().InvoiceLineColumns.map((c: { Name: string }) => c.Name)).toContain('NetAmount');
  });

  it('walks next three times and previous once, landing on the documents of the order', async () => {
    const { api, order, ids } = await navigable();
    expect(order[0]).toBe(ids[0]);
    expect(order.at(-1)).toBe(ids[3]);
    let current = order[0];
    const visited: string[] = [];
    for (const method of ['next', 'next', 'next', 'previous']) {
      const response = await detail(api, current, method);
      expect(response.statusCode).toBe(200);
      current = response.json().Document.Id;
      visited.push(current);
    }
    expect(visited).toEqual([order[1], order[2], order[3], order[2]]);
    const atEnd = await detail(api, order[3], 'detail');
    expect(atEnd.json()).toMatchObject({ Position: 4, NextId: null, PreviousId: order[2] });
  });

  it('answers Document_No_Next and Document_No_Previous at the ends of the list', async () => {
    const { api, order } = await navigable();
    const next = await detail(api, order[3], 'next');
    expect(next.statusCode).toBe(404);
    expect(next.json().Message).toBe('Document_No_Next');
    const previous = await detail(api, order[0], 'previous');
    expect(previous.statusCode).toBe(404);
    expect(previous.json().Message).toBe('Document_No_Previous');
  });

  it('navigates within the filter and its sort, ascending too', async () => {
    const { api, tenant } = await navigable();
    const filter = { SortName: 'DocumentDate', SortAscending: true };
    const order: string[] = (
      await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PurchaseInvoice', filter)
    ).json().Ids;
    for (const [index, id] of order.slice(0, -1).entries()) {
      expect((await detail(api, id, 'next', filter)).json().Document.Id).toBe(order[index + 1]);
      expect((await detail(api, order[index + 1], 'previous', filter)).json().Document.Id).toBe(id);
    }
    const other = await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.otherCompanyId,
      documentNumber: 'O',
    });
    const inCompany = { CompanyId: tenant.otherCompanyId };
    expect((await detail(api, other, 'next', inCompany)).json().Message).toBe('Document_No_Next');
  });

  it('gives a document that left the filter no position, but still its neighbours and the list count', async () => {
    const { api, tenant, order } = await navigable();
    const filter = { DocumentNumber: 'A' };
    const elsewhere = await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: 'Q',
      documentDate: '2024-05-01',
    });
    const outside = (await detail(api, elsewhere, 'detail', filter)).json();
    expect(outside).toMatchObject({ Position: 0, TotalCount: 1 });
    expect(outside.Document.Id).toBe(elsewhere);
    expect((await detail(api, order[0], 'detail', filter)).json()).toMatchObject({
      Position: 1,
      TotalCount: 1,
    });
  });

  it('answers Document_Not_Found for an unknown id and 400 for a bad method or filter', async () => {
    const { api, order } = await navigable();
    const unknown = await detail(api, '00000000-0000-4000-8000-000000000000', 'detail');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Document_Not_Found');
    expect((await detail(api, order[0], 'sideways')).statusCode).toBe(400);
    const badFilter = await detail(api, order[0], 'next', { GrossAmountFrom: 'lots' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().Errors).toEqual({ GrossAmountFrom: 'Validation_Not_A_Number' });
  });
});

import { randomUUID } from 'node:crypto';
import { ApiScopes } from '../../../domain/api/scopes';
import { startTestApp } from '../../test/harness';
import { apiCustomer, postThroughApi } from './apiFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

// A careless or hostile connector with every scope: every public API route, with ids that exist nowhere, wrong
// ids, garbage query strings and bodies of every wrong shape, answers a 4xx — never a server failure.

const bodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { Items: 'x', LedgerEntryNumber: '12', Url: 7, Events: 'all', Message: { nested: true } },
  { Items: [null, 1, 'x', [], { Code: 'x'.repeat(5000), Lines: 'x', ErpCode: { a: 1 } }] },
  {
    Items: [{ DocumentId: 'x', IsPaid: 'yes' }],
    LedgerEntryNumber: -1,
    LinkToErpInvoice: 'javascript:alert(1)',
  },
  { Items: [{ Code: 'a\u0000b', Name: '\uD800' }], Message: 'x'.repeat(200_000) },
];
const query = '?skip=-5&take=99999&DocumentType=Nope&take=abc';

describe('no public API route answers a server failure to a careless connector', () => {
  it('answers every /api/v1 route below 500', async () => {
    const customer = await apiCustomer(ctx.app, ctx.database, 'Garbage');
    await postThroughApi(ctx.database, customer.tenant.tenantId, customer.tenant.companyId);
    const { api } = await customer.newKey(...ApiScopes);
    const routes = ctx.app.routeCatalogue.filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(12);
    const failures: string[] = [];
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      for (const id of [randomUUID(), 'not-a-guid', customer.tenant.companyId]) {
        for (const search of ['', query]) {
          const url = `${route.url.replace(':list', 'VatCode').replace(/:[a-zA-Z]+/g, id)}${search}`;
          for (const payload of method === 'get' || method === 'delete' ? [undefined] : bodies) {
            const response = await (method === 'get' || method === 'delete'
              ? api[method](url)
              : api[method](url, payload));
            if (response.statusCode >= 500)
              failures.push(
                `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

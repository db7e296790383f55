import { randomUUID } from 'node:crypto';
import { buildTenant, client, signIn, startTestApp } from '../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

// A careless or hostile client: every guarded route, called by an administrator with ids that exist nowhere,
// garbage query strings and bodies of every wrong shape, must answer with a 4xx, never a server failure.

const bodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { Id: 'not-a-guid', CompanyId: 12, Name: { nested: true }, Lines: 'x', IsVendor: 'yes', Relation: [] },
  { CompanyId: randomUUID(), Name: 'x'.repeat(5000), Lines: [{ AmountType: 'Rest' }, null], Mapping: 'x' },
];
const query =
  '?companyId=zzz&maxCount=abc&skip=-5&take=99999&sort=Password&code=&searchValue=%25_%5C&detailed=maybe';

const concrete = (url: string, id: string) =>
  url.replace(':name', 'Verify_UseFastVerify').replace(/:[a-zA-Z]+\??/g, id);

describe('no route answers a server failure to a careless client', () => {
  it('answers every guarded route with wrong ids, bad query strings and bodies of every wrong shape below 500', async () => {
    const tenant = await buildTenant(ctx.database);
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
    const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);
    const routes = ctx.app.routeCatalogue.filter(
      (route) => !route.public && route.method !== 'HEAD' && !/Logout|SwitchCustomer/i.test(route.url),
    );
    const failures: string[] = [];
    const seen = new Map<number, number>();
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      for (const [id, search] of [randomUUID(), 'not-a-guid', tenant.companyId].flatMap((id) => [
        [id, query],
        [id, ''],
      ])) {
        const url = `${concrete(route.url, id)}${search}`;
        const payloads = method === 'get' || method === 'delete' ? [undefined] : bodies;
        for (const payload of payloads) {
          const response = await (method === 'get' || method === 'delete'
            ? api[method](url)
            : api[method](url, payload));
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(`${route.method} ${url} ${JSON.stringify(payload)} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The calls got past the guard: some were answered, some found nothing, most were refused as bad input.
    expect([...seen.keys()]).toEqual(expect.arrayContaining([200, 400, 404]));
  }, 240_000);
});

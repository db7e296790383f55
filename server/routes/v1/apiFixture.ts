import { eq } from 'drizzle-orm';
import type { ApiScope } from '../../../domain/api/scopes';
import type { LedgerlineApp } from '../../app';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';
import { buildTenant, client, signIn, type TestTenant } from '../../test/harness';

/**
 * A customer as a connector sees it: a tenant (companies A and B; a new one unless given), its key administrator
 * signed in, and keys made through the API key screen's own call.
 */
export async function apiCustomer(app: LedgerlineApp, database: Database, name: string | TestTenant = 'Api') {
  const tenant = typeof name === 'string' ? await buildTenant(database, name) : name;
  const admin = await tenant.user({ name: 'Keeper', UserViewRights: ['ApiKeyOverview'] });
  const screen = client(app, (await signIn(app, admin.email)).token);
  /** Makes a key with these scopes; answers the key (shown once) and its id. */
  const newKey = async (...Scopes: ApiScope[]) => {
    const created = await screen.post('/api/ApiKey', { Name: `Connector ${Scopes.join(' ')}`, Scopes });
    expect(created.statusCode, created.body).toBe(201);
    const { Key, Id } = created.json() as { Key: string; Id: string };
    return { key: Key, id: Id, api: client(app, Key) };
  };
  return { tenant, admin, screen, newKey };
}

/** Makes a company post through the customer's own connector: its ERP adapter is Api. */
export async function postThroughApi(database: Database, tenantId: string, companyId: string): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx.update(companies).set({ erpAdapter: 'Api' }).where(eq(companies.id, companyId)),
  );
}

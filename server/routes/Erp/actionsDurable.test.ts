import { sql } from 'drizzle-orm';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { buildCompany } from '../../db/seed/factories';
import { buildTenant, client, signIn, startTestApp } from '../../test/harness';

/**
 * ERP actions on the durable job queue (pg-boss), as the server runs them: the worker takes the job after the
 * call has answered, and a retry's job waits in the queue until its back-off has passed.
 */
const ctx = await startTestApp({ jobQueue: true });
afterAll(() => ctx.close());

const tenant = await buildTenant(ctx.database, 'DurableErp');
const tryton = await buildCompany(ctx.database, tenant.tenantId, {
  Name: 'Tryton BV',
  ErpAdapter: 'Tryton',
  DatabaseServerUrl: 'http://127.0.0.1:1',
  ErpVariable1: 'ledgerline',
  ErpVariable2: 'admin',
  ErpPassword: 'admin',
});
const admin = await tenant.user({ name: 'Admin', IsAdmin: true, MaySeeAllCompanies: true });
const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);

async function settled(id: string, done: (action: ErpActionView) => boolean): Promise<ErpActionView> {
  const until = Date.now() + 25_000;
  for (;;) {
    const action: ErpActionView = (await api.get(`/api/Erp/GetErpAction/${id}`)).json();
    if (done(action) || Date.now() > until) return action;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('ERP actions on the durable queue', () => {
  it('are run by the worker after the call has answered', async () => {
    const id = (await api.post(`/api/Erp/CreateAction/${tryton}/CheckLogin`)).json().ErpActionId;
    const action = await settled(id, (current) => current.State === 'Failed');
    expect(action).toMatchObject({ State: 'Failed', Attempts: 1 });
    expect(action.Error).toContain('cannot be reached');
  });

  it('hold a retry back in the queue until its next attempt', async () => {
    const id = (await api.post(`/api/Erp/CreateAction/${tryton}/UpdateVendors`)).json().ErpActionId;
    const action = await settled(id, (current) => current.Attempts === 1 && current.State === 'Queued');
    expect(action).toMatchObject({ State: 'Queued', Attempts: 1 });
    const [job] = await heldJobsOf(id);
    expect(job.state).toBe('created');
    expect(new Date(job.start_after).getTime()).toBe(Date.parse(action.NextAttemptAt ?? ''));
  });
});

/** The queue's jobs for an action (in this test app's own queue schema, pgboss_test_…), not yet started. */
async function heldJobsOf(actionId: string) {
  type Rows<T> = { rows: T[] };
  const schemas = (await ctx.database.db.execute(
    sql.raw("select schema_name from information_schema.schemata where schema_name like 'pgboss_test_%'"),
  )) as Rows<{ schema_name: string }>;
  const jobs: { state: string; start_after: string | Date }[] = [];
  for (const { schema_name } of schemas.rows) {
    const found = (await ctx.database.db.execute(
      sql`select state, start_after from ${sql.identifier(schema_name)}.job
          where name = 'erp-action' and data->>'actionId' = ${actionId} and state = 'created'`,
    )) as Rows<(typeof jobs)[number]>;
    jobs.push(...found.rows);
  }
  return jobs;
}

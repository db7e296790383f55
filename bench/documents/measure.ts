import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type LedgerlineApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { CountCap } from '../../server/services/documents/count';
import { rowsOf } from '../../server/services/documents/records';
import { client, signIn } from '../../server/test/harness';
import { floorStatements, nextFloorStatements, overviewCombinations } from './combinations';
import type { BenchTenant } from './fill';
import { percentiles, sample } from './stats';

type Api = ReturnType<typeof client>;

/** The app in-process (Fastify inject: routing, guard, validation, service, JSON — no socket). */
export async function benchApp(database: Database): Promise<{ app: LedgerlineApp; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-bench-documents-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LEDGERLINE_DEMO: '0', DATA_DIR: dataDir }),
    appDir: '/nonexistent',
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, dataDir };
}

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  if (response.statusCode !== 200)
    throw new Error(`bench call failed: ${response.statusCode} ${response.body}`);
  return response;
};

const raw = (database: Database, statements: string[]) => async () => {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
};

const figures = (api: number[], floor: number[]) => {
  const a = percentiles(api);
  const f = percentiles(floor);
  return {
    apiMs: a,
    rawSqlMs: f,
    ratioP95: Math.round((a.p95 / Math.max(f.p95, 0.01)) * 100) / 100,
    withinTwiceRawPlus5Ms: a.p95 <= 2 * f.p95 + 5,
  };
};

/** GetOverview per combination through the API, and the same question as raw SQL. */
export async function measureOverviews(
  app: LedgerlineApp,
  database: Database,
  tenant: BenchTenant,
  iterations: number,
) {
  const apis: Record<'admin' | 'scoped', Api> = {
    admin: client(app, (await signIn(app, tenant.adminEmail, tenant.tenantId)).token),
    scoped: client(app, (await signIn(app, tenant.scopedEmail, tenant.tenantId)).token),
  };
  const results = [];
  for (const combination of overviewCombinations(tenant)) {
    const body = { DocumentType: 'PurchaseInvoice', ...combination.filter };
    const call = () => apis[combination.user].post('/api/Document/GetOverview', body).then(ok);
    const answer = (await call()).json();
    const api = await sample(call, iterations);
    const floor = await sample(
      raw(database, floorStatements(tenant.tenantId, combination, CountCap)),
      iterations,
    );
    results.push({
      combination: combination.name,
      filter: combination.filter,
      items: answer.Items.length,
      totalCount: answer.TotalCount,
      totalCountIsCapped: answer.TotalCountIsCapped,
      ...figures(api, floor),
    });
  }
  return { api: apis.admin, results };
}

/** GetDetail next and previous along the default order, and the keyset floor of a next step. */
export async function measureDetail(api: Api, database: Database, tenant: BenchTenant, steps: number) {
  const order = ok(
    await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PurchaseInvoice', { PageSize: steps + 1 }),
  ).json().Ids as string[];
  const dates = await database.withService((tx) =>
    rowsOf<{ id: string; document_date: string }>(
      tx,
      sql`select id, document_date::text from documents where id in ${sql.raw(`(${order.map((id) => `'${id}'`).join(',')})`)}`,
    ),
  );
  const dateOf = new Map(dates.map((row) => [row.id, row.document_date]));
  const detail = (id: string, method: string) =>
    api.post(`/api/Document/GetDetail/?id=${id}&method=${method}&documentType=PurchaseInvoice`, {}).then(ok);
  const count = Math.min(steps, order.length - 1);
  const next = await sample((index) => detail(order[index % count], 'next'), count, 3);
  const previous = await sample((index) => detail(order[(index % count) + 1], 'previous'), count, 3);
  const floor = await sample(
    (index) => {
      const id = order[index % count];
      return raw(database, nextFloorStatements(tenant.tenantId, id, dateOf.get(id) ?? '2024-01-01'))();
    },
    count,
    3,
  );
  return {
    next: figures(next, floor),
    previous: { apiMs: percentiles(previous) },
    detailTargetP95Ms: 30,
  };
}

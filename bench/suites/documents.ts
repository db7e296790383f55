import fs from 'node:fs';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { buildCompany, buildCustomer } from '../../server/db/seed/factories';
import { importBenchmarkPdf } from '../../server/services/import/benchmark';
import { benchDatabaseUrl, ensureBenchDatabase } from '../documents/database';
import { fillTenant } from '../documents/fill';
import { benchApp, measureDetail, measureOverviews } from '../documents/measure';
import type { BenchSuite } from '../suite';

/** Import of a 10-page text PDF (store + render pages) into a tenant of its own, three times. */
async function measureImport(database: Database, blobsDir: string) {
  const { app } = await benchApp(database);
  try {
    const tenantId = await buildCustomer(database, { name: `Bench import ${Date.now()}` });
    const companyId = await buildCompany(database, tenantId, { Name: 'Import BV' });
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const result = await importBenchmarkPdf(
        { database, blobs: app.deps.blobs },
        { tenantId, userId: null },
        { companyId, documentType: 'PurchaseInvoice' },
      );
      runs.push(Math.round(result.milliseconds));
    }
    return { pages: 10, runsMs: runs, bestMs: Math.min(...runs), targetMs: 2000 };
  } finally {
    await app.close();
    fs.rmSync(blobsDir, { recursive: true, force: true });
  }
}

/** Fill (or reuse), then measure overviews, navigation and the floor on one database. */
async function measureOn(database: Database, count: number, iterations: number) {
  const tenant = await fillTenant(database, count);
  const { app, dataDir } = await benchApp(database);
  try {
    const overview = await measureOverviews(app, database, tenant, iterations);
    const detail = await measureDetail(overview.api, database, tenant, 40);
    return {
      documents: count,
      fillSeconds: tenant.fillSeconds ?? 'reused an earlier fill',
      getOverview: overview.results,
      getOverviewTargets: { p95Ms: 50, withinTwiceRawPlusMs: 5 },
      getDetail: detail,
      import: await measureImport(database, dataDir),
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 4 figures, measured in-process through Fastify inject (the whole HTTP stack but the
 * socket): 1,000,000 documents on PostgreSQL (BENCH_DATABASE_URL, default ledgerline_bench; a
 * complete earlier fill is reused) and 100,000 on the embedded PGlite (in memory, filled each run).
 */
const suite: BenchSuite = {
  name: 'documents',
  default: false,
  async run() {
    const url = benchDatabaseUrl();
    await ensureBenchDatabase(url);
    const postgres = await openDatabase({ url, poolSize: 4 });
    let postgresFigures: Record<string, unknown>;
    try {
      await migrateDatabase(postgres);
      postgresFigures = await measureOn(postgres, 1_000_000, 60);
    } finally {
      await postgres.close();
    }
    const embedded = await openDatabase({});
    try {
      await migrateDatabase(embedded);
      return { postgres: postgresFigures, embedded: await measureOn(embedded, 100_000, 30) };
    } finally {
      await embedded.close();
    }
  },
};

export default suite;

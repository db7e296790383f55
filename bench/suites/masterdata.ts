import fs from 'node:fs';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { client, signIn } from '../../server/test/harness';
import { benchDatabaseUrl, ensureBenchDatabase } from '../documents/database';
import { benchApp } from '../documents/measure';
import { explainSearch } from '../masterdata/explain';
import { fillMasterData, type MasterDataSize } from '../masterdata/fill';
import { measureImport } from '../masterdata/importRelations';
import { measureCodeLookups, measureSearch } from '../masterdata/measure';
import type { BenchSuite } from '../suite';

type Run = { size: MasterDataSize; iterations: number; importRows: number; explainWith?: string };

/** Fill (or reuse), then measure search, code look-ups and the import on one database. */
async function measureOn(database: Database, run: Run) {
  const tenant = await fillMasterData(database, run.size);
  const { app, dataDir } = await benchApp(database);
  try {
    const api = client(app, (await signIn(app, tenant.adminEmail, tenant.tenantId)).token);
    const search = await measureSearch(api, database, tenant, run.iterations);
    const { explainWith } = run;
    // Where a term misses its target, the plans say why.
    const plans = explainWith
      ? Object.fromEntries(
          await Promise.all(
            search
              .filter((result) => !result.met)
              .map(async (result) => [result.term, await explainSearch(explainWith, tenant, result.term)]),
          ),
        )
      : {};
    return {
      vendors: run.size.vendors,
      ledgerAccounts: run.size.ledgerAccounts,
      fillSeconds: tenant.fillSeconds ?? 'reused an earlier fill',
      getByCompanyAndSearch: search,
      ...(Object.keys(plans).length > 0 ? { missedSearchPlans: plans } : {}),
      getByCompanyAndCode: await measureCodeLookups(app, api, tenant, run.size, run.iterations),
      relationImport: await measureImport(database, tenant, run.importRows),
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 9 figures, measured in-process through Fastify inject (the whole HTTP stack but the socket): one company
 * with 100,000 vendors and 5,000 ledger accounts on PostgreSQL (BENCH_DATABASE_URL, default ledgerline_bench; a
 * complete earlier fill is reused), and 20,000 vendors and 1,000 accounts on the embedded PGlite (in memory).
 * Targets: vendor search p95 ≤ 20 ms, code look-up p95 ≤ 5 ms, relation import of 10,000 rows ≤ 10 s.
 */
const suite: BenchSuite = {
  name: 'masterdata',
  default: false,
  async run() {
    const url = benchDatabaseUrl();
    await ensureBenchDatabase(url);
    const postgres = await openDatabase({ url, poolSize: 4 });
    let postgresFigures: Record<string, unknown>;
    try {
      await migrateDatabase(postgres);
      postgresFigures = await measureOn(postgres, {
        size: { vendors: 100_000, ledgerAccounts: 5_000 },
        iterations: 200,
        importRows: 10_000,
        explainWith: url,
      });
    } finally {
      await postgres.close();
    }
    const embedded = await openDatabase({});
    try {
      await migrateDatabase(embedded);
      const embeddedFigures = await measureOn(embedded, {
        size: { vendors: 20_000, ledgerAccounts: 1_000 },
        iterations: 100,
        importRows: 10_000,
      });
      return { postgres: postgresFigures, embedded: embeddedFigures };
    } finally {
      await embedded.close();
    }
  },
};

export default suite;

import fs from 'node:fs';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { client, signIn } from '../../server/test/harness';
import { benchDatabaseUrl, ensureBenchDatabase } from '../documents/database';
import { type BenchTenant, fillTenant } from '../documents/fill';
import { benchApp } from '../documents/measure';
import type { BenchSuite } from '../suite';
import { measureActions, measureDashboard, measureNewAction } from '../workflow/measure';
import {
  deskDocuments,
  randomDocuments,
  restoreDocuments,
  snapshotDocuments,
  withWorkflowRights,
} from '../workflow/prepare';

type Run = {
  documents: number;
  actionsOn: number;
  holdRelease: number;
  approve: number;
  dashboardIterations: number;
};

/** Fill (or reuse) the documents bench tenant, then measure the three workflow calls as its administrator. */
async function measureOn(database: Database, run: Run) {
  const tenant = await fillTenant(database, run.documents);
  const user = await withWorkflowRights(database, tenant);
  try {
    return await measureWith(database, run, tenant, user.userId);
  } finally {
    await user.restore();
  }
}

/** The measurements on the documents picked for them, which are put back as they were afterwards. */
async function measureWith(database: Database, run: Run, tenant: BenchTenant, userId: string) {
  const holdDocuments = await deskDocuments(database, tenant, userId, 'In_Progress', run.holdRelease);
  const approveIds = (await deskDocuments(database, tenant, userId, 'Pending', run.approve)).map((d) => d.id);
  const holdIds = holdDocuments.map((document) => document.id);
  const snapshot = await snapshotDocuments(database, [...holdIds, ...approveIds]);
  const { app, dataDir } = await benchApp(database);
  try {
    const api = client(app, (await signIn(app, tenant.adminEmail, tenant.tenantId)).token);
    const desk = [...holdIds, ...approveIds].map((id) => ({ id, documentType: 'PurchaseInvoice' }));
    return {
      documents: run.documents,
      fillSeconds: tenant.fillSeconds ?? 'reused an earlier fill',
      getActionsForInvoice: {
        randomDocuments: await measureActions(api, await randomDocuments(database, tenant, run.actionsOn)),
        onTheUsersDesk: await measureActions(api, desk),
      },
      postNewAction: await measureNewAction(api, holdDocuments, approveIds),
      getDashboardStep: await measureDashboard(api, tenant.companyIds[0], run.dashboardIterations),
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await restoreDocuments(database, snapshot);
  }
}

/**
 * Issue 10 figures, measured in-process through Fastify inject (the whole HTTP stack but the socket) on the
 * documents bench tenant: 1,000,000 documents on PostgreSQL (BENCH_DATABASE_URL, default ledgerline_bench; a
 * complete earlier fill is reused) and 100,000 on the embedded PGlite (in memory, filled each run). The
 * documents acted on are put back afterwards. Targets: PostNewAction p95 ≤ 30 ms, GetActionsForInvoice p95
 * ≤ 15 ms, GetDashboardStep p95 ≤ 100 ms.
 */
const suite: BenchSuite = {
  name: 'workflow',
  default: false,
  async run() {
    const url = benchDatabaseUrl();
    await ensureBenchDatabase(url);
    const postgres = await openDatabase({ url, poolSize: 4 });
    let postgresFigures: Record<string, unknown>;
    try {
      await migrateDatabase(postgres);
      postgresFigures = await measureOn(postgres, {
        documents: 1_000_000,
        actionsOn: 300,
        holdRelease: 150,
        approve: 150,
        dashboardIterations: 40,
      });
    } finally {
      await postgres.close();
    }
    const embedded = await openDatabase({});
    try {
      await migrateDatabase(embedded);
      const embeddedFigures = await measureOn(embedded, {
        documents: 100_000,
        actionsOn: 150,
        holdRelease: 50,
        approve: 50,
        dashboardIterations: 20,
      });
      return { postgres: postgresFigures, embedded: embeddedFigures };
    } finally {
      await embedded.close();
    }
  },
};

export default suite;

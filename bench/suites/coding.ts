import fs from 'node:fs';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { client, signIn } from '../../server/test/harness';
import { measureCoding, TargetP95Ms } from '../coding/measure';
import { CodingSize, prepareCoding } from '../coding/prepare';
import { benchDatabaseUrl, ensureBenchDatabase } from '../documents/database';
import { fillTenant } from '../documents/fill';
import { benchApp } from '../documents/measure';
import type { BenchSuite } from '../suite';

const documents = 1_000_000;
const iterations = 100;

/**
 * Issue 11 figures, measured in-process through Fastify inject (the whole HTTP stack but the socket) on the
 * bench database (BENCH_DATABASE_URL, default ledgerline_bench), beside the documents suite's 1,000,000
 * documents (filled when missing, else reused): a coding company of its own with 2,000 ledger accounts, 50 VAT
 * codes, 500 cost centres, 24 periods and a few posting templates (prepared once and reused). GetCodeInvoice and
 * CodeInvoice of an invoice with 200 lines, and GetCodeInvoice of a fresh invoice whose lines the learned
 * suggestion proposes from the vendor's 20 coded invoices. Target: p95 ≤ 50 ms for each.
 */
const suite: BenchSuite = {
  name: 'coding',
  default: false,
  async run() {
    const url = benchDatabaseUrl();
    await ensureBenchDatabase(url);
    const database = await openDatabase({ url, poolSize: 4 });
    try {
      await migrateDatabase(database);
      const filled = await fillTenant(database, documents);
      const { app, dataDir } = await benchApp(database);
      try {
        const signedIn = async (email: string, tenantId: string) =>
          client(app, (await signIn(app, email, tenantId)).token);
        const tenant = await prepareCoding(database, signedIn);
        const api = await signedIn(tenant.adminEmail, tenant.tenantId);
        return {
          documents,
          fillSeconds: filled.fillSeconds ?? 'reused an earlier fill',
          prepareSeconds: tenant.prepareSeconds ?? 'reused an earlier preparation',
          codeLists: CodingSize,
          targetP95Ms: TargetP95Ms,
          ...(await measureCoding(api, tenant, iterations)),
        };
      } finally {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await database.close();
    }
  },
};

export default suite;

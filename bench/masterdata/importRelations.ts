import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { suggestMapping } from '../../domain/masterdata/import/index';
import { seededRandom } from '../../domain/seededRandom';
import type { Database } from '../../server/db/client';
import { demoDutchVatNumber, demoKvkNumber } from '../../server/db/seed/demoMasterDataNumbers';
import { demoIban } from '../../server/db/seed/demoRelations';
import { buildCompany } from '../../server/db/seed/factories';
import { importUpload } from '../../server/services/masterdata/import/importUpload';
import { readTable } from '../../server/services/masterdata/import/readTable';
import { loadActor } from '../../server/services/users/actor';
import { adminIdOf, type MasterDataTenant } from './fill';

/** The relation import target (issue 9): 10,000 rows in at most 10 s. */
export const ImportTargetMs = 10_000;

// An Exact-style crediteuren export: Dutch headers, semicolons, one row in a hundred with a broken IBAN.
const header =
  'Crediteurnummer;Naam;Adres;Postcode;Plaats;Land;Btw-nummer;KvK-nummer;IBAN;E-mail;Grootboekrekening;Btw-code';
const banks = ['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB'];

function exportFile(rows: number, city: string): string {
  const random = seededRandom(4242);
  const lines = [header];
  for (let n = 1; n <= rows; n++) {
    const iban =
      n % 100 === 7 ? 'NL00ABNA0123456789' : demoIban('NL', banks[n % banks.length], 100_000_000 + n * 977);
    lines.push(
      [
        String(500_000 + n),
        `Leverancier ${n} Transport B.V.`,
        `Industrieweg ${1 + (n % 240)}`,
        `${String(1000 + (n % 8999)).padStart(4, '0')} AB`,
        city,
        'NL',
        demoDutchVatNumber(random),
        demoKvkNumber(random),
        iban,
        `facturen@leverancier${n}.example`,
        '4600',
        'VH',
      ].join(';'),
    );
  }
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-bench-import-')),
    'crediteuren.csv',
  );
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** Reads the file and imports it through the import service in one tenant transaction, as the Import call does. */
async function importOnce(database: Database, tenant: MasterDataTenant, companyId: string, file: string) {
  const started = performance.now();
  const table = await readTable(file);
  const read = performance.now();
  const userId = await adminIdOf(database, tenant);
  const report = await database.withTenant(tenant.tenantId, async (tx) => {
    const actor = await loadActor(tx, {
      sessionId: randomUUID(),
      accountId: randomUUID(),
      tenantId: tenant.tenantId,
      userId,
      readOnly: false,
      multipleEnvironments: false,
    });
    if (!actor) throw new Error('the bench administrator cannot act');
    return importUpload(tx, actor, {
      uploadId: randomUUID(),
      upload: {
        meta: {
          tenantId: tenant.tenantId,
          userId,
          companyId,
          target: 'Vendor',
          fileName: path.basename(file),
        },
        table,
      },
      companyId,
      target: 'Vendor',
      mapping: suggestMapping('Vendor', table.columns),
    });
  });
  const totalMs = Math.round(performance.now() - started);
  return {
    readMs: Math.round(read - started),
    totalMs,
    created: report.Created,
    updated: report.Updated,
    skipped: report.Skipped.length,
    targetMs: ImportTargetMs,
    met: totalMs <= ImportTargetMs,
  };
}

/**
 * Relation import of `rows` vendors into a new company of the bench tenant: first all new (created), then the
 * same file with another town in every row (updated).
 */
export async function measureImport(database: Database, tenant: MasterDataTenant, rows: number) {
  const companyId = await buildCompany(database, tenant.tenantId, { Name: `Bench Import ${Date.now()}` });
  const files = [exportFile(rows, 'Venlo'), exportFile(rows, 'Roermond')];
  try {
    return {
      rows,
      create: await importOnce(database, tenant, companyId, files[0]),
      update: await importOnce(database, tenant, companyId, files[1]),
    };
  } finally {
    for (const file of files) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await removeCompany(database, companyId);
  }
}

/**
 * Removes the import's company with its vendors again: the trigram index serves every tenant, so vendors left
 * behind by earlier runs would make the next run's infix searches slower.
 */
async function removeCompany(database: Database, companyId: string) {
  await database.withService(async (tx) => {
    const own = sql`(select id from relations where company_id = ${companyId})`;
    await tx.execute(
      sql`delete from audit_log where entity_id in (select id::text from relations where company_id = ${companyId})`,
    );
    await tx.execute(sql`delete from bank_account_changes where relation_id in ${own}`);
    await tx.execute(sql`delete from relations where company_id = ${companyId}`);
    await tx.execute(sql`delete from import_mappings where company_id = ${companyId}`);
    await tx.execute(sql`delete from companies where id = ${companyId}`);
  });
}

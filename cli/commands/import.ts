import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { type BlobStore, fileBlobStore } from '../../server/blobs/blobStore';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { companies, customers } from '../../server/db/schema/index';
import { AppError } from '../../server/errors';
import { importFiles } from '../../server/services/import/importFiles';
import type { Command } from '../command';
import { DocumentTypeWords } from '../documentTypeWords';

/** Where the command writes: one line per file on stdout, problems on stderr. */
export type ImportIo = { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };

/** The database and blob store the command works on; `close` releases what `open` opened. */
export type ImportCommandDeps = {
  open(): Promise<{ database: Database; blobs: BlobStore; close(): Promise<void> }>;
};

const usage =
  'usage: ledgerline import --customer <id|name> --company <id|name> --type purchase|sales|packing-slip FILE…';

const help = `${usage}

Imports each FILE (PDF, image or e-mail) as a document in status Imported, as the system, into the
customer's company; prints one line per file: the file, a tab, the new document ids or the error key.
Uses the server's database: DATABASE_URL, else the embedded one in DATA_DIR (default ./data).

options:
  --customer  the customer's id or exact name
  --company   the company's id or exact name within that customer
  --type      purchase, sales or packing-slip

exit codes: 0 every file imported, 1 some file refused, 2 usage error`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {}

/** Opens the database as the server does (DATABASE_URL, else the embedded one in DATA_DIR) and migrates it. */
export const serverDatabase: ImportCommandDeps = {
  async open() {
    const config = loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    await migrateDatabase(database);
    return {
      database,
      blobs: fileBlobStore(path.join(config.dataDir, 'blobs')),
      close: () => database.close(),
    };
  },
};

async function findCustomer(database: Database, wanted: string): Promise<string> {
  const rows = await database.withService((tx) =>
    tx
      .select({ id: customers.id })
      .from(customers)
      .where(uuidPattern.test(wanted) ? eq(customers.id, wanted) : eq(customers.name, wanted)),
  );
  if (rows.length !== 1) throw new UsageError(`${rows.length ? 'more than one' : 'no'} customer '${wanted}'`);
  return rows[0].id;
}

async function findCompany(database: Database, tenantId: string, wanted: string): Promise<string> {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.isDeleted, false),
          uuidPattern.test(wanted) ? eq(companies.id, wanted) : eq(companies.name, wanted),
        ),
      ),
  );
  if (rows.length !== 1) throw new UsageError(`${rows.length ? 'more than one' : 'no'} company '${wanted}'`);
  return rows[0].id;
}

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { customer: { type: 'string' }, company: { type: 'string' }, type: { type: 'string' } },
  });
  const documentType = DocumentTypeWords[values.type ?? ''];
  if (!values.customer || !values.company || !documentType || positionals.length === 0)
    throw new UsageError('missing or unknown option');
  return { customer: values.customer, company: values.company, documentType, files: positionals };
}

/** `ledgerline import`: imports files as the system; exit 0 all imported, 1 some refused, 2 usage errors. */
export async function run(
  args: string[],
  io: ImportIo,
  deps: ImportCommandDeps = serverDatabase,
): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(args);
  } catch (error) {
    io.stderr.write(`ledgerline import: ${error instanceof Error ? error.message : error}\n${usage}\n`);
    return 2;
  }
  const opened = await deps.open();
  try {
    const tenantId = await findCustomer(opened.database, options.customer);
    const companyId = await findCompany(opened.database, tenantId, options.company);
    let refused = 0;
    // One file per call: files are read one at a time, and the per-upload file limit does not apply here.
    for (const file of options.files) {
      const bytes = await fs.readFile(file).catch(() => null);
      if (!bytes) {
        io.stdout.write(`${file}\tImport_File_Not_Found\n`);
        refused++;
        continue;
      }
      const result = await importFiles(
        opened,
        { tenantId, userId: null },
        { companyId, documentType: options.documentType, files: [{ fileName: path.basename(file), bytes }] },
      );
      const outcome = result.Errors[0]?.Message ?? result.Documents.map((document) => document.Id).join(' ');
      if (result.Errors.length > 0) refused++;
      io.stdout.write(`${file}\t${outcome}\n`);
    }
    return refused > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof AppError)) throw error;
    io.stderr.write(`ledgerline import: ${error.message}\n`);
    return 2;
  } finally {
    await opened.close();
  }
}

/** `ledgerline import --customer … --company … --type … FILE…` */
export const command: Command = {
  help,
  run: (args) => run(args, process),
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileBlobStore } from '../../server/blobs/blobStore';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { documentHistory, documents } from '../../server/db/schema/index';
import { buildCompany, buildCustomer } from '../../server/db/seed/factories';
import { corpusPath } from '../../tests/corpora/path';
import { type ImportCommandDeps, run } from './import';

const corpus = corpusPath('invoice-pdfs/invoice2data/compare');
let database: Database;
let dir: string;
let deps: ImportCommandDeps;
let tenantId: string;
let companyId: string;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-cli-import-'));
  const blobs = fileBlobStore(path.join(dir, 'blobs'));
  deps = { open: async () => ({ database, blobs, close: async () => undefined }) };
  tenantId = await buildCustomer(database, { name: 'Cli Holding' });
  companyId = await buildCompany(database, tenantId, { Name: 'Cli Foods BV' });
}, 60000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function importCommand(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: { write: (t: string) => out.push(t) }, stderr: { write: (t: string) => err.push(t) } };
  const code = await run(args, io, deps);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('ledgerline import', () => {
  it('imports files by customer and company name as the system and prints one line per file', async () => {
    const pdf = path.join(corpus, 'AzureInterior.pdf');
    const png = path.join(corpus, 'oyo.png');
    const result = await importCommand([
      '--customer',
      'Cli Holding',
      '--company',
      'Cli Foods BV',
      '--type',
      'purchase',
      pdf,
      png,
    ]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.map((line) => line.split('\t')[0])).toEqual([pdf, png]);
    const id = lines[0].split('\t')[1];
    await database.withTenant(tenantId, async (tx) => {
      const [document] = await tx.select().from(documents).where(eq(documents.id, id));
      expect(document).toMatchObject({ status: 'Imported', companyId, documentType: 'PurchaseInvoice' });
      const history = await tx.select().from(documentHistory).where(eq(documentHistory.documentId, id));
      expect(history).toMatchObject([{ action: 'Import', userId: null }]);
    });
  }, 30000);

  it('accepts ids and exits 1 with the error key when a file is refused', async () => {
    const text = path.join(dir, 'notes.pdf');
    fs.writeFileSync(text, 'not a PDF at all');
    const result = await importCommand([
      '--customer',
      tenantId,
      '--company',
      companyId,
      '--type',
      'purchase',
      text,
      path.join(dir, 'missing.pdf'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `${text}\tImport_Unsupported_File_Type\n${path.join(dir, 'missing.pdf')}\tImport_File_Not_Found\n`,
    );
  }, 30000);

  it.each([
    ['no files', ['--customer', 'Cli Holding', '--company', 'Cli Foods BV', '--type', 'purchase'], /usage/],
    [
      'an unknown type',
      ['--customer', 'Cli Holding', '--company', 'Cli Foods BV', '--type', 'memo', 'a.pdf'],
      /usage/,
    ],
    [
      'an unknown customer',
      ['--customer', 'Nobody', '--company', 'Cli Foods BV', '--type', 'purchase', 'a.pdf'],
      /no customer 'Nobody'/,
    ],
    [
      'an unknown company',
      ['--customer', 'Cli Holding', '--company', 'Nope', '--type', 'purchase', 'a.pdf'],
      /no company 'Nope'/,
    ],
    [
      'packing slips for a company without them',
      [
        '--customer',
        'Cli Holding',
        '--company',
        'Cli Foods BV',
        '--type',
        'packing-slip',
        path.join(corpus, 'oyo.pdf'),
      ],
      /Import_Company_Without_Packing_Slips/,
    ],
  ])('exits 2 for %s', async (_case, args, message) => {
    const result = await importCommand(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BlobStore, fileBlobStore } from '../../blobs/blobStore';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { buildTenant, type TestTenant } from '../../test/harness';
import { importFiles } from '../import/importFiles';
import { textPdf } from '../import/sampleFiles';
import { SweepGraceMs, sweepOrphanedBlobs } from './sweepOrphans';

let database: Database;
let root: string;
let blobDir: string;
let uploadsDir: string;
let store: BlobStore;
let tenant: TestTenant;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-sweep-'));
  blobDir = path.join(root, 'blobs');
  uploadsDir = path.join(root, 'tmp', 'uploads');
  store = fileBlobStore(blobDir);
  tenant = await buildTenant(database, 'Sweep');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
};
const exists = (key: string) => fs.existsSync(path.join(blobDir, key));

describe('sweepOrphanedBlobs', () => {
  it('removes old unreferenced files, unfinished writes and upload leftovers, and keeps referenced and recent files', async () => {
    const imported = await importFiles(
      { database, blobs: store },
      { tenantId: tenant.tenantId, userId: null },
      {
        companyId: tenant.companyId,
        documentType: 'PurchaseInvoice',
        files: [{ fileName: 'kept.pdf', bytes: await textPdf(1) }],
      },
    );
    expect(imported.Documents).toHaveLength(1);
    const referenced: string[] = [];
    for await (const entry of store.entries()) referenced.push(entry.storageKey);

    // What two kills mid-import leave: bytes stored without a row, a half-written file, an upload folder.
    const orphan = (await store.put(tenant.tenantId, new TextEncoder().encode('orphan'))).storageKey;
    const recent = (await store.put(tenant.tenantId, new TextEncoder().encode('in flight'))).storageKey;
    const temporary = `${orphan}.0123abcd.tmp`;
    fs.writeFileSync(path.join(blobDir, temporary), 'half');
    fs.mkdirSync(path.join(uploadsDir, 'request'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'request', '0'), 'upload');

    const old = SweepGraceMs + 60_000;
    for (const key of [...referenced, orphan, temporary]) age(path.join(blobDir, key), old);
    age(path.join(uploadsDir, 'request'), old);

    const removed = await sweepOrphanedBlobs({ database, blobs: store, uploadsDir });
    expect(removed).toBe(3);
    expect(exists(orphan)).toBe(false);
    expect(exists(temporary)).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, 'request'))).toBe(false);
    expect(exists(recent)).toBe(true);
    expect(referenced.length).toBeGreaterThan(0);
    for (const key of referenced) expect(exists(key)).toBe(true);
  });

  it('keeps an old file that an import stores again: storing touches it', async () => {
    const bytes = new TextEncoder().encode('stored again');
    const { storageKey } = await store.put(tenant.tenantId, bytes);
    age(path.join(blobDir, storageKey), SweepGraceMs + 60_000);
    await store.put(tenant.tenantId, bytes);
    await sweepOrphanedBlobs({ database, blobs: store });
    expect(exists(storageKey)).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type BlobStore, fileBlobStore } from '../../blobs/blobStore';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { documents, pageImages } from '../../db/schema/index';
import { requeueUnrendered } from '../../jobs/workers';
import { buildTenant, type TestTenant } from '../../test/harness';
import { importFiles } from './importFiles';
import { renderPages } from './renderPages';
import { textPdf } from './sampleFiles';

let database: Database;
let blobDir: string;
let store: BlobStore;
let tenant: TestTenant;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-render-'));
  store = fileBlobStore(blobDir);
  tenant = await buildTenant(database, 'Render');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

/** Imports a PDF whose render job is lost, as when the process dies right after the commit. */
async function importUnrendered(pageCount: number) {
  const sent: Array<[string, unknown]> = [];
  const jobs = {
    send: async (name: string, data: unknown) => void sent.push([name, data]),
    stop: async () => undefined,
  };
  const result = await importFiles(
    { database, blobs: store, jobs },
    { tenantId: tenant.tenantId, userId: null },
    {
      companyId: tenant.companyId,
      documentType: 'PurchaseInvoice',
      files: [{ fileName: 'pages.pdf', bytes: await textPdf(pageCount) }],
    },
  );
  const [document] = await database.withTenant(tenant.tenantId, (tx) =>
    tx.select().from(documents).where(eq(documents.id, result.Documents[0].Id)),
  );
  return {
    job: { tenantId: tenant.tenantId, sourceDocumentId: document.sourceDocumentId ?? '' },
    documentId: document.id,
    sent,
  };
}

const pagesOf = (sourceDocumentId: string) =>
  database.withTenant(tenant.tenantId, (tx) =>
    tx
      .select({ id: pageImages.id, pageNumber: pageImages.pageNumber })
      .from(pageImages)
      .where(eq(pageImages.sourceDocumentId, sourceDocumentId))
      .orderBy(asc(pageImages.pageNumber)),
  );

describe('renderPages', () => {
  it('queues rendering when the import commits, without rendering in the import itself', async () => {
    const { job, documentId, sent } = await importUnrendered(2);
    // Reading the document waits for its own job too.
    expect(sent).toEqual([
      ['render-pages', job],
      ['recognize-document', { tenantId: tenant.tenantId, documentId }],
    ]);
    expect(await pagesOf(job.sourceDocumentId)).toEqual([]);
  });

  it('renders only the missing pages when run again after a crash halfway, keeping the pages done', async () => {
    const { job } = await importUnrendered(3);
    let puts = 0;
    const crashing: BlobStore = {
      ...store,
      put: async (tenantId, bytes) => {
        if (++puts === 2) throw new Error('killed');
        return store.put(tenantId, bytes);
      },
    };
    await expect(renderPages({ database, blobs: crashing }, job)).rejects.toThrow('killed');
    const first = await pagesOf(job.sourceDocumentId);
    expect(first.map((page) => page.pageNumber)).toEqual([1]);

    await renderPages({ database, blobs: store }, job);
    const all = await pagesOf(job.sourceDocumentId);
    expect(all.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    expect(all[0].id).toBe(first[0].id);

    await renderPages({ database, blobs: store }, job);
    expect(await pagesOf(job.sourceDocumentId)).toEqual(all);
  });

  it('is queued again by the start-up and sweep recovery while pages are missing', async () => {
    const { job } = await importUnrendered(1);
    const queued: unknown[] = [];
    const queue = {
      send: async (_name: string, data: unknown) => void queued.push(data),
      stop: async () => undefined,
    };
    const deps = { database, blobs: store, uploadsDir: blobDir };
    await requeueUnrendered(deps, queue, new Date(Date.now() + 1000));
    expect(queued).toContainEqual(job);
    await renderPages({ database, blobs: store }, job);
    queued.length = 0;
    await requeueUnrendered(deps, queue, new Date(Date.now() + 1000));
    expect(queued).not.toContainEqual(job);
  });
});

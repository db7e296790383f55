import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type BlobStore, fileBlobStore } from '../../blobs/blobStore';
import { documents, pageImages } from '../../db/schema/index';
import { startJobs } from '../../jobs/startJobs';
import { importFiles } from '../../services/import/importFiles';
import { textPdf } from '../../services/import/sampleFiles';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { uploadFiles } from '../../test/upload';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let token: string;
let blobDir: string;
let store: BlobStore;
let openGate: () => void;

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

beforeAll(async () => {
  blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-queue-'));
  const files = fileBlobStore(blobDir);
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  // Page images wait for the gate: the test sees the document before and after its pages exist.
  store = {
    ...files,
    put: async (tenantId, bytes) => {
      if (isJpeg(bytes)) await gate;
      return files.put(tenantId, bytes);
    },
  };
  started = await startTestApp({ jobQueue: true, blobs: store });
  tenant = await buildTenant(started.database, 'Queue');
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  token = (await signIn(started.app, user.email)).token;
});
afterAll(async () => {
  openGate();
  await started.close();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

const detailOf = async (id: string) =>
  (
    await client(started.app, token).post(
      `/api/Document/GetDetail/?id=${id}&method=detail&documentType=PurchaseInvoice`,
      {},
    )
  ).json();

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 25000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the render-pages job on the durable queue', () => {
  it('renders the pages after the upload has answered, and the detail shows them as they become ready', async () => {
    const response = await uploadFiles(
      started.app,
      token,
      { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' },
      [{ fileName: 'three.pdf', bytes: await textPdf(3) }],
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().Documents[0].Id;
    const before = await detailOf(id);
    expect(before).toMatchObject({ PageCount: 3, RenderedPageCount: 0 });
    const pageUrl = `/api/DocumentScan/GetImageInformationForDocument/${before.Document.SourceDocumentId}?documentId=${id}&pageNumber=1`;
    expect((await client(started.app, token).get(pageUrl)).statusCode).toBe(404);

    openGate();
    const after = await waitFor(
      () => detailOf(id),
      (detail) => detail.RenderedPageCount === 3,
    );
    expect(after).toMatchObject({ PageCount: 3, RenderedPageCount: 3 });
    const page = await client(started.app, token).get(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(isJpeg(Buffer.from(page.json().Image, 'base64'))).toBe(true);
  });

  it('renders after a restart what a crash left unrendered', async () => {
    // The rows committed, then the process died before any page was rendered (the job is lost).
    const lost = { send: async () => undefined, stop: async () => undefined };
    const { Documents } = await importFiles(
      { database: started.database, blobs: store, jobs: lost },
      { tenantId: tenant.tenantId, userId: null },
      {
        companyId: tenant.companyId,
        documentType: 'PurchaseInvoice',
        files: [{ fileName: 'crash.pdf', bytes: await textPdf(2) }],
      },
    );
    const pages = () =>
      started.database.withTenant(tenant.tenantId, (tx) =>
        tx
          .select({ pageNumber: pageImages.pageNumber })
          .from(pageImages)
          .innerJoin(documents, eq(documents.sourceDocumentId, pageImages.sourceDocumentId))
          .where(eq(documents.id, Documents[0].Id)),
      );
    expect(await pages()).toHaveLength(0);

    // The restart: the queue starts again and queues what is missing.
    const schema = `pgboss_restart_${Date.now()}`;
    const restarted = await startJobs(
      { database: started.database, blobs: store, uploadsDir: path.join(started.dataDir, 'tmp', 'uploads') },
      { schema, pollingIntervalSeconds: 0.5 },
    );
    try {
      const rendered = await waitFor(pages, (rows) => rows.length === 2);
      expect(rendered.map((page) => page.pageNumber).sort()).toEqual([1, 2]);
    } finally {
      await restarted.stop();
      await started.database.db.execute(`drop schema if exists ${schema} cascade`);
    }
  });
});

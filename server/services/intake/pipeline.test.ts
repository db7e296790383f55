import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type BlobStore, fileBlobStore } from '../../blobs/blobStore';
import { sourcePages, sources } from '../../db/schema/index';
import { inlineJobQueue } from '../../jobs/jobs';
import { buildTenant, startTestApp, type TestTenant } from '../../test/harness';
import { passwordProtectedPdf, textPdf } from '../import/sampleFiles';
import { createSource, type NewSource } from './createSource';
import { type ProcessSourceJob, processSource, requeueUnprocessedSources } from './processSource';
import { scanWithSeparators, textPagesPdf } from './sampleScans';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let blobDir: string;
let files: BlobStore;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Pipeline');
  blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-pipeline-'));
  files = fileBlobStore(blobDir);
});
afterAll(async () => {
  await started.close();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

const scan = (bytes: Uint8Array, companyId: string | null = tenant.companyId): NewSource => ({
  tenantId: tenant.tenantId,
  companyId,
  documentType: 'PurchaseInvoice',
  originalType: 'Scan',
  deliveryType: 'Papier',
  createdBy: null,
  files: [{ fileName: 'scan.pdf', bytes, kind: 'pdf', contentType: 'application/pdf' }],
});

const sourceRow = async (id: string) =>
  (
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(sources).where(eq(sources.id, id)),
    )
  )[0];
const pagesOf = (id: string) =>
  started.database.withTenant(tenant.tenantId, (tx) =>
    tx.select().from(sourcePages).where(eq(sourcePages.sourceId, id)).orderBy(asc(sourcePages.position)),
  );

/** Runs jobs at once, like the inline queue, with the pipeline over `store`. */
const queueOver = (store: BlobStore) =>
  inlineJobQueue({
    'process-source': (job: ProcessSourceJob) =>
      processSource({ database: started.database, blobs: store }, job),
  } as never);

describe('the process-source pipeline', () => {
  it('proposes three documents for a 10-page scan with two separator sheets', async () => {
    const created = await createSource(
      { database: started.database, blobs: files, jobs: queueOver(files) },
      scan(await scanWithSeparators([3, 2, 3])),
    );
    const source = await sourceRow(created.Id);
    expect(source).toMatchObject({ status: 'Classified', statusInWorkflow: 'Classifying', attempts: 1 });
    expect(source.splitDocuments).toEqual(
      [0, 1, 2].map(() => ({ DocumentType: 'PurchaseInvoice', CompanyId: tenant.companyId })),
    );
    const pages = await pagesOf(created.Id);
    expect(pages).toHaveLength(10);
    expect(pages.every((page) => page.analysed && page.blobId)).toBe(true);
    expect(
      pages.map((page) => (page.isDeleted ? 'x' : `${page.documentIndex}${page.splitReason[0] ?? ''}`)),
    ).toEqual(['0F', '0', '0', 'x', '1S', '1', 'x', '2S', '2', '2']);
    expect(pages[3].barcode).toBe('LEDGERLINE-SPLIT');
    expect(pages[0].text).toContain('Document 1, sheet 1');
  });

  it('splits a text PDF on its "page 1 of" labels and invoice numbers', async () => {
    const created = await createSource(
      { database: started.database, blobs: files, jobs: queueOver(files) },
      scan(
        await textPagesPdf([
          'Factuurnummer: A-1   Pagina 1 van 2',
          'Pagina 2 van 2',
          'Factuurnummer: A-2',
          'Invoice number: A-3  Page 1 of 1',
        ]),
      ),
    );
    const pages = await pagesOf(created.Id);
    expect(pages.map((page) => [page.documentNumber, page.pageLabel, page.splitReason])).toEqual([
      ['A-1', '1/2', 'First'],
      ['', '2/2', ''],
      ['A-2', '', 'NewFirstPage'],
      ['A-3', '1/1', 'NewFirstPage'],
    ]);
  });

  it('ends an unreadable file at ConvertedError with its error key, without retrying', async () => {
    const created = await createSource(
      { database: started.database, blobs: files, jobs: queueOver(files) },
      scan(await passwordProtectedPdf()),
    );
    expect(await sourceRow(created.Id)).toMatchObject({
      status: 'ConvertedError',
      hasError: true,
      errorCode: 'Import_Pdf_Password_Protected',
      attempts: 1,
    });
  });

  it('classifies a source without company to the company its text names', async () => {
    const bytes = await scanWithSeparators([1]);
    const created = await createSource(
      { database: started.database, blobs: files, jobs: queueOver(files) },
      {
        ...scan(bytes, null),
        files: [
          {
            fileName: 'mail.txt',
            bytes: new TextEncoder().encode('Aan Pipeline Company B\nFactuur'),
            kind: 'body',
            contentType: 'text/plain',
          },
        ],
      },
    );
    expect(await sourceRow(created.Id)).toMatchObject({
      status: 'Classified',
      companyId: tenant.otherCompanyId,
    });
    const pages = await pagesOf(created.Id);
    expect(pages).toHaveLength(1);
  });

  it('resumes after a crash mid-pipeline with exactly its pages and no duplicates', async () => {
    let pagesStored = 0;
    const crashing: BlobStore = {
      ...files,
      put: async (tenantId, bytes) => {
        if (isJpeg(bytes) && ++pagesStored > 3) throw new Error('process killed');
        return files.put(tenantId, bytes);
      },
    };
    // The job is lost with the process: the send only records the source.
    const lost = { send: async () => undefined, stop: async () => undefined };
    const created = await createSource(
      { database: started.database, blobs: crashing, jobs: lost },
      scan(await scanWithSeparators([3, 2, 3])),
    );
    await expect(
      processSource(
        { database: started.database, blobs: crashing },
        { tenantId: tenant.tenantId, sourceId: created.Id },
      ),
    ).rejects.toThrow('process killed');
    expect(await sourceRow(created.Id)).toMatchObject({ status: 'Processing', attempts: 1 });
    expect((await pagesOf(created.Id)).filter((page) => page.analysed)).toHaveLength(3);

    // The restart queues what did not finish.
    const requeued = await requeueUnprocessedSources({ database: started.database }, queueOver(files));
    expect(requeued).toBeGreaterThanOrEqual(1);
    expect(await sourceRow(created.Id)).toMatchObject({ status: 'Classified', attempts: 2 });
    const pages = await pagesOf(created.Id);
    expect(pages).toHaveLength(10);
    expect(new Set(pages.map((page) => page.blobId)).size).toBeGreaterThan(1);
    expect(pages.map((page) => page.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pages.filter((page) => !page.isDeleted).map((page) => page.documentIndex)).toEqual([
      0, 0, 0, 1, 1, 2, 2, 2,
    ]);
  });

  it('gives up at ConvertedError after the last attempt', async () => {
    const broken: BlobStore = {
      ...files,
      put: async (tenantId, bytes) => {
        if (isJpeg(bytes)) throw new Error('disk full');
        return files.put(tenantId, bytes);
      },
    };
    const lost = { send: async () => undefined, stop: async () => undefined };
    const created = await createSource(
      { database: started.database, blobs: files, jobs: lost },
      scan(await textPdf(1)),
    );
    const job = { tenantId: tenant.tenantId, sourceId: created.Id };
    for (let attempt = 1; attempt < 5; attempt++)
      await expect(processSource({ database: started.database, blobs: broken }, job)).rejects.toThrow(
        'disk full',
      );
    await processSource({ database: started.database, blobs: broken }, job);
    expect(await sourceRow(created.Id)).toMatchObject({
      status: 'ConvertedError',
      errorCode: 'Source_Processing_Failed',
      errorMessage: 'disk full',
      attempts: 5,
    });
  });
});

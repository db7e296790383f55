import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { corpusPath } from '../../../tests/corpora/path';
import { fileBlobStore } from '../../blobs/blobStore';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import {
  blobs,
  documentHistory,
  documents,
  pageImages,
  sourceDocuments,
  sources,
} from '../../db/schema/index';
import { buildCompany } from '../../db/seed/factories';
import { buildTenant, type TestTenant } from '../../test/harness';
import { type ImportDeps, importFiles } from './importFiles';
import { emailWithAttachments, gifImage, passwordProtectedPdf, textPdf, twoPageTiff } from './sampleFiles';

const corpus = corpusPath('invoice-pdfs/invoice2data/compare');
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

let database: Database;
let blobDir: string;
let deps: ImportDeps;
let tenant: TestTenant;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-import-'));
  deps = {
    database,
    blobs: fileBlobStore(blobDir),
    limits: { maxFileBytes: 5 * 1024 * 1024, maxFiles: 5, maxPages: 50 },
  };
  tenant = await buildTenant(database, 'Import');
});

afterAll(async () => {
  await database.close();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

const purchase = () => ({ companyId: tenant.companyId, documentType: 'PurchaseInvoice' as const });
const system = () => ({ tenantId: tenant.tenantId, userId: null });

function filesOnDisk(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

async function footprint() {
  const counts = await database.withTenant(tenant.tenantId, async (tx) => {
    const n = async (table: typeof sources | typeof sourceDocuments | typeof blobs | typeof pageImages) =>
      (await tx.select({ n: count() }).from(table))[0].n;
    return {
      sources: await n(sources),
      sourceDocuments: await n(sourceDocuments),
      blobs: await n(blobs),
      pageImages: await n(pageImages),
      documents: (await tx.select({ n: count() }).from(documents))[0].n,
    };
  });
  return { ...counts, files: filesOnDisk(blobDir) };
}

/** Deps whose second tenant transaction (the import's, after the company check) fails. */
function failingImportTransaction(): ImportDeps {
  let calls = 0;
  const withTenant: Database['withTenant'] = (tenantId, fn) =>
    ++calls === 2 ? Promise.reject(new Error('database down')) : database.withTenant(tenantId, fn);
  return { ...deps, database: { ...database, withTenant } };
}

async function pagesOf(documentId: string) {
  return database.withTenant(tenant.tenantId, async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, documentId));
    const pages = await tx
      .select({ pageNumber: pageImages.pageNumber, width: pageImages.width, storageKey: blobs.storageKey })
      .from(pageImages)
      .innerJoin(blobs, eq(blobs.id, pageImages.blobId))
      .where(eq(pageImages.sourceDocumentId, document.sourceDocumentId ?? ''))
      .orderBy(pageImages.pageNumber);
    return { document, pages };
  });
}

describe('importFiles', () => {
  it('imports a text PDF: source, untouched original, one JPEG per page and one Imported document', async () => {
    const bytes = fs.readFileSync(path.join(corpus, 'AzureInterior.pdf'));
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [{ fileName: 'azure.pdf', bytes }],
    });
    expect(result.Errors).toEqual([]);
    expect(result.Documents).toHaveLength(1);
    const { document, pages } = await pagesOf(result.Documents[0].Id);
    expect(document).toMatchObject({
      status: 'Imported',
      documentType: 'PurchaseInvoice',
      companyId: tenant.companyId,
      documentNumber: '',
      sourceType: 'Upload',
      lastAction: 'Import',
    });
    expect(pages).toHaveLength(1);
    const jpeg = await deps.blobs.get(pages[0].storageKey);
    expect(isJpeg(jpeg)).toBe(true);
    expect((await sharp(jpeg).metadata()).height).toBe(1700);

    await database.withTenant(tenant.tenantId, async (tx) => {
      const [source] = await tx.select().from(sources).where(eq(sources.id, result.Documents[0].SourceId));
      expect(source).toMatchObject({ originalType: 'Upload', originalFileNames: ['azure.pdf'] });
      const [original] = await tx.select().from(blobs).where(eq(blobs.id, source.originalBlobIds[0]));
      expect(Buffer.compare(await deps.blobs.get(original.storageKey), bytes)).toBe(0);
      expect(original.contentType).toBe('application/pdf');
      const history = await tx
        .select()
        .from(documentHistory)
        .where(eq(documentHistory.documentId, document.id));
      expect(history).toMatchObject([{ action: 'Import', status: 'Imported', userId: null }]);
    });
  });

  it('numbers sources per customer one after the other', async () => {
    const files = [
      { fileName: 'a.pdf', bytes: await textPdf(1) },
      { fileName: 'b.gif', bytes: await gifImage() },
    ];
    const result = await importFiles(deps, system(), { ...purchase(), files });
    const [first, second] = result.Documents.map((d) => d.SourceNumber);
    expect(second).toBe(first + 1);
  });

  it('imports PNG, JPEG and GIF images and every page of a multi-page TIFF', async () => {
    const png = fs.readFileSync(path.join(corpus, 'SammyMaystoneLinesTest.png'));
    const jpeg = await sharp(png).jpeg().toBuffer();
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [
        { fileName: 'scan.png', bytes: png },
        { fileName: 'photo.jpg', bytes: jpeg },
        { fileName: 'fax.gif', bytes: await gifImage() },
        { fileName: 'fax.tif', bytes: await twoPageTiff() },
      ],
    });
    expect(result.Errors).toEqual([]);
    const pageCounts = await Promise.all(
      result.Documents.map(async (d) => (await pagesOf(d.Id)).pages.length),
    );
    expect(pageCounts).toEqual([1, 1, 1, 2]);
  });

  it('imports each PDF or image attached to an e-mail, keeping sender and subject on the source', async () => {
    const pdf = await textPdf(2);
    const eml = emailWithAttachments(
      [
        { fileName: 'F2024-0042.pdf', contentType: 'application/pdf', bytes: pdf },
        { fileName: 'terms.txt', contentType: 'text/plain', bytes: new TextEncoder().encode('terms') },
        { fileName: 'receipt.gif', contentType: 'image/gif', bytes: await gifImage() },
      ],
      { inlineLogo: await gifImage() },
    );
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [{ fileName: 'mail.eml', bytes: eml }],
    });
    expect(result.Documents.map((d) => d.FileName)).toEqual(['F2024-0042.pdf', 'receipt.gif']);
    const { document, pages } = await pagesOf(result.Documents[0].Id);
    expect(document.sourceType).toBe('Email');
    expect(pages).toHaveLength(2);
    await database.withTenant(tenant.tenantId, async (tx) => {
      const [source] = await tx.select().from(sources).where(eq(sources.id, result.Documents[0].SourceId));
      expect(source).toMatchObject({
        originalType: 'Email',
        senderEmail: 'facturen@kantoorhuis.example',
        emailSenderName: 'Kantoorhuis Jansen',
        subject: 'Factuur F2024-0042',
      });
      const [original] = await tx.select().from(blobs).where(eq(blobs.id, source.originalBlobIds[0]));
      expect(original.contentType).toBe('message/rfc822');
    });
  });

  it.each([
    ['an e-mail without documents', emailWithAttachments([]), 'Import_Email_Without_Documents'],
    ['a text file', new TextEncoder().encode('just some notes'), 'Import_Unsupported_File_Type'],
    ['an empty file', new Uint8Array(0), 'Import_Empty_File'],
    ['a corrupt PDF', new TextEncoder().encode('%PDF-1.7\ngarbage after the header'), 'Import_Pdf_Corrupt'],
    [
      'a damaged PNG',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'Import_Image_Corrupt',
    ],
  ])('refuses %s with %s and leaves nothing behind', async (_name, bytes, key) => {
    const before = await footprint();
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [{ fileName: 'file.pdf', bytes }],
    });
    expect(result).toEqual({ Documents: [], Errors: [{ FileName: 'file.pdf', Message: key, key }] });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a password-protected PDF', async () => {
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [{ fileName: 'secret.pdf', bytes: await passwordProtectedPdf() }],
    });
    expect(result.Errors.map((e) => e.Message)).toEqual(['Import_Pdf_Password_Protected']);
  });

  it('refuses a file above the size limit, naming the limit in MB, and imports the rest', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [
        { fileName: 'big.pdf', bytes: big },
        { fileName: 'ok.pdf', bytes: await textPdf(1) },
      ],
    });
    expect(result.Errors.map((e) => e.Message)).toEqual(['Import_File_Too_Large%%5']);
    expect(result.Documents.map((d) => d.FileName)).toEqual(['ok.pdf']);
  });

  it('removes the stored bytes and writes no row when the transaction fails', async () => {
    const before = await footprint();
    const result = await importFiles(failingImportTransaction(), system(), {
      ...purchase(),
      files: [{ fileName: 'x.pdf', bytes: await textPdf(2) }],
    });
    expect(result.Errors.map((e) => e.Message)).toEqual(['Import_Failed']);
    expect(await footprint()).toEqual(before);
  });

  it('keeps bytes another import still uses when the same file fails a second time', async () => {
    const bytes = await textPdf(1);
    await importFiles(deps, system(), { ...purchase(), files: [{ fileName: 'same.pdf', bytes }] });
    const before = await footprint();
    await importFiles(failingImportTransaction(), system(), {
      ...purchase(),
      files: [{ fileName: 'same.pdf', bytes }],
    });
    expect(await footprint()).toEqual(before);
  });

  it('refuses sales invoices and packing slips for a company that does not use them', async () => {
    const files = [{ fileName: 'a.pdf', bytes: await textPdf(1) }];
    const base = { companyId: tenant.companyId, files };
    await expect(
      importFiles(deps, system(), { ...base, documentType: 'SalesInvoice' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'Import_Company_Without_Sales_Invoices',
    });
    await expect(importFiles(deps, system(), { ...base, documentType: 'PackingSlip' })).rejects.toMatchObject(
      {
        status: 400,
        code: 'Import_Company_Without_Packing_Slips',
      },
    );
    const slips = await buildCompany(database, tenant.tenantId, { Name: 'Slips BV', UsesPackingSlips: true });
    const result = await importFiles(deps, system(), {
      companyId: slips,
      documentType: 'PackingSlip',
      files,
    });
    expect(result.Documents).toHaveLength(1);
  });

  it('imports every page of a two-page corpus invoice in order', async () => {
    const bytes = fs.readFileSync(path.join(corpus, 'QualityHosting.pdf'));
    const result = await importFiles(deps, system(), {
      ...purchase(),
      files: [{ fileName: 'qh.pdf', bytes }],
    });
    const { pages } = await pagesOf(result.Documents[0].Id);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    const jpegs = await Promise.all(pages.map((page) => deps.blobs.get(page.storageKey)));
    expect(jpegs.every(isJpeg)).toBe(true);
    await database.withTenant(tenant.tenantId, async (tx) => {
      const [sourceDocument] = await tx
        .select()
        .from(sourceDocuments)
        .where(eq(sourceDocuments.sourceId, result.Documents[0].SourceId));
      expect(sourceDocument).toMatchObject({ pageCount: 2, originalFileName: 'qh.pdf' });
    });
  });

  it('refuses an upload without files', async () => {
    await expect(importFiles(deps, system(), { ...purchase(), files: [] })).rejects.toMatchObject({
      code: 'Import_No_Files',
    });
  });

  it('refuses more files than the limit in one upload', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ fileName: `${i}.txt`, bytes: new Uint8Array(1) }));
    await expect(importFiles(deps, system(), { ...purchase(), files })).rejects.toMatchObject({
      code: 'Import_Too_Many_Files',
      params: [5],
    });
  });
});

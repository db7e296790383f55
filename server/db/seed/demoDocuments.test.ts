import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fileBlobStore } from '../../blobs/blobStore';
import { type Database, openDatabase, type Tx } from '../client';
import { migrateDatabase } from '../migrate';
import {
  blobs,
  companies,
  documentAttachments,
  documentHistory,
  documentRecognitions,
  documents,
  invoiceLines,
  pageImages,
  sourceNumbers,
  sources,
} from '../schema/index';
import { type DemoEnvironment, seedDemo } from './demo';
import { demoDocumentSpecs } from './demoDocumentSpecs';
import { DemoVerifyInvoiceCount } from './demoVerifyInvoices';

// The fewest of the demo's fixed draw with a new sales invoice among them.
const DocumentCount = 24;

let database: Database;
let dataDir: string;
let environment: DemoEnvironment;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-demo-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LEDGERLINE_DEMO_DOCUMENTS', String(DocumentCount));
  environment = await seedDemo(database);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const holding = <T>(fn: (tx: Tx) => Promise<T>) => database.withTenant(environment.holdingId, fn);

describe('demo documents', () => {
  it('gives Demo Holding the asked number of documents, sales only for Foods and packing slips only for Logistics', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    // The asked number, plus the invoices uploaded to wait in verify.
    expect(rows).toHaveLength(DocumentCount + DemoVerifyInvoiceCount);
    const { foods, logistics } = environment.companies;
    expect(rows.filter((d) => d.documentType === 'SalesInvoice').every((d) => d.companyId === foods)).toBe(
      true,
    );
    expect(rows.filter((d) => d.documentType === 'PackingSlip').every((d) => d.companyId === logistics)).toBe(
      true,
    );
    expect(new Set(rows.map((d) => d.documentType)).size).toBe(3);
    const companyFlags = await holding((tx) => tx.select().from(companies));
    expect(companyFlags.find((c) => c.id === foods)?.usesSalesInvoices).toBe(true);
    const second = await database.withTenant(environment.secondId, (tx) => tx.select().from(documents));
    expect(second).toHaveLength(0);
  });

  it('renders each document its own JPEG page image from its invoice PDF', async () => {
    const store = fileBlobStore(path.join(dataDir, 'blobs'));
    const pages = await holding((tx) =>
      tx
        .select({ storageKey: blobs.storageKey, height: pageImages.height, documentId: documents.id })
        .from(documents)
        .innerJoin(pageImages, eq(pageImages.sourceDocumentId, documents.sourceDocumentId))
        .innerJoin(blobs, eq(blobs.id, pageImages.blobId)),
    );
    expect(pages).toHaveLength(DocumentCount + DemoVerifyInvoiceCount);
    expect(new Set(pages.map((p) => p.storageKey)).size).toBe(DocumentCount + DemoVerifyInvoiceCount);
    const jpeg = await store.get(pages[0].storageKey);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(jpeg).metadata()).height).toBe(1700);
  });

  it('keeps amounts, lines and VAT consistent: gross = net + VAT, lines add up to net', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const lines = await holding((tx) => tx.select().from(invoiceLines));
    for (const document of rows.filter((d) => d.documentType !== 'PackingSlip' && d.status !== 'Imported')) {
      const own = lines.filter((line) => line.documentId === document.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(8);
      expect(own.every((line) => [21, 9, 0].includes(line.vatPercentage))).toBe(true);
      expect(document.grossAmount).toBeCloseTo(document.netAmount + document.vatAmount, 2);
      expect(own.reduce((sum, line) => sum + line.netAmount, 0)).toBeCloseTo(document.netAmount, 2);
    }
  });

  it('has every document not read yet waiting for recognition, so that the server reads it', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const recognitions = await holding((tx) => tx.select().from(documentRecognitions));
    const unread = rows
      .filter((d) => ['Imported', 'New_Purchase_Invoice', 'New_Sales_Invoice'].includes(d.status))
      .map((d) => d.id);
    expect(unread.length).toBeGreaterThan(0);
    expect(rows.some((d) => d.status === 'New_Sales_Invoice' && unread.includes(d.id))).toBe(true);
    for (const id of unread)
      expect(recognitions.find((row) => row.documentId === id)?.status ?? 'none', id).toMatch(
        /^(Pending|Done)$/,
      );
  });

  it('numbers sources through the customer counter and gives posted documents a unique ledger entry number', async () => {
    const sourceRows = await holding((tx) => tx.select({ n: sources.sourceNumber }).from(sources));
    const [counter] = await holding((tx) => tx.select().from(sourceNumbers));
    expect(new Set(sourceRows.map((s) => s.n)).size).toBe(sourceRows.length);
    expect(counter.last).toBe(Math.max(...sourceRows.map((s) => s.n)));
    const rows = await holding((tx) => tx.select().from(documents));
    const posted = rows.filter((d) => d.isPosted);
    expect(posted.every((d) => d.ledgerEntryNumber !== null)).toBe(true);
    expect(rows.filter((d) => !d.isPosted).every((d) => d.ledgerEntryNumber === null)).toBe(true);
  });

  it('starts every history with the import and ends it with the last action', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const history = await holding((tx) => tx.select().from(documentHistory).orderBy(documentHistory.at));
    for (const document of rows) {
      const own = history.filter((entry) => entry.documentId === document.id);
      expect(own[0].action).toBe('Import');
      expect(own[own.length - 1].action).toBe(document.lastAction);
    }
  });

  it('stores the attachments it counts', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const attachments = await holding((tx) => tx.select().from(documentAttachments));
    expect(attachments).toHaveLength(rows.reduce((sum, d) => sum + d.numberOfAttachments, 0));
  });
});

describe('demoDocumentSpecs', () => {
  it('spreads 300 documents over 14 months, statuses, confidential ones and attachments', () => {
    const specs = demoDocumentSpecs(300, new Date('2025-06-01T12:00:00Z'));
    expect(Math.max(...specs.map((s) => s.ageDays))).toBeLessThanOrEqual(425);
    expect(new Set(specs.map((s) => s.status)).size).toBeGreaterThanOrEqual(8);
    expect(specs.filter((s) => s.confidential).length).toBeGreaterThan(0);
    expect(specs.filter((s) => s.attachment).length).toBeGreaterThan(5);
    expect(specs.filter((s) => s.documentType === 'SalesInvoice').every((s) => s.company === 'foods')).toBe(
      true,
    );
  });
});

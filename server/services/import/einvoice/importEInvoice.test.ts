import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { corpusPath } from '../../../../tests/corpora/path';
import { fileBlobStore } from '../../../blobs/blobStore';
import { type Database, openDatabase } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import {
  blobs,
  documentAttachments,
  documents,
  invoiceLines,
  pageImages,
  sourceDocuments,
  sources,
} from '../../../db/schema/index';
import { buildCompany } from '../../../db/seed/factories';
import { buildTenant, type TestTenant } from '../../../test/harness';
import { type ImportDeps, importFiles } from '../importFiles';
import { electronicHashOf, importEInvoiceFile } from './importEInvoice';

const einvoices = corpusPath('einvoices');
const corpusFile = (relative: string) => ({
  fileName: path.basename(relative),
  bytes: new Uint8Array(fs.readFileSync(path.join(einvoices, relative))),
});
const UblBase = 'peppol-bis-billing-3/examples/base-example.xml';
const CiiWithAttachment = 'en16931/cii-examples/CII_example2.xml';
const FacturXPdf = 'akretion-factur-x/pdf/invoice_EN16931.pdf';

let database: Database;
let blobDir: string;
let deps: ImportDeps;
let tenant: TestTenant;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-einvoice-import-'));
  deps = { database, blobs: fileBlobStore(blobDir) };
});

beforeEach(async () => {
  // A customer per test: the duplicate check is per customer.
  tenant = await buildTenant(database, 'EInvoiceImport');
});

afterAll(async () => {
  await database.close();
  fs.rmSync(blobDir, { recursive: true, force: true });
});

const system = () => ({ tenantId: tenant.tenantId, userId: null });
const target = (documentType: 'PurchaseInvoice' | 'SalesInvoice' | 'PackingSlip' = 'PurchaseInvoice') => ({
  companyId: tenant.companyId,
  documentType,
});
const upload = (files: Array<{ fileName: string; bytes: Uint8Array }>) =>
  importFiles(deps, system(), { ...target(), files });

function loadDocument(id: string) {
  return database.withTenant(tenant.tenantId, async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, id));
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.documentId, id))
      .orderBy(asc(invoiceLines.lineNumber));
    const attachments = await tx
      .select({ row: documentAttachments, storageKey: blobs.storageKey })
      .from(documentAttachments)
      .innerJoin(blobs, eq(blobs.id, documentAttachments.blobId))
      .where(eq(documentAttachments.documentId, id));
    const [original] = await tx
      .select({ source: sourceDocuments, blob: blobs })
      .from(sourceDocuments)
      .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
      .where(eq(sourceDocuments.id, document.sourceDocumentId ?? ''));
    const pages = await tx
      .select({ n: count() })
      .from(pageImages)
      .where(eq(pageImages.sourceDocumentId, original.source.id));
    const [source] = await tx.select().from(sources).where(eq(sources.id, original.source.sourceId));
    return { document, lines, attachments, original, pages: pages[0].n, source };
  });
}

describe('e-invoice import', () => {
  it('turns a Peppol UBL invoice into a purchase invoice with header fields and lines', async () => {
    const file = corpusFile(UblBase);
    const result = await upload([file]);
    expect(result.Errors).toEqual([]);
    const { document, lines, original, pages, source } = await loadDocument(result.Documents[0].Id);
    expect(document).toMatchObject({
      status: 'New_Purchase_Invoice',
      sourceType: 'ElectronicDocument',
      isElectronic: true,
      documentNumber: 'Snippet1',
      documentDate: '2017-11-13',
      dueDate: '2017-12-01',
      currency: 'EUR',
      netAmount: 1325,
      vatAmount: 331.25,
      grossAmount: 1656.25,
      invoiceType: 'Debit',
      paymentReference: 'Snippet1',
      iban: 'IBAN32423940',
      bic: 'BIC324098',
      paymentTerm: 'Payment within 10 days, 2% discount',
      relationName: 'SupplierOfficialName Ltd',
      relationCode: 'GB1232434',
      relationId: null,
      description: 'item name',
      electronicHash: createHash('sha256').update(file.bytes).digest('hex'),
    });
    expect(lines.map((l) => [l.description, l.quantity, l.unitPrice, l.netAmount, l.vatPercentage])).toEqual([
      ['item name - Description of item', 7, 400, 2800, 25],
      ['item name 2 - Description 2', -3, 500, -1500, 25],
    ]);
    expect(original.blob.contentType).toBe('application/xml');
    expect(original.source.originalFileName).toBe('base-example.xml');
    expect(await deps.blobs.get(original.blob.storageKey)).toEqual(Buffer.from(file.bytes));
    expect(pages).toBe(0);
    expect(source.originalType).toBe('ElectronicDocument');
  });

  it('makes a CII invoice a sales invoice of its customer and keeps its embedded attachment', async () => {
    const file = corpusFile(CiiWithAttachment);
    const companyId = await buildCompany(database, tenant.tenantId, {
      Name: 'Sales BV',
      UsesSalesInvoices: true,
    });
    const result = await importFiles(deps, system(), {
      companyId,
      documentType: 'SalesInvoice',
      files: [file],
    });
    expect(result.Errors).toEqual([]);
    const { document, lines, attachments } = await loadDocument(result.Documents[0].Id);
    expect(document.status).toBe('New_Sales_Invoice');
    expect(document.relationName).not.toBe('');
    expect(lines.length).toBeGreaterThan(0);
    expect(document.numberOfAttachments).toBe(1);
    expect(attachments.map((a) => [a.row.fileName, a.row.contentType])).toEqual([
      ['EHF.pdf', 'application/pdf'],
    ]);
    const xml = new TextDecoder().decode(file.bytes);
    const base64 = /filename="EHF.pdf"\s*>([^<]+)</.exec(xml)?.[1] ?? '';
    expect(await deps.blobs.get(attachments[0].storageKey)).toEqual(Buffer.from(base64, 'base64'));
  });

  it('imports a Factur-X PDF: the PDF as original with its pages, its other files as attachments', async () => {
    const result = await upload([corpusFile(FacturXPdf)]);
    expect(result.Errors).toEqual([]);
    const { document, original, pages, attachments, lines } = await loadDocument(result.Documents[0].Id);
    expect(document).toMatchObject({
      documentNumber: 'F20260023',
      relationName: 'LE FOURNISSEUR',
      isElectronic: true,
    });
    expect(lines).toHaveLength(3);
    expect(original.blob.contentType).toBe('application/pdf');
    expect(pages).toBeGreaterThan(0);
    expect(attachments.map((a) => [a.row.fileName, a.row.size])).toEqual([['Bon_de_livraison.pdf', 30382]]);
  });

  it('stores the same fields for the UBL and the CII of one invoice: the legal name, not the trading name', async () => {
    const result = await upload([
      corpusFile('en16931/cii-examples/CII_example5.xml'),
      corpusFile('en16931/ubl-examples/ubl-tc434-example5.xml'),
    ]);
    expect(result.Errors).toEqual([]);
    const [cii, ubl] = await Promise.all(result.Documents.map((d) => loadDocument(d.Id)));
    const fields = ({ document, lines }: Awaited<ReturnType<typeof loadDocument>>) => ({
      ...Object.fromEntries(
        (
          [
            'documentNumber',
            'documentDate',
            'dueDate',
            'currency',
            'netAmount',
            'vatAmount',
            'grossAmount',
            'invoiceType',
            'paymentReference',
            'iban',
            'relationName',
            'relationCode',
            'purchaseOrderNumbers',
            'vatCategory',
          ] as const
        ).map((key) => [key, document[key]]),
      ),
      lines: lines.map((l) => [l.description, l.quantity, l.unitPrice, l.netAmount, l.vatPercentage]),
    });
    expect(fields(cii)).toEqual(fields(ubl));
    expect(cii.document).toMatchObject({
      relationName: 'SellerCompany',
      documentNumber: 'TOSL110',
      iban: 'DK1212341234123412',
    });
  });

  it('keeps invoice numbers and payment references as written, trimmed only', async () => {
    const result = await upload([
      corpusFile('en16931/ubl-examples/ubl-tc434-creditnote1.xml'),
      corpusFile('en16931/cii-examples/CII_example9.xml'),
    ]);
    expect(result.Errors).toEqual([]);
    const [credit, rabo] = await Promise.all(result.Documents.map((d) => loadDocument(d.Id)));
    expect(credit.document.documentNumber).toBe('018304 / 28865');
    expect(rabo.document).toMatchObject({
      paymentReference: '2015 0483 0000 0000',
      iban: 'NL13RABO0377815500',
      relationName: 'Bluem BV',
    });
  });

  it('recognises the same XML received twice as a duplicate and imports it once', async () => {
    const file = corpusFile(UblBase);
    await upload([file]);
    const blobRows = () =>
      database.withTenant(tenant.tenantId, async (tx) => (await tx.select({ n: count() }).from(blobs))[0].n);
    const before = await blobRows();
    const second = await importFiles(deps, system(), {
      ...target(),
      files: [file, corpusFile(CiiWithAttachment)],
    });
    expect(second.Errors).toEqual([
      {
        FileName: 'base-example.xml',
        Message: 'Import_Duplicate_EInvoice',
        key: 'Import_Duplicate_EInvoice',
      },
    ]);
    expect(second.Documents).toHaveLength(1);
    const numbers = await database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ n: count() }).from(documents).where(eq(documents.documentNumber, 'Snippet1')),
    );
    expect(numbers[0].n).toBe(1);
    expect(await blobRows()).toBe(before + 2);
  });

  it('hashes the XML text, so the same XML inside a PDF is the same e-invoice', () => {
    const xml = fs.readFileSync(path.join(einvoices, UblBase), 'utf8');
    expect(electronicHashOf(xml)).toBe(createHash('sha256').update(Buffer.from(xml, 'utf8')).digest('hex'));
  });

  it('keeps amounts positive with invoice type Credit for a credit note and a negative invoice', async () => {
    const result = await upload([
      corpusFile('peppol-bis-billing-3/examples/base-creditnote-correction.xml'),
      corpusFile('peppol-bis-billing-3/examples/base-negative-inv-correction.xml'),
    ]);
    expect(result.Errors).toEqual([]);
    for (const created of result.Documents) {
      const { document } = await loadDocument(created.Id);
      expect(document.invoiceType).toBe('Credit');
      expect(document.grossAmount).toBeGreaterThan(0);
      expect(document.netAmount).toBeGreaterThan(0);
    }
  });

  it('refuses XML that is no invoice as an unsupported file type, leaving nothing behind', async () => {
    const bytes = new TextEncoder().encode('<?xml version="1.0"?><note><to>Tove</to></note>');
    const result = await upload([{ fileName: 'note.xml', bytes }]);
    expect(result.Errors.map((e) => e.Message)).toEqual(['Import_Unsupported_File_Type']);
    const rows = await database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ n: count() }).from(documents),
    );
    expect(rows[0].n).toBe(0);
  });

  it('leaves plain PDFs and packing slips to the usual import', async () => {
    const plain = corpusFile(
      'mustangproject/library-pdf/MustangGnuaccountingBeispielRE-20201121_508blanko.pdf',
    );
    expect(await importEInvoiceFile(deps, system(), target(), plain)).toBeNull();
    expect(await importEInvoiceFile(deps, system(), target('PackingSlip'), corpusFile(UblBase))).toBeNull();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { VerifyDocument } from '../../../domain/verify/types';
import { corpusPath } from '../../../tests/corpora/path';
import {
  companies,
  documentRecognitions,
  documents,
  pageImages,
  purchaseOrders,
  recognitionLessons,
  relations,
} from '../../db/schema/index';
import { demoPurchaseOrderCodes } from '../../db/seed/demoMasterDataNumbers';
import { DemoSuppliers } from '../../db/seed/demoRelations';
import { seedDemoVerifyInvoices } from '../../db/seed/demoVerifyInvoices';
import {
  addVendor,
  daysAgo,
  saveBodyOf,
  uploadInvoices,
  vendorInvoice,
} from '../../routes/Verify/verifyFixture';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { importFiles } from '../import/importFiles';
import { renderPages } from '../import/renderPages';
import { MaxRecognitionAttempts, pendingRecognitions, recognizeDocument } from './recognizeDocument';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let token: string;
let anna: ReturnType<typeof client>;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Recognition');
  const user = await tenant.user({
    name: 'Anna',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  token = (await signIn(started.app, user.email)).token;
  anna = client(started.app, token);
});
afterAll(() => started.close());

const recognitionOf = async (documentId: string) => {
  const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
    tx.select().from(documentRecognitions).where(eq(documentRecognitions.documentId, documentId)),
  );
  return row;
};
const headerOf = async (documentId: string) => {
  const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
    tx.select().from(documents).where(eq(documents.id, documentId)),
  );
  return row;
};

/** Imports a file without a job queue: the document and its Pending recognition row, nothing read yet. */
async function importUnread(bytes: Uint8Array, fileName = 'scan.pdf'): Promise<string> {
  const result = await importFiles(
    { database: started.database, blobs: started.app.deps.blobs },
    { tenantId: tenant.tenantId, userId: null },
    { companyId: tenant.companyId, documentType: 'PurchaseInvoice', files: [{ fileName, bytes }] },
  );
  return result.Documents[0].Id;
}

const invoice = (number: string, gross = '121,00') =>
  vendorInvoice({
    vendor: 'Papierhandel Oost',
    iban: 'NL20INGB0001234567',
    number,
    date: daysAgo(5),
    net: '100,00',
    vat: '21,00',
    gross,
  });

describe('the recognize-document job', () => {
  it('leaves the row Pending when it crashes mid-way, and a rerun completes it', async () => {
    const id = await importUnread(await invoice('CR-1'));
    expect(await recognitionOf(id)).toMatchObject({ status: 'Pending', attempts: 0 });
    const deps = { database: started.database, blobs: started.app.deps.blobs };
    const crashing = async () => {
      throw new Error('process killed');
    };
    await expect(
      recognizeDocument({ ...deps, recognize: crashing }, { tenantId: tenant.tenantId, documentId: id }),
    ).rejects.toThrow('process killed');
    expect(await recognitionOf(id)).toMatchObject({ status: 'Pending', attempts: 1 });
    expect((await headerOf(id)).documentNumber).toBe('');

    await recognizeDocument(deps, { tenantId: tenant.tenantId, documentId: id });
    expect(await recognitionOf(id)).toMatchObject({ status: 'Done', attempts: 2, readBy: 'Text' });
    expect(await headerOf(id)).toMatchObject({
      documentNumber: 'CR-1',
      grossAmount: 121,
      documentDate: daysAgo(5),
    });
    // A third run finds nothing left to do.
    await recognizeDocument({ ...deps, recognize: crashing }, { tenantId: tenant.tenantId, documentId: id });
    expect((await recognitionOf(id)).attempts).toBe(2);
  });

  it(`gives up after ${MaxRecognitionAttempts} attempts, and at once on an unreadable file`, async () => {
    const deps = { database: started.database, blobs: started.app.deps.blobs };
    const id = await importUnread(await invoice('CR-2'));
    const failing = async () => {
      throw new Error('engine failure');
    };
    for (let attempt = 1; attempt < MaxRecognitionAttempts; attempt++)
      await expect(
        recognizeDocument({ ...deps, recognize: failing }, { tenantId: tenant.tenantId, documentId: id }),
      ).rejects.toThrow();
    await recognizeDocument({ ...deps, recognize: failing }, { tenantId: tenant.tenantId, documentId: id });
    expect(await recognitionOf(id)).toMatchObject({ status: 'Failed', errorMessage: 'engine failure' });

    const { RecognitionReadError } = await import('../../capture/recognition/index');
    const unreadable = await importUnread(await invoice('CR-3'));
    const refuses = async () => {
      throw new RecognitionReadError('Recognition_Unreadable_File');
    };
    await recognizeDocument(
      { ...deps, recognize: refuses },
      { tenantId: tenant.tenantId, documentId: unreadable },
    );
    expect(await recognitionOf(unreadable)).toMatchObject({ status: 'Failed', attempts: 1 });
    // The document can still be verified by hand.
    const document = (await anna.get(`/api/Verify/GetDocuments/${unreadable}`)).json() as VerifyDocument;
    expect(document).toMatchObject({ RecognitionStatus: 'Failed', IsValid: false });
    expect(
      (await anna.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(document, { Number: 'CR-3' })))
        .statusCode,
    ).toBe(200);
  });

  it('never overwrites what a person entered', async () => {
    const id = await importUnread(await invoice('CR-4'));
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ documentNumber: 'TYPED-BY-HAND' }).where(eq(documents.id, id)),
    );
    await recognizeDocument(
      { database: started.database, blobs: started.app.deps.blobs },
      { tenantId: tenant.tenantId, documentId: id },
    );
    expect(await headerOf(id)).toMatchObject({ documentNumber: 'TYPED-BY-HAND', grossAmount: 121 });
    expect((await recognitionOf(id)).fields.Number?.Value).toBe('CR-4');
  });

  it('gives an imported e-invoice a Done row read by EInvoice', async () => {
    const file = path.join(corpusPath('einvoices'), 'peppol-bis-billing-3/examples/base-example.xml');
    const [id] = await uploadInvoices(started.app, token, tenant.companyId, [
      { fileName: 'base-example.xml', bytes: new Uint8Array(fs.readFileSync(file)) },
    ]);
    const row = await recognitionOf(id);
    expect(row).toMatchObject({ status: 'Done', readBy: 'EInvoice' });
    const header = await headerOf(id);
    expect(row.fields.Number).toMatchObject({
      Value: header.documentNumber,
      Confidence: 1,
      Source: 'EInvoice',
    });
    expect(row.fields.GrossAmount?.Value).toBe(header.grossAmount);
  });
});

describe('a scan fed the wrong way round', () => {
  // OCR of a page takes 1–3 s of a core, starting its workers 1–2 s more: generous for a busy machine.
  const OcrTimeout = 120_000;
  const scan = (name: string) => fs.readFileSync(corpusPath('invoice-pdfs/turned-scans', name));
  const pagesOf = async (documentId: string) =>
    (
      await anna.get(`/api/Verify/GetVerifyRecordPages/${(await headerOf(documentId)).sourceDocumentId}`)
    ).json() as Array<{ PageNumber: number; Rotation: number }>;

  it(
    'is read upright, and its page is shown upright',
    async () => {
      const id = await importUnread(scan('turned-02-facture-be-05.pdf'), 'upside-down.pdf');
      expect((await pagesOf(id)).map((page) => page.Rotation)).toEqual([0]);
      await recognizeDocument(
        { database: started.database, blobs: started.app.deps.blobs },
        { tenantId: tenant.tenantId, documentId: id },
      );
      expect(await recognitionOf(id)).toMatchObject({ status: 'Done', readBy: 'Ocr' });
      expect(await headerOf(id)).toMatchObject({ documentNumber: 'F2025/0023', grossAmount: 779.85 });
      expect((await pagesOf(id)).map((page) => page.Rotation)).toEqual([180]);
    },
    OcrTimeout,
  );

  it(
    'has its page shown upright when the page is rendered only after the reading',
    async () => {
      const id = await importUnread(scan('turned-02-facture-be-05.pdf'), 'upside-down-unrendered.pdf');
      const source = (await headerOf(id)).sourceDocumentId as string;
      await started.database.withTenant(tenant.tenantId, (tx) =>
        tx.delete(pageImages).where(eq(pageImages.sourceDocumentId, source)),
      );
      const deps = { database: started.database, blobs: started.app.deps.blobs };
      await recognizeDocument(deps, { tenantId: tenant.tenantId, documentId: id });
      expect(await recognitionOf(id)).toMatchObject({ turnedPages: [{ Page: 1, Rotation: 180 }] });
      expect(await pagesOf(id)).toEqual([]);
      await renderPages(deps, { tenantId: tenant.tenantId, sourceDocumentId: source });
      expect((await pagesOf(id)).map((page) => page.Rotation)).toEqual([180]);
    },
    OcrTimeout,
  );

  it(
    'keeps the turn a verifier gave its page before it was read',
    async () => {
      const id = await importUnread(scan('turned-01-facture-fr-02.pdf'), 'sideways.pdf');
      const source = (await headerOf(id)).sourceDocumentId as string;
      await started.database.withTenant(tenant.tenantId, (tx) =>
        tx.update(pageImages).set({ rotation: 90 }).where(eq(pageImages.sourceDocumentId, source)),
      );
      await recognizeDocument(
        { database: started.database, blobs: started.app.deps.blobs },
        { tenantId: tenant.tenantId, documentId: id },
      );
      expect(await headerOf(id)).toMatchObject({ documentNumber: '25070320' });
      expect((await pagesOf(id)).map((page) => page.Rotation)).toEqual([90]);
    },
    OcrTimeout,
  );
});

describe('the company a document was sent to', () => {
  it('is never read as the vendor: its own name and VAT number in the address block are passed over', async () => {
    // Tryton's invoice report prints the addressee (with its VAT number) before the vendor's own VAT number.
    const file = corpusPath('invoice-pdfs/tryton/tryton-fr-20.pdf');
    const truth = JSON.parse(fs.readFileSync(file.replace(/\.pdf$/, '.json'), 'utf8'));
    const read = async () => {
      const id = await importUnread(new Uint8Array(fs.readFileSync(file)), 'tryton-fr-20.pdf');
      await recognizeDocument(
        { database: started.database, blobs: started.app.deps.blobs },
        { tenantId: tenant.tenantId, documentId: id },
      );
      return (await recognitionOf(id)).fields;
    };
    const asSomeoneElse = await read();
    expect(asSomeoneElse.RelationVatNumber?.Value).toBe(truth.Buyer.VatNumber);

    const company = (values: { name: string; vatNumber: string }) =>
      started.database.withTenant(tenant.tenantId, (tx) =>
        tx.update(companies).set(values).where(eq(companies.id, tenant.companyId)),
      );
    const [before] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(companies).where(eq(companies.id, tenant.companyId)),
    );
    await company({ name: truth.Buyer.Name, vatNumber: truth.Buyer.VatNumber });
    const asAddressee = await read().finally(() =>
      company({ name: before.name, vatNumber: before.vatNumber }),
    );
    expect(asAddressee.RelationVatNumber?.Value).toBe(truth.RelationVatNumber);
    expect(asAddressee.RelationName?.Value).toBe(truth.RelationName);
    expect(asAddressee.IbanNumber?.Value).toBe(truth.IbanNumber);
  });
});

describe('a sales invoice', () => {
  it('is read with its customer as the relation: found among the customers, no IBAN (the company is paid)', async () => {
    // The company is the seller of this invoice; the hotel it is addressed to is one of its customers.
    const file = corpusPath('invoice-pdfs/nl-gb/invoice-nl-05.pdf');
    const truth = JSON.parse(fs.readFileSync(file.replace(/\.pdf$/, '.json'), 'utf8'));
    const [customer] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .insert(relations)
        .values({
          tenantId: tenant.tenantId,
          companyId: tenant.companyId,
          kind: 'Customer',
          code: 'DEB-LEEUW',
          name: truth.Buyer.Name,
        })
        .returning({ id: relations.id }),
    );
    const [before] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(companies).where(eq(companies.id, tenant.companyId)),
    );
    const company = (values: { name: string; vatNumber: string; usesSalesInvoices: boolean }) =>
      started.database.withTenant(tenant.tenantId, (tx) =>
        tx.update(companies).set(values).where(eq(companies.id, tenant.companyId)),
      );
    await company({ name: truth.RelationName, vatNumber: truth.RelationVatNumber, usesSalesInvoices: true });
    try {
      const result = await importFiles(
        { database: started.database, blobs: started.app.deps.blobs },
        { tenantId: tenant.tenantId, userId: null },
        {
          companyId: tenant.companyId,
          documentType: 'SalesInvoice',
          files: [{ fileName: 'invoice-nl-05.pdf', bytes: new Uint8Array(fs.readFileSync(file)) }],
        },
      );
      const id = result.Documents[0].Id;
      await recognizeDocument(
        { database: started.database, blobs: started.app.deps.blobs },
        { tenantId: tenant.tenantId, documentId: id },
      );
      const row = await recognitionOf(id);
      expect(row.fields.RelationName?.Value).toBe(truth.Buyer.Name);
      expect(row.fields.IbanNumber).toBeUndefined();
      expect(row.relation).toMatchObject({ Id: customer.id, Code: 'DEB-LEEUW', MatchedBy: 'Name' });
      expect(await headerOf(id)).toMatchObject({
        relationId: customer.id,
        documentNumber: truth.Number,
        grossAmount: truth.GrossAmount,
        iban: '',
      });
    } finally {
      await company({
        name: before.name,
        vatNumber: before.vatNumber,
        usesSalesInvoices: before.usesSalesInvoices,
      });
    }
  });
});

describe('the vendor found by its VAT number', () => {
  it('is a Swiss vendor stored without the suffix its invoice prints ("CHE-… MWST")', async () => {
    const folder = corpusPath('invoice-pdfs/swiss');
    const truth = JSON.parse(fs.readFileSync(path.join(folder, 'swiss-de-01.json'), 'utf8'));
    expect(truth.RelationVatNumber).toMatch(/ MWST$/);
    const vendorId = await addVendor(started.database, tenant.tenantId, tenant.companyId, {
      code: 'CH01',
      name: 'Lieferant Schweiz',
      vatNumber: truth.RelationVatNumber.replace(/ MWST$/, ''),
    });
    const [id] = await uploadInvoices(started.app, token, tenant.companyId, [
      {
        fileName: 'swiss-de-01.pdf',
        bytes: new Uint8Array(fs.readFileSync(path.join(folder, 'swiss-de-01.pdf'))),
      },
    ]);
    const read = (await anna.get(`/api/Verify/GetDocuments/${id}`)).json() as VerifyDocument;
    expect(read.RelationId).toBe(vendorId);
  });
});

describe('learning from verify', () => {
  it('reads a field of a vendor right after a verifier corrected it once', async () => {
    const vendorId = await addVendor(started.database, tenant.tenantId, tenant.companyId, {
      code: 'B200',
      name: 'Bakkerij Vos',
      iban: 'NL91ABNA0417164300',
    });
    // The vendor calls its invoice number "Stuk": recognition does not know that label.
    const bakery = (number: string, gross: string) =>
      vendorInvoice({
        vendor: 'Bakkerij Vos',
        iban: 'NL91ABNA0417164300',
        number,
        numberLabel: 'Stuk',
        date: daysAgo(4),
        net: '10,00',
        vat: '0,90',
        gross,
      });
    const [first] = await uploadInvoices(started.app, token, tenant.companyId, [
      { fileName: 'vos-1.pdf', bytes: await bakery('Q-5521', '10,90') },
    ]);
    const read = (await anna.get(`/api/Verify/GetDocuments/${first}`)).json() as VerifyDocument;
    expect(read).toMatchObject({ RelationId: vendorId, Number: '' });

    const saved = await anna.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(read, { Number: 'Q-5521' }));
    expect(saved.statusCode).toBe(200);
    const lessons = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(recognitionLessons).where(eq(recognitionLessons.relationId, vendorId)),
    );
    expect(lessons.map((lesson) => lesson.field)).toContain('Number');

    const [second] = await uploadInvoices(started.app, token, tenant.companyId, [
      { fileName: 'vos-2.pdf', bytes: await bakery('Q-5530', '21,80') },
    ]);
    const learned = (await anna.get(`/api/Verify/GetDocuments/${second}`)).json() as VerifyDocument;
    expect(learned.Number).toBe('Q-5530');
    const fields = (await anna.get(`/api/Verify/GetVerifyRecordRecognizedFields/${second}`)).json();
    expect(fields.Fields.Number.Source).toBe('Learned');
  });
});

describe("the company's purchase orders", () => {
  it("read a known order under a label recognition does not know, and pass over a cancelled or another vendor's", async () => {
    await addVendor(started.database, tenant.tenantId, tenant.companyId, {
      code: 'K300',
      name: 'Koffie Noord',
      iban: 'NL20INGB0001234567',
    });
    const order = (code: string, vendorCode: string, invoicedStatus = 'New') => ({
      tenantId: tenant.tenantId,
      companyId: tenant.companyId,
      code,
      vendorCode,
      invoicedStatus,
    });
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .insert(purchaseOrders)
        .values([
          order('IO-4471', 'K300'),
          order('IO-4472', 'K300', 'Cancelled'),
          order('IO-4473', 'X999'),
          order('IO-4474', ''),
        ]),
    );
    // "Project" is no order label: only the purchase orders tell it is one.
    const coffee = (reference: string) =>
      vendorInvoice({
        vendor: 'Koffie Noord',
        iban: 'NL20INGB0001234567',
        number: `KN-${reference}`,
        date: daysAgo(3),
        net: '10,00',
        vat: '2,10',
        gross: '12,10',
        extra: [['Project', reference]],
      });
    const ids = await uploadInvoices(started.app, token, tenant.companyId, [
      { fileName: 'kn-1.pdf', bytes: await coffee('io-4471') },
      { fileName: 'kn-2.pdf', bytes: await coffee('IO-4472') },
      { fileName: 'kn-3.pdf', bytes: await coffee('IO-4473') },
      { fileName: 'kn-4.pdf', bytes: await coffee('IO-4474') },
    ]);
    const orders = [];
    for (const id of ids) {
      const fields = (await anna.get(`/api/Verify/GetVerifyRecordRecognizedFields/${id}`)).json();
      orders.push(fields.Fields.PurchaseOrderNumber ?? null);
    }
    expect(orders[0]).toMatchObject({ Value: 'IO-4471', Source: 'MasterData', Confidence: 0.95, Page: 1 });
    expect(orders[1]).toBeNull();
    expect(orders[2]).toBeNull();
    expect(orders[3]).toMatchObject({ Value: 'IO-4474', Source: 'MasterData' });
    const read = (await anna.get(`/api/Verify/GetDocuments/${ids[0]}`)).json() as VerifyDocument;
    expect(read.PurchaseOrderNumber).toBe('IO-4471');
  });
});

describe('learning from a value picked on the page', () => {
  it('learns the place the verifier picked, not another place the value is printed', async () => {
    const vendorId = await addVendor(started.database, tenant.tenantId, tenant.companyId, {
      code: 'B300',
      name: 'Zeefdrukkerij Zuid',
      iban: 'NL02ABNA0123456789',
    });
    // The number stands beside the unknown label "Stuk" and again, alone, further down the page.
    const bytes = await vendorInvoice({
      vendor: 'Zeefdrukkerij Zuid',
      iban: 'NL02ABNA0123456789',
      number: 'Z-9001',
      numberLabel: 'Stuk',
      date: daysAgo(3),
      net: '20,00',
      vat: '4,20',
      gross: '24,20',
      extra: ['Z-9001'],
    });
    const [id] = await uploadInvoices(started.app, token, tenant.companyId, [
      { fileName: 'zz-1.pdf', bytes },
    ]);
    const read = (await anna.get(`/api/Verify/GetDocuments/${id}`)).json() as VerifyDocument;
    expect(read).toMatchObject({ RelationId: vendorId, Number: '' });

    const words = (await anna.get(`/api/Verify/GetVerifyRecordWords/${id}`)).json() as Array<{
      Page: number;
      Text: string;
      Box: [number, number, number, number];
    }>;
    const printed = words.filter((word) => word.Text === 'Z-9001');
    expect(printed).toHaveLength(2);
    // The lone one is left of the labelled one.
    const alone = printed.reduce((a, b) => (a.Box[0] < b.Box[0] ? a : b));
    const saved = await anna.put(
      '/api/Verify/SavePurchaseInvoice',
      saveBodyOf(read, {
        Number: alone.Text,
        Corrections: [{ Field: 'Number', Page: alone.Page, Box: alone.Box }],
      }),
    );
    expect(saved.statusCode).toBe(200);
    const [lesson] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(recognitionLessons).where(eq(recognitionLessons.relationId, vendorId)),
    );
    expect(lesson).toMatchObject({ field: 'Number', page: 1 });
    expect(lesson.box[0]).toBeCloseTo(alone.Box[0], 3);
    expect(lesson.box[1]).toBeCloseTo(alone.Box[1], 3);
  });
});

describe('the demo invoices waiting in verify', () => {
  it('are uploaded unread and recognised in Dutch and English when the server starts', async () => {
    const demo = await buildTenant(started.database, 'DemoVerify');
    for (const supplier of DemoSuppliers.slice(0, 4))
      await addVendor(started.database, demo.tenantId, demo.companyId, {
        code: supplier.code,
        name: supplier.name,
        iban: supplier.iban ?? '',
      });
    // The orders the Dutch demo invoices refer to ("Uw referentie"), as the demo master data has them.
    const orders = DemoSuppliers.slice(0, 2).map(
      (supplier) => demoPurchaseOrderCodes('foods', supplier.code)[1],
    );
    await started.database.withTenant(demo.tenantId, (tx) =>
      tx
        .insert(purchaseOrders)
        .values(orders.map((code) => ({ tenantId: demo.tenantId, companyId: demo.companyId, code }))),
    );
    const deps = { database: started.database, blobs: started.app.deps.blobs };
    const target = { tenantId: demo.tenantId, companyId: demo.companyId, userId: null };
    expect(await seedDemoVerifyInvoices(started.database, deps.blobs, target)).toBe(4);
    // What the start-up requeue finds and sends.
    const waiting = (await pendingRecognitions(started.database, new Date())).filter(
      (job) => job.tenantId === demo.tenantId,
    );
    expect(waiting).toHaveLength(4);
    for (const job of waiting) await recognizeDocument(deps, job);
    const rows = await started.database.withTenant(demo.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.companyId, demo.companyId)),
    );
    expect(rows.map((row) => row.relationCode).sort()).toEqual(
      DemoSuppliers.slice(0, 4)
        .map((s) => s.code)
        .sort(),
    );
    for (const row of rows) {
      expect(row.documentNumber, row.relationName).not.toBe('');
      expect(row.grossAmount, row.relationName).toBeGreaterThan(0);
    }
    const dutch = DemoSuppliers.slice(0, 2).map((supplier) =>
      rows.find((row) => row.relationCode === supplier.code),
    );
    expect(dutch.map((row) => row?.purchaseOrderNumbers)).toEqual(orders.map((code) => [code]));
    const read = await started.database.withTenant(demo.tenantId, (tx) =>
      tx
        .select()
        .from(documentRecognitions)
        .where(
          inArray(
            documentRecognitions.documentId,
            dutch.map((row) => row?.id ?? ''),
          ),
        ),
    );
    // Read beside its label and found among the orders: sure.
    expect(read.map((row) => row.fields.PurchaseOrderNumber?.Confidence)).toEqual([0.97, 0.97]);
  });
});

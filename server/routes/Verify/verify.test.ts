import { eq } from 'drizzle-orm';
import type { VerifyDocument, VerifyPage } from '../../../domain/verify/types';
import { documentHistory, documentRecognitions, documents, pageImages } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildSetting } from '../../db/seed/factories';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { addVendor, daysAgo, saveBodyOf, uploadInvoices, vendorInvoice } from './verifyFixture';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let annaToken: string;
let anna: ReturnType<typeof client>;
let bert: ReturnType<typeof client>;
let vendorId: string;

const Iban = 'NL91ABNA0417164300';
const verifier = (companyId: string) => ({
  UserActionRights: ['VerifyInvoice' as const],
  ValidateCompanies: [companyId],
});

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Verify');
  const a = await tenant.user({ name: 'Anna', ...verifier(tenant.companyId) });
  const b = await tenant.user({ name: 'Bert', ...verifier(tenant.companyId) });
  annaToken = (await signIn(started.app, a.email)).token;
  anna = client(started.app, annaToken);
  bert = client(started.app, (await signIn(started.app, b.email)).token);
  vendorId = await addVendor(started.database, tenant.tenantId, tenant.companyId, {
    code: 'K100',
    name: 'Kantoorhuis Utrecht B.V.',
    iban: Iban,
  });
});
afterAll(() => started.close());

let sequence = 0;
/** Uploads one invoice of the vendor (a new number each time unless given) and answers its id. */
async function newInvoice(options: { number?: string; gross?: string; date?: string } = {}): Promise<string> {
  sequence += 1;
  const bytes = await vendorInvoice({
    vendor: 'Kantoorhuis Utrecht B.V.',
    iban: Iban,
    number: options.number ?? `KH-${1000 + sequence}`,
    date: options.date ?? daysAgo(sequence),
    // A different amount each time: the same vendor, amount and week would look like a duplicate.
    net: `${100 + sequence},00`,
    vat: `${21 + sequence},00`,
    gross: options.gross ?? `${121 + 2 * sequence},00`,
  });
  const [id] = await uploadInvoices(started.app, annaToken, tenant.companyId, [
    { fileName: `invoice-${sequence}.pdf`, bytes },
  ]);
  return id;
}

const documentOf = async (api: ReturnType<typeof client>, id: string) =>
  (await api.get(`/api/Verify/GetDocuments/${id}`)).json() as VerifyDocument;
const statusOf = async (id: string) => {
  const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
    tx.select({ status: documents.status }).from(documents).where(eq(documents.id, id)),
  );
  return row?.status;
};

describe('the verify list', () => {
  it('shows an uploaded invoice with the header recognition filled in', async () => {
    const id = await newInvoice({ number: 'KH-0042', date: daysAgo(3) });
    const document = await documentOf(anna, id);
    expect(document).toMatchObject({
      Id: id,
      DocumentType: 'PurchaseInvoice',
      CompanyId: tenant.companyId,
      RecognitionStatus: 'Done',
      RelationId: vendorId,
      RelationCode: 'K100',
      Ibans: [Iban],
      Number: 'KH-0042',
      Date: daysAgo(3),
      IbanNumber: Iban,
      GrossAmount: 123,
      IsBlocked: false,
      OriginalType: 'Upload',
    });
    expect(document.Score).toBeGreaterThan(0);

    const listed = (
      await anna.get(`/api/Verify/GetDocuments?companyId=${tenant.companyId}&maximumCount=50`)
    ).json();
    expect(listed.map((item: VerifyDocument) => item.Id)).toContain(id);
    const counts = (await anna.get('/api/Verify/GetDocumentCount')).json();
    expect(counts.TotalCount).toBeGreaterThanOrEqual(1);
    expect(counts.CompanyCounts).toContainEqual({ CompanyId: tenant.companyId, Count: counts.TotalCount });
    expect(counts.DocumentCounts).toEqual([{ DocumentType: 'PurchaseInvoice', Count: counts.TotalCount }]);
    const sales = (await anna.get('/api/Verify/GetDocumentCount?documentType=SalesInvoice')).json();
    expect(sales.TotalCount).toBe(0);

    const fields = (await anna.get(`/api/Verify/GetVerifyRecordRecognizedFields/${id}`)).json();
    expect(fields.ReadBy).toBe('Text');
    expect(fields.Fields.Number).toMatchObject({ Value: 'KH-0042', Page: 1, Source: 'Text' });

    // The words on the page, in the boxes of the recognised fields: the number's word lies where its field does.
    const words = (await anna.get(`/api/Verify/GetVerifyRecordWords/${id}`)).json() as Array<{
      Page: number;
      Text: string;
      Box: number[];
    }>;
    const number = words.find((word) => word.Text === 'KH-0042');
    expect(number).toMatchObject({ Page: 1 });
    for (const [index, value] of (number?.Box ?? []).entries())
      expect(value).toBeCloseTo(fields.Fields.Number.Box[index], 3);
    expect(words.map((word) => word.Text)).toEqual(expect.arrayContaining(['Factuurnummer', 'Subtotaal']));
    for (const word of words)
      for (const value of word.Box) expect(value >= 0 && value <= 1, word.Text).toBe(true);
    expect((await anna.get(`/api/Verify/GetVerifyRecordWords/${crypto.randomUUID()}`)).statusCode).toBe(404);

    const pages = (await anna.get(`/api/Verify/GetVerifyRecordPages/${document.SourceDocumentId}`)).json();
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ PageNumber: 1, SourceFileId: document.SourceDocumentId, Rotation: 0 });
    const image = await anna.get(`/api/Verify/GetPageImageContent/${document.SourceDocumentId}?page=1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(
      (await anna.get(`/api/Verify/GetPageImageContent/${document.SourceDocumentId}?page=2`)).statusCode,
    ).toBe(404);
  });

  it('grows page by page, oldest first unless asked otherwise', async () => {
    for (let i = 0; i < 3; i++) await newInvoice();
    const first = (await anna.get('/api/Verify/GetDocuments?maximumCount=2&currentTake=0')).json();
    const second = (await anna.get('/api/Verify/GetDocuments?maximumCount=2&currentTake=2')).json();
    expect(first).toHaveLength(2);
    expect(second[0].Id).not.toBe(first[1].Id);
    expect(first[0].ImportDate <= first[1].ImportDate).toBe(true);
    const newest = (await anna.get('/api/Verify/GetDocuments?maximumCount=1&oldestFirst=false')).json();
    expect(newest[0].ImportDate >= first[0].ImportDate).toBe(true);
    expect((await anna.get('/api/Verify/GetDocuments?maximumCount=51')).statusCode).toBe(400);
  });
});

describe('blocking a verify record', () => {
  it('keeps a document opened by one verifier read-only for another until it is released', async () => {
    const id = await newInvoice();
    const blocked = await anna.put(`/api/Verify/BlockRecord/${id}`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ Id: id, IsBlocked: false });

    const seen = await documentOf(bert, id);
    expect(seen).toMatchObject({ IsBlocked: true, BlockedByUserName: 'Anna' });
    const refused = await bert.put(`/api/Verify/BlockRecord/${id}`);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().Message).toBe('Document_Is_Locked%%Anna');
    const save = await bert.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(seen));
    expect(save.statusCode).toBe(423);
    expect((await bert.delete(`/api/Verify/DeleteDocument/${id}`)).statusCode).toBe(423);

    // Anna opens another document: the first is free again.
    const other = await newInvoice();
    await anna.put(`/api/Verify/BlockRecord/${other}`);
    expect((await documentOf(bert, id)).IsBlocked).toBe(false);
    expect((await documentOf(bert, other)).IsBlocked).toBe(true);

    // Anna leaves the verify screen.
    expect((await anna.put('/api/Verify/UnblockRecordsForUser')).statusCode).toBe(204);
    expect((await documentOf(bert, other)).IsBlocked).toBe(false);
    expect((await bert.put(`/api/Verify/BlockRecord/${other}`)).statusCode).toBe(200);
    await bert.put('/api/Verify/UnblockRecordsForUser');
  });

  it('frees the documents a verifier held when their session ends', async () => {
    const id = await newInvoice();
    const carla = await tenant.user({ name: 'Carla', ...verifier(tenant.companyId) });
    const session = await signIn(started.app, carla.email);
    await client(started.app, session.token).put(`/api/Verify/BlockRecord/${id}`);
    expect((await documentOf(bert, id)).IsBlocked).toBe(true);

    const logout = await started.app.inject({
      method: 'GET',
      url: '/auth/AuthorizedUser/Logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect((await documentOf(bert, id)).IsBlocked).toBe(false);
  });
});

describe('saving a verified document', () => {
  it('moves it on to In_Progress, turns its pages and answers the next document', async () => {
    const id = await newInvoice();
    const next = await newInvoice();
    await anna.put(`/api/Verify/BlockRecord/${id}`);
    const document = await documentOf(anna, id);
    const [page] = (
      await anna.get(`/api/Verify/GetVerifyRecordPages/${document.SourceDocumentId}`)
    ).json() as VerifyPage[];
    const saved = await anna.put(
      '/api/Verify/SavePurchaseInvoice',
      saveBodyOf(document, {
        Description: 'Kantoorartikelen',
        PaymentReference: 'REF-1',
        RotatedPages: [{ SourcePageId: page.SourcePageId, RotationDegrees: 90 }],
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Message).toBe('Verify_Document_Saved');
    expect(saved.json().NextId).not.toBe(id);
    expect(saved.json().NextId).not.toBeNull();

    expect(await statusOf(id)).toBe('In_Progress');
    const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.id, id)),
    );
    expect(row).toMatchObject({
      description: 'Kantoorartikelen',
      paymentReference: 'REF-1',
      relationId: vendorId,
    });
    expect(row.verifiedBy).not.toBeNull();
    const [turned] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(pageImages).where(eq(pageImages.id, page.SourcePageId)),
    );
    expect(turned.rotation).toBe(90);
    const history = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documentHistory).where(eq(documentHistory.documentId, id)),
    );
    expect(history.map((entry) => entry.action)).toContain('Verify');
    // It left the list; the next one is still there.
    expect((await anna.get(`/api/Verify/GetDocuments/${id}`)).statusCode).toBe(404);
    expect((await anna.get(`/api/Verify/GetDocuments/${next}`)).statusCode).toBe(200);
  });

  it('refuses a stale copy with 409 Document_Is_Updated_By_Other_User', async () => {
    const id = await newInvoice();
    const document = await documentOf(anna, id);
    const stale = saveBodyOf(document, { LastUpdate: '2000-01-01T00:00:00.000Z' });
    const refused = await anna.put('/api/Verify/SavePurchaseInvoice', stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('Document_Is_Updated_By_Other_User');
    // Saved by Bert meanwhile: Anna's copy is stale too.
    expect((await bert.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(document))).statusCode).toBe(200);
    const again = await anna.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(document));
    expect(again.statusCode).toBe(409);
  });

  it('with OnlySaveIfValid refuses a header whose gross is not net + VAT, else saves it', async () => {
    const id = await newInvoice();
    const document = await documentOf(anna, id);
    await buildSetting(started.database, tenant.tenantId, {
      name: 'Verify_OnlySaveIfValid',
      type: 'Bool',
      companyId: tenant.companyId,
      bool: true,
    });
    const wrong = saveBodyOf(document, { NetAmount: 100, VatAmount: 21, GrossAmount: 125 });
    const refused = await anna.put('/api/Verify/SavePurchaseInvoice', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Validation_Gross_Amount_Incorrect%%4.00');
    const tooOld = await anna.put(
      '/api/Verify/SavePurchaseInvoice',
      saveBodyOf(document, { Date: daysAgo(400) }),
    );
    expect(tooOld.json().Message).toBe('Validation_Date_Too_Far_Past%%365');
    const badIban = await anna.put(
      '/api/Verify/SavePurchaseInvoice',
      saveBodyOf(document, { IbanNumber: 'NL91ABNA0417164301' }),
    );
    expect(badIban.json().Message).toBe('Validation_Iban_Not_Valid');
    expect(await statusOf(id)).toBe('Imported');
    const valid = saveBodyOf(document, { NetAmount: 100, VatAmount: 21, GrossAmount: 121 });
    expect((await anna.put('/api/Verify/SavePurchaseInvoice', valid)).statusCode).toBe(200);
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.execute(`delete from settings where name = 'Verify_OnlySaveIfValid'` as never),
    );
  });
});

describe('duplicates', () => {
  it('warns about the same number of the same vendor and saves when the verifier confirms', async () => {
    const first = await newInvoice({ number: 'INV-2024-0077', date: daysAgo(40) });
    const second = await newInvoice({ number: 'INV-2024-77', date: daysAgo(60) });
    const suspects = (await documentOf(anna, second)).Duplicates;
    expect(suspects).toContainEqual(expect.objectContaining({ DocumentId: first, Reason: 'SameNumber' }));

    const document = await documentOf(anna, second);
    const warned = await anna.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(document));
    expect(warned.statusCode).toBe(409);
    expect(warned.json().Message).toBe('Verify_Possible_Duplicate');
    expect(warned.json().Duplicates[0]).toMatchObject({ DocumentId: first, Reason: 'SameNumber' });
    const confirmed = await anna.put(
      '/api/Verify/SavePurchaseInvoice',
      saveBodyOf(document, { IgnoreDuplicates: true }),
    );
    expect(confirmed.statusCode).toBe(200);
  });

  it('blocks a duplicate when the company says so, even when the verifier confirms', async () => {
    await buildSetting(started.database, tenant.tenantId, {
      name: 'Verify_DuplicateBehaviour',
      type: 'Text',
      companyId: tenant.companyId,
      text: 'Block',
    });
    const date = daysAgo(20);
    await newInvoice({ gross: '999,99', date });
    const second = await newInvoice({ gross: '999,99', date });
    const document = await documentOf(anna, second);
    const body = saveBodyOf(document, { GrossAmount: 999.99, NetAmount: 826.44, VatAmount: 173.55 });
    const blocked = await anna.put('/api/Verify/SavePurchaseInvoice', { ...body, IgnoreDuplicates: true });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().Message).toBe('Verify_Duplicate_Document');
    expect(blocked.json().Duplicates.map((d: { Reason: string }) => d.Reason)).toContain(
      'SameAmountNearDate',
    );
    const settings = (await anna.get(`/api/Verify/GetVerifySettings/${tenant.companyId}`)).json();
    expect(settings.DuplicateBehaviour).toBe('Block');
  });

  it('finds the same file uploaded twice', async () => {
    const bytes = await vendorInvoice({
      vendor: 'Kantoorhuis Utrecht B.V.',
      iban: Iban,
      number: 'SAME-FILE-1',
      date: daysAgo(2),
      net: '1,00',
      vat: '0,21',
      gross: '1,21',
    });
    const [first] = await uploadInvoices(started.app, annaToken, tenant.companyId, [
      { fileName: 'a.pdf', bytes },
    ]);
    const [second] = await uploadInvoices(started.app, annaToken, tenant.companyId, [
      { fileName: 'b.pdf', bytes },
    ]);
    expect((await documentOf(anna, second)).Duplicates).toContainEqual(
      expect.objectContaining({ DocumentId: first, Reason: 'SameFile' }),
    );
  });
});

describe('deleting from the verify list', () => {
  it('sets the document aside (Not_Applicable, with history) and answers the next one', async () => {
    const id = await newInvoice();
    const deleted = await anna.delete(`/api/Verify/DeleteDocument/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().NextId).not.toBe(id);
    expect(await statusOf(id)).toBe('Not_Applicable');
    expect((await anna.get(`/api/Verify/GetDocuments/${id}`)).statusCode).toBe(404);
    expect((await anna.delete(`/api/Verify/DeleteDocument/${id}`)).statusCode).toBe(404);
  });
});

describe('verify settings and the leading administration', () => {
  it('resolve per company with the customer fallback', async () => {
    await buildSetting(started.database, tenant.tenantId, {
      name: 'Verify_MaximumNumberOfDaysInFuture',
      type: 'Int',
      int: 30,
    });
    const settings = (await anna.get(`/api/Verify/GetVerifySettings/${tenant.companyId}`)).json();
    expect(settings).toMatchObject({
      MaximumNumberOfDaysInPast: 365,
      MaximumNumberOfDaysInFuture: 30,
      ValidateIban: true,
      PostDateBehaviour: 'InvoiceDate',
    });
    // Company B is not one Anna may validate.
    expect((await anna.get(`/api/Verify/GetVerifySettings/${tenant.otherCompanyId}`)).statusCode).toBe(404);
  });

  it('answers the company ERP administration', async () => {
    const leading = await anna.get(`/api/ErpAdministration/GetLeadingForCompany/${tenant.companyId}`);
    expect(leading.statusCode).toBe(200);
    expect(leading.json()).toMatchObject({ CompanyId: tenant.companyId, Module: 'Manual', IsLeading: true });
  });
});

describe('recognition stores its reading', () => {
  it('keeps a Done row with the file hash for an upload', async () => {
    const id = await newInvoice();
    const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documentRecognitions).where(eq(documentRecognitions.documentId, id)),
    );
    expect(row).toMatchObject({ status: 'Done', readBy: 'Text', attempts: 1 });
    expect(row.fileHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says a document that arrived with its data was never read (None), not that it is still being read', async () => {
    const id = await buildDocument(started.database, tenant.tenantId, {
      companyId: tenant.companyId,
      status: 'New_Purchase_Invoice',
      documentNumber: 'BY-HAND-1',
    });
    expect(await documentOf(anna, id)).toMatchObject({ RecognitionStatus: 'None', Score: null });
  });
});

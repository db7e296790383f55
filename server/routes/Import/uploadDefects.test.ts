import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { documents, sourceDocuments, sources } from '../../db/schema/index';
import { blankPdf, pdfWithEmbeddedFile, textPdf } from '../../services/import/sampleFiles';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { type UploadFile, uploadFiles } from '../../test/upload';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Defects');
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  token = (await signIn(started.app, user.email)).token;
});
afterAll(() => started.close());

const upload = (files: UploadFile[]) =>
  uploadFiles(started.app, token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, files);

const detailOf = async (id: string) =>
  (
    await client(started.app, token).post(
      `/api/Document/GetDetail/?id=${id}&method=detail&documentType=PurchaseInvoice`,
      {},
    )
  ).json();

describe('upload regressions', () => {
  it('imports a PDF of two identical blank pages with both pages', async () => {
    const response = await upload([{ fileName: 'blank.pdf', bytes: await blankPdf(2) }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Errors).toEqual([]);
    const detail = await detailOf(response.json().Documents[0].Id);
    expect(detail).toMatchObject({ PageCount: 2, RenderedPageCount: 2 });
  });

  it('stores a PDF whose embedded factur-x.xml is refused as an ordinary, non-electronic upload', async () => {
    const bytes = await pdfWithEmbeddedFile('factur-x.xml', '<not-an-invoice><broken></not-an-invoice>');
    const response = await upload([{ fileName: 'facturx.pdf', bytes }]);
    expect(response.statusCode).toBe(201);
    const id = response.json().Documents[0].Id;
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ Document: { IsElectronic: false }, PageCount: 1, RenderedPageCount: 1 });
    const [source] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .select({ originalType: sources.originalType })
        .from(documents)
        .innerJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
        .innerJoin(sources, eq(sources.id, sourceDocuments.sourceId))
        .where(eq(documents.id, id)),
    );
    expect(source.originalType).toBe('Upload');
    expect((await client(started.app, token).get(`/api/electronicInvoice/${id}`)).statusCode).toBe(404);
  });

  it('imports a file whose name holds a NUL or another control character, under that name made visible', async () => {
    const bytes = await textPdf(1);
    const response = await upload([
      { fileName: 'a\u0000b.pdf', bytes },
      { fileName: 'c\u0001d.pdf', bytes },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Errors).toEqual([]);
    expect(response.json().Documents.map((document: { FileName: string }) => document.FileName)).toEqual([
      'a_b.pdf',
      'c_d.pdf',
    ]);
  });

  it('refuses a truncated image whose header still reads, before anything is stored', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const response = await upload([{ fileName: 'cut.jpg', bytes: jpeg.subarray(0, jpeg.length / 2) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([{ FileName: 'cut.jpg', Message: 'Import_Image_Corrupt' }]);
  });

  it('leaves no temporary upload files behind, whether a file is imported or refused', async () => {
    const response = await upload([
      { fileName: 'ok.pdf', bytes: await textPdf(1) },
      { fileName: 'broken.pdf', bytes: new TextEncoder().encode('%PDF-1.7 broken') },
    ]);
    expect(response.statusCode).toBe(201);
    const uploads = path.join(started.dataDir, 'tmp', 'uploads');
    expect(fs.readdirSync(uploads, { recursive: true })).toEqual([]);
  });
});

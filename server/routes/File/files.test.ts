import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const bytes = (text: string) => new TextEncoder().encode(text);

async function documentWithFiles(fileName = 'invoice 42.PDF') {
  const tenant = await buildTenant(ctx.database, 'Files');
  const user = await tenant.user({ name: 'Anna', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const outsider = await tenant.user({ name: 'Own', SeeCompanies: [tenant.companyId] });
  const id = await buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    blobs: ctx.app.deps.blobs,
    original: { fileName, bytes: bytes('%PDF-1.7 original') },
    pages: [bytes('page-one-jpeg'), bytes('page-two-jpeg')],
    attachments: [{ fileName: 'note.txt', contentType: 'text/plain', bytes: bytes('hello') }],
    history: [
      { action: 'Import', userId: user.id, at: '2024-01-01T10:00:00.000Z' },
      { action: 'Approve', userId: user.id, at: '2024-01-02T10:00:00.000Z', remark: 'ok' },
    ],
    lines: [
      { description: 'Coffee', netAmount: 12.5 },
      { description: 'Tea', netAmount: 3 },
    ],
  });
  return {
    tenant,
    id,
    api: await signedInClient(ctx.app, user.email),
    outsiderApi: await signedInClient(ctx.app, outsider.email),
  };
}

describe('GET /api/File/GetOriginalDocument/{id}', () => {
  it('answers the untouched original as base64 with the content type of its extension', async () => {
    const { api, id } = await documentWithFiles();
    const response = await api.get(`/api/File/GetOriginalDocument/${id}?documentType=PurchaseInvoice`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      FileName: 'invoice 42.PDF',
      ContentType: 'application/pdf',
      Content: Buffer.from('%PDF-1.7 original').toString('base64'),
    });
    const mail = await documentWithFiles('message.eml');
    expect((await mail.api.get(`/api/File/GetOriginalDocument/${mail.id}`)).json().ContentType).toBe(
      'message/rfc822',
    );
  });

  it('answers Could_Not_Download_Original without an original, and Document_Not_Found when not visible', async () => {
    const { api, tenant, id, outsiderApi } = await documentWithFiles();
    const bare = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    const none = await api.get(`/api/File/GetOriginalDocument/${bare}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().Message).toBe('Could_Not_Download_Original');
    expect((await outsiderApi.get(`/api/File/GetOriginalDocument/${id}`)).json().Message).toBe(
      'Document_Not_Found',
    );
  });
});

describe('page images, history, lines and attachments of a document', () => {
  it('counts and serves the page images of its source document', async () => {
    const { api, id } = await documentWithFiles();
    const detail = await api.post(`/api/Document/GetDetail/?id=${id}&method=detail`, {
      DocumentType: 'PurchaseInvoice',
    });
    const sourceDocumentId = detail.json().Document.SourceDocumentId;
    expect(detail.json()).toMatchObject({ PageCount: 2 });
    expect(detail.json().History.map((entry: { Action: string }) => entry.Action)).toEqual([
      'Approve',
      'Import',
    ]);
    const query = `documentId=${id}&documentType=PurchaseInvoice`;
    const count = await api.get(`/api/DocumentScan/GetImageCountForDocument/${sourceDocumentId}?${query}`);
    expect(count.json()).toBe(2);
    const page = await api.get(
      `/api/DocumentScan/GetImageInformationForDocument/${sourceDocumentId}?${query}&pageNumber=2`,
    );
    expect(page.json()).toMatchObject({
      PageNumber: 2,
      Rotation: 0,
      Image: Buffer.from('page-two-jpeg').toString('base64'),
    });
    const missing = await api.get(
      `/api/DocumentScan/GetImageInformationForDocument/${sourceDocumentId}?${query}&pageNumber=3`,
    );
    expect(missing.statusCode).toBe(404);
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect(
      (await api.get(`/api/DocumentScan/GetImageCountForDocument/${stranger}?${query}`)).statusCode,
    ).toBe(404);
  });

  it('answers history newest first, lines in order, line columns per company and attachment bytes', async () => {
    const { api, id, tenant, outsiderApi } = await documentWithFiles();
    const history = (await api.get(`/api/History/GetByInvoiceId/${id}?documentType=PurchaseInvoice`)).json();
    expect(history[0]).toMatchObject({
      Action: 'Approve',
      UserName: 'Anna',
      Remark: 'ok',
      Date: '2024-01-02T10:00:00.000Z',
    });
    const lines = (
      await api.get(`/api/InvoiceLine/GetByInvoiceId/${id}?documentType=PurchaseInvoice&isPostedInErp=false`)
    ).json();
    expect(
      lines.map((line: { Description: string; NetAmount: number }) => [line.Description, line.NetAmount]),
    ).toEqual([
      ['Coffee', 12.5],
      ['Tea', 3],
    ]);
    const columns = (await api.get(`/api/InvoiceLine/GetInvoiceLineColumns/${tenant.companyId}`)).json();
    expect(columns.map((column: { Name: string }) => column.Name)).toContain('GeneralLedgerAccount');
    expect(
      (await outsiderApi.get(`/api/InvoiceLine/GetInvoiceLineColumns/${tenant.otherCompanyId}`)).statusCode,
    ).toBe(404);
    const detail = await api.post(`/api/Document/GetDetail/?id=${id}&method=detail`, {
      DocumentType: 'PurchaseInvoice',
    });
    const [attachment] = detail.json().Attachments;
    const file = await api.get(`/api/Attachment/${attachment.Id}`);
    expect(file.json()).toEqual({
      FileName: 'note.txt',
      ContentType: 'text/plain',
      Content: Buffer.from('hello').toString('base64'),
    });
    expect((await outsiderApi.get(`/api/Attachment/${attachment.Id}`)).statusCode).toBe(404);
    expect((await outsiderApi.get(`/api/History/GetByInvoiceId/${id}`)).statusCode).toBe(404);
  });
});

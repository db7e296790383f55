import { count } from 'drizzle-orm';
import { documents, sources } from '../../db/schema/index';
import { buildCompany } from '../../db/seed/factories';
import { textPdf } from '../../services/import/sampleFiles';
import { buildTenant, signIn, startTestApp, type TestTenant } from '../../test/harness';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let pdf: Uint8Array;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Upload');
  pdf = await textPdf(1);
});
afterAll(() => started.close());

/** A multipart body: the form fields first, then every file as a `file` part. */
function multipart(fields: Record<string, string>, files: Array<{ fileName: string; bytes: Uint8Array }>) {
  const boundary = '----ledgerline-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  token: string,
  fields: Record<string, string>,
  files: Array<{ fileName: string; bytes: Uint8Array }>,
) {
  const body = multipart(fields, files);
  return started.app.inject({
    method: 'POST',
    url: '/api/Import/Upload',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
}

async function verifier(options: {
  rights?: Array<'VerifyInvoice' | 'VerifyPackingSlip'>;
  companies?: string[];
}) {
  const user = await tenant.user({
    name: 'Verifier',
    UserActionRights: options.rights ?? ['VerifyInvoice'],
    ValidateCompanies: options.companies ?? [tenant.companyId],
  });
  return (await signIn(started.app, user.email)).token;
}

const documentCount = () =>
  started.database.withTenant(
    tenant.tenantId,
    async (tx) => (await tx.select({ n: count() }).from(documents))[0].n,
  );

describe('POST /api/Import/Upload', () => {
  it('creates one Imported document per file and answers 201 with the documents and refused files', async () => {
    const token = await verifier({});
    const response = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, [
      { fileName: 'invoice.pdf', bytes: pdf },
      { fileName: 'notes.pdf', bytes: new TextEncoder().encode('not a pdf') },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.Documents).toEqual([
      { Id: expect.any(String), DocumentType: 'PurchaseInvoice', FileName: 'invoice.pdf' },
    ]);
    expect(body.Errors).toEqual([{ FileName: 'notes.pdf', Message: 'Import_Unsupported_File_Type' }]);
  });

  it('answers 400 with the first error when every file is refused, leaving no document', async () => {
    const token = await verifier({});
    const before = await documentCount();
    const response = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, [
      { fileName: 'broken.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nbroken') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: 'Import_Pdf_Corrupt',
      Errors: [{ FileName: 'broken.pdf', Message: 'Import_Pdf_Corrupt' }],
    });
    expect(await documentCount()).toBe(before);
  });

  it('answers 403 without VerifyInvoice or VerifyPackingSlip', async () => {
    const user = await tenant.user({
      name: 'Viewer',
      UserActionRights: [],
      ValidateCompanies: [tenant.companyId],
    });
    const { token } = await signIn(started.app, user.email);
    const response = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, [
      { fileName: 'a.pdf', bytes: pdf },
    ]);
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for invoices with only VerifyPackingSlip', async () => {
    const token = await verifier({ rights: ['VerifyPackingSlip'] });
    const response = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, [
      { fileName: 'a.pdf', bytes: pdf },
    ]);
    expect(response.statusCode).toBe(403);
  });

  it('answers 403 for a company the user may not validate', async () => {
    const token = await verifier({});
    const before = await documentCount();
    const response = await upload(
      token,
      { CompanyId: tenant.otherCompanyId, DocumentType: 'PurchaseInvoice' },
      [{ fileName: 'a.pdf', bytes: pdf }],
    );
    expect(response.statusCode).toBe(403);
    expect(await documentCount()).toBe(before);
  });

  it('accepts any company for a user who MayValidateAllCompanies', async () => {
    const user = await tenant.user({
      name: 'Chief',
      UserActionRights: ['VerifyInvoice'],
      MayValidateAllCompanies: true,
    });
    const { token } = await signIn(started.app, user.email);
    const response = await upload(
      token,
      { CompanyId: tenant.otherCompanyId, DocumentType: 'PurchaseInvoice' },
      [{ fileName: 'a.pdf', bytes: pdf }],
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for packing slips on a company without them, and for sales on one without sales invoices', async () => {
    const token = await verifier({ rights: ['VerifyInvoice', 'VerifyPackingSlip'] });
    const files = [{ fileName: 'a.pdf', bytes: pdf }];
    const slips = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PackingSlip' }, files);
    expect(slips.statusCode).toBe(400);
    expect(slips.json().Message).toBe('Import_Company_Without_Packing_Slips');
    const sales = await upload(token, { CompanyId: tenant.companyId, DocumentType: 'SalesInvoice' }, files);
    expect(sales.statusCode).toBe(400);
    expect(sales.json().Message).toBe('Import_Company_Without_Sales_Invoices');
  });

  it('imports packing slips for a company that uses them', async () => {
    const company = await buildCompany(started.database, tenant.tenantId, {
      Name: 'Warehouse',
      UsesPackingSlips: true,
    });
    const token = await verifier({ rights: ['VerifyPackingSlip'], companies: [company] });
    const response = await upload(token, { CompanyId: company, DocumentType: 'PackingSlip' }, [
      { fileName: 'slip.pdf', bytes: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Documents[0].DocumentType).toBe('PackingSlip');
  });

  it('answers 400 with field errors for a missing company or an unknown document type', async () => {
    const token = await verifier({});
    const response = await upload(token, { DocumentType: 'Receipt' }, [{ fileName: 'a.pdf', bytes: pdf }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({
      CompanyId: 'Validation_Required',
      DocumentType: 'Validation_In_List',
    });
  });

  it('writes a source for each accepted file', async () => {
    const token = await verifier({});
    const sourceCount = () =>
      started.database.withTenant(
        tenant.tenantId,
        async (tx) => (await tx.select({ n: count() }).from(sources))[0].n,
      );
    const before = await sourceCount();
    await upload(token, { CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, [
      { fileName: 'a.pdf', bytes: pdf },
      { fileName: 'b.pdf', bytes: pdf },
    ]);
    expect(await sourceCount()).toBe(before + 2);
  });
});

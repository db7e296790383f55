import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { corpusPath } from '../../../tests/corpora/path';
import { textPdf } from '../../services/import/sampleFiles';
import { buildTenant, signIn, startTestApp } from '../../test/harness';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let token: string;
let companyId: string;

beforeAll(async () => {
  // The upload limits are read when the route registers.
  vi.stubEnv('LEDGERLINE_IMPORT_MAX_FILE_MB', '1');
  vi.stubEnv('LEDGERLINE_IMPORT_MAX_FILES', '2');
  vi.stubEnv('LEDGERLINE_IMPORT_MAX_PAGES', '3');
  started = await startTestApp();
  vi.unstubAllEnvs();
  const tenant = await buildTenant(started.database, 'Limits');
  companyId = tenant.companyId;
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [companyId],
  });
  token = (await signIn(started.app, user.email)).token;
});
afterAll(() => started.close());

function upload(files: Array<{ fileName: string; bytes: Uint8Array }>) {
  const boundary = '----limits';
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from('\r\n'),
  ]);
  return started.app.inject({
    method: 'POST',
    url: '/api/Import/Upload',
    payload: Buffer.concat([
      field('CompanyId', companyId),
      field('DocumentType', 'PurchaseInvoice'),
      ...parts,
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

describe('upload limits', () => {
  it('refuses a file above the size limit with Import_File_Too_Large and the limit in MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const response = await upload([
      { fileName: 'big.pdf', bytes: big },
      { fileName: 'small.pdf', bytes: await textPdf(1) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Errors).toEqual([{ FileName: 'big.pdf', Message: 'Import_File_Too_Large%%1' }]);
    expect(response.json().Documents).toHaveLength(1);
  });

  it.each([3, 4])('refuses %i files when at most 2 may come in one upload', async (count) => {
    const pdf = await textPdf(1);
    const files = Array.from({ length: count }, (_, i) => ({ fileName: `${i}.pdf`, bytes: pdf }));
    const response = await upload(files);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Import_Too_Many_Files%%2');
  });

  it('refuses a PDF with more pages than the limit with Import_Too_Many_Pages and the limit, before rendering', async () => {
    const response = await upload([
      { fileName: 'long.pdf', bytes: await textPdf(4) },
      { fileName: 'short.pdf', bytes: await textPdf(3) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Errors).toEqual([{ FileName: 'long.pdf', Message: 'Import_Too_Many_Pages%%3' }]);
    expect(response.json().Documents.map((d: { FileName: string }) => d.FileName)).toEqual(['short.pdf']);
  });

  it('refuses a Factur-X PDF with more pages than the limit too', async () => {
    const facturX = await PDFDocument.load(
      fs.readFileSync(corpusPath('einvoices/akretion-factur-x/pdf/invoice_EN16931.pdf')),
    );
    while (facturX.getPageCount() <= 3) facturX.addPage();
    const response = await upload([{ fileName: 'long-factur-x.pdf', bytes: await facturX.save() }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Import_Too_Many_Pages%%3');
  });
});

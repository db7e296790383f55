import { buildTenant, signIn, startTestApp } from '../../test/harness';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let token: string;
let companyId: string;

beforeAll(async () => {
  started = await startTestApp();
  const tenant = await buildTenant(started.database, 'Broken');
  companyId = tenant.companyId;
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [companyId],
  });
  token = (await signIn(started.app, user.email)).token;
});
afterAll(() => started.close());

const boundary = '----broken';
const fields = () =>
  `--${boundary}\r\nContent-Disposition: form-data; name="CompanyId"\r\n\r\n${companyId}\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="DocumentType"\r\n\r\nPurchaseInvoice\r\n`;
const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 some bytes`;

const cases: Array<[string, string, () => string]> = [
  ['no boundary', 'multipart/form-data', () => `${fields()}--${boundary}--\r\n`],
  ['a truncated body', `multipart/form-data; boundary=${boundary}`, () => `${fields()}${filePart}`],
  ['garbage', `multipart/form-data; boundary=${boundary}`, () => '\u0000\u0001garbage without any part'],
  ['a wrong content type', 'text/plain', () => 'CompanyId=x'],
  ['a JSON body', 'application/json', () => JSON.stringify({ CompanyId: companyId })],
];

describe('POST /api/Import/Upload with a broken multipart body', () => {
  it.each(cases)('answers 400 Import_Invalid_Upload for %s', async (_name, contentType, body) => {
    const response = await started.app.inject({
      method: 'POST',
      url: '/api/Import/Upload',
      payload: body(),
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Message: 'Import_Invalid_Upload', Status: 400 });
  });
});

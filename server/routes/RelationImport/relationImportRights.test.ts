import { buildTenant, signedInClient, signIn, startTestApp } from '../../test/harness';
import { csv, postPreview } from './fixtures';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const file = {
  name: 'f.csv',
  content: csv([
    ['Code', 'Naam'],
    ['1', 'Alfa'],
  ]),
};

async function tenantWith(options: Parameters<Awaited<ReturnType<typeof buildTenant>>['user']>[0]) {
  const tenant = await buildTenant(ctx.database, 'Rights');
  const user = await tenant.user(options);
  return {
    tenant,
    token: (await signIn(ctx.app, user.email)).token,
    api: await signedInClient(ctx.app, user.email),
  };
}

describe('who may import', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await tenantWith({ name: 'Admin', IsAdmin: true });
    const preview = await postPreview(ctx.app, '', { CompanyId: tenant.companyId, Target: 'Vendor' }, file);
    expect(preview.statusCode).toBe(401);
    const imported = await ctx.app.inject({ method: 'POST', url: '/api/RelationImport/Import', payload: {} });
    expect(imported.statusCode).toBe(401);
  });

  it('refuses a user without a master-data right', async () => {
    const { tenant, token, api } = await tenantWith({
      name: 'Verifier',
      BaseRole: 'Check',
      UserViewRights: [],
      SeeCompanies: [],
      MaySeeAllCompanies: true,
    });
    const preview = await postPreview(
      ctx.app,
      token,
      { CompanyId: tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(preview.statusCode).toBe(403);
    const check = await api.post('/api/RelationImport/Check', {});
    expect(check.statusCode).toBe(403);
  });

  it('lets each target be imported only with its own right and only into companies the user sees', async () => {
    const tenant = await buildTenant(ctx.database, 'Rights');
    const purchaser = await tenant.user({
      name: 'Purchaser',
      UserViewRights: ['Vendors'],
      UserActionRights: [],
      SeeCompanies: [tenant.companyId],
    });
    const { token } = await signIn(ctx.app, purchaser.email);
    const answer = async (companyId: string, target: string) =>
      (await postPreview(ctx.app, token, { CompanyId: companyId, Target: target }, file)).statusCode;
    expect(await answer(tenant.companyId, 'Vendor')).toBe(200);
    expect(await answer(tenant.companyId, 'Customer')).toBe(403);
    expect(await answer(tenant.companyId, 'GeneralLedger')).toBe(403);
    expect(await answer(tenant.otherCompanyId, 'Vendor')).toBe(403);
  });

  it('lets a settings editor import code lists but not vendors', async () => {
    const { tenant, token } = await tenantWith({
      name: 'Settings',
      UserViewRights: [],
      UserActionRights: ['SettingsEdit'],
      MaySeeAllCompanies: true,
    });
    const ledger = await postPreview(
      ctx.app,
      token,
      { CompanyId: tenant.companyId, Target: 'GeneralLedger' },
      file,
    );
    expect(ledger.statusCode).toBe(200);
    const vendors = await postPreview(
      ctx.app,
      token,
      { CompanyId: tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(vendors.statusCode).toBe(403);
  });

  it('refuses a read-only session', async () => {
    const { tenant, token, api } = await tenantWith({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const preview = await postPreview(
      ctx.app,
      token,
      { CompanyId: tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(preview.statusCode).toBe(403);
    expect(preview.json().Message).toBe('Error_ReadOnly_Account');
    const imported = await api.post('/api/RelationImport/Import', {
      UploadId: '00000000-0000-4000-8000-000000000000',
      CompanyId: tenant.companyId,
      Target: 'Vendor',
      Mapping: {},
    });
    expect(imported.statusCode).toBe(403);
  });

  it("answers 404 for another customer's company", async () => {
    const mine = await tenantWith({ name: 'Admin', IsAdmin: true });
    const theirs = await tenantWith({ name: 'Admin', IsAdmin: true });
    const preview = await postPreview(
      ctx.app,
      mine.token,
      { CompanyId: theirs.tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(preview.statusCode).toBe(404);
    expect(preview.json().Message).toBe('Company_Not_Found');
    const theirPreview = await postPreview(
      ctx.app,
      theirs.token,
      { CompanyId: theirs.tenant.companyId, Target: 'Vendor' },
      file,
    );
    const imported = await mine.api.post('/api/RelationImport/Import', {
      UploadId: theirPreview.json().UploadId,
      CompanyId: theirs.tenant.companyId,
      Target: 'Vendor',
      Mapping: theirPreview.json().Mapping,
    });
    expect(imported.statusCode).toBe(404);
  });
});

describe('a broken multipart body', () => {
  const boundary = '----broken';
  const fieldsPart = (companyId: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="CompanyId"\r\n\r\n${companyId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="Target"\r\n\r\nVendor\r\n`;
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nCode;Naam\r\n1;A`;
  const cases: Array<[string, string, (companyId: string) => string]> = [
    ['no boundary', 'multipart/form-data', (id) => `${fieldsPart(id)}--${boundary}--\r\n`],
    ['a truncated body', `multipart/form-data; boundary=${boundary}`, (id) => `${fieldsPart(id)}${filePart}`],
    ['garbage', `multipart/form-data; boundary=${boundary}`, () => '\u0000\u0001garbage without any part'],
    ['a JSON body', 'application/json', (id) => JSON.stringify({ CompanyId: id, Target: 'Vendor' })],
  ];

  it.each(cases)('answers 400 Import_Invalid_Upload for %s', async (_name, contentType, body) => {
    const { tenant, token } = await tenantWith({ name: 'Admin', IsAdmin: true });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/RelationImport/Preview',
      payload: body(tenant.companyId),
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Message: 'Import_Invalid_Upload', Status: 400 });
  });

  it('answers 400 Import_Too_Many_Files for a second file', async () => {
    const { tenant, token } = await tenantWith({ name: 'Admin', IsAdmin: true });
    const second = filePart.replace('a.csv', 'b.csv');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/RelationImport/Preview',
      payload: `${fieldsPart(tenant.companyId)}${filePart}\r\n${second}\r\n--${boundary}--\r\n`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Import_Too_Many_Files%%1');
  });
});

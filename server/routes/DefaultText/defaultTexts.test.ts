import { randomUUID } from 'node:crypto';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type DefaultText = {
  Id: string;
  CompanyId: string | null;
  Action: string | null;
  Name: string;
  Text: string;
  IsActive: boolean;
  UpdatedAt: string;
};

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

async function addText(api: Api, body: Record<string, unknown>) {
  const created = await api.post('/api/DefaultText', { Text: 'Graag goedkeuren.', ...body });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as DefaultText;
}

const namesOf = (response: { json(): unknown }) =>
  (response.json() as DefaultText[]).map((text) => text.Name);
const forAction = (companyId: string, action: string) =>
  `/api/DefaultText/ForAction?companyId=${companyId}&action=${action}`;

describe('default texts of the customer environment', () => {
  it('adds a default text, trimmed, for every company and action unless told; lists them by name', async () => {
    const { tenant, admin, api } = await adminTenant();
    const approve = await addText(api, { Name: '  Akkoord ', Text: ' Graag goedkeuren. ' });
    await addText(api, { Name: 'order klopt niet', Action: 'Reject', CompanyId: tenant.companyId });
    await addText(api, { Name: 'Budget', IsActive: false });
    expect(approve).toEqual({
      Id: approve.Id,
      CompanyId: null,
      Action: null,
      Name: 'Akkoord',
      Text: 'Graag goedkeuren.',
      IsActive: true,
      UpdatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(namesOf(await api.get('/api/DefaultText'))).toEqual(['Akkoord', 'Budget', 'order klopt niet']);
    expect((await api.get(`/api/DefaultText/${approve.Id}`)).json()).toEqual(approve);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({
        entity: 'DefaultText',
        entityId: approve.Id,
        action: 'create',
        userId: admin.id,
        changes: {
          CompanyId: null,
          Action: null,
          Name: 'Akkoord',
          Text: 'Graag goedkeuren.',
          IsActive: true,
        },
      }),
    );
  });

  it('searches names and texts, whatever the case, taking % and _ as plain characters', async () => {
    const { api } = await adminTenant();
    await addText(api, { Name: 'Akkoord', Text: 'Graag goedkeuren.' });
    await addText(api, { Name: 'Order', Text: 'Factuur klopt niet met de ORDER, graag nakijken.' });
    await addText(api, { Name: 'Korting', Text: 'Korting van 2% niet verrekend.' });
    expect(namesOf(await api.get('/api/DefaultText?search=order'))).toEqual(['Order']);
    expect(namesOf(await api.get('/api/DefaultText?search=GRAAG'))).toEqual(['Akkoord', 'Order']);
    expect(namesOf(await api.get(`/api/DefaultText?search=${encodeURIComponent('2%')}`))).toEqual([
      'Korting',
    ]);
    expect(namesOf(await api.get('/api/DefaultText?search=_'))).toEqual([]);
    expect(namesOf(await api.get('/api/DefaultText?search=%20%20'))).toHaveLength(3);
  });

  it('changes a default text through PUT and deletes it (204), each with its audit row', async () => {
    const { tenant, api } = await adminTenant();
    const text = await addText(api, { Name: 'Akkoord' });
    const changed = await api.put(`/api/DefaultText/${text.Id}`, {
      Name: 'Akkoord',
      Text: 'Akkoord, graag boeken.',
      Action: 'Approve',
      CompanyId: tenant.companyId,
      IsActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      Id: text.Id,
      Text: 'Akkoord, graag boeken.',
      Action: 'Approve',
      CompanyId: tenant.companyId,
      IsActive: false,
    });
    expect((await api.delete(`/api/DefaultText/${text.Id}`)).statusCode).toBe(204);
    const gone = await api.get(`/api/DefaultText/${text.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Default_Text_Not_Found');
    expect((await api.delete(`/api/DefaultText/${text.Id}`)).json().Message).toBe('Default_Text_Not_Found');
    const rows = (await auditRows(ctx.database, tenant.tenantId)).filter((row) => row.entityId === text.Id);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ['create', expect.objectContaining({ Name: 'Akkoord' })],
      [
        'update',
        {
          Text: { from: 'Graag goedkeuren.', to: 'Akkoord, graag boeken.' },
          Action: { from: null, to: 'Approve' },
          CompanyId: { from: null, to: tenant.companyId },
          IsActive: { from: true, to: false },
        },
      ],
      ['delete', expect.objectContaining({ Name: 'Akkoord', Text: 'Akkoord, graag boeken.' })],
    ]);
  });

  it('answers 404 Default_Text_Not_Found for an unknown id and 400 for a malformed one', async () => {
    const { api } = await adminTenant();
    const unknown = randomUUID();
    for (const response of [
      await api.get(`/api/DefaultText/${unknown}`),
      await api.put(`/api/DefaultText/${unknown}`, { Name: 'x', Text: 'y' }),
      await api.delete(`/api/DefaultText/${unknown}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Default_Text_Not_Found');
    }
    expect((await api.get('/api/DefaultText/not-an-id')).json().Errors).toEqual({ id: 'Validation_Guid' });
  });
});

describe('bad bodies', () => {
  it('requires a name and a text, each within its length, and changes nothing', async () => {
    const { tenant, api } = await adminTenant();
    const before = (await auditRows(ctx.database, tenant.tenantId)).length;
    for (const body of [{}, { Name: '   ', Text: '' }, { Name: null, Text: 12 }]) {
      const response = await api.post('/api/DefaultText', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toEqual({ Name: 'Validation_Required', Text: 'Validation_Required' });
    }
    const long = await api.post('/api/DefaultText', { Name: 'n'.repeat(101), Text: 't'.repeat(2001) });
    expect(long.json().Errors).toEqual({
      Name: 'Validation_Maximum_Length%%100',
      Text: 'Validation_Maximum_Length%%2000',
    });
    expect((await auditRows(ctx.database, tenant.tenantId)).length).toBe(before);
    expect((await api.get('/api/DefaultText')).json()).toEqual([]);
  });

  it('refuses an unknown action, a malformed company, a wrong active flag, NUL characters and huge text', async () => {
    const { api } = await adminTenant();
    const wrong = await api.post('/api/DefaultText', {
      Name: 'Akkoord',
      Text: 'Graag goedkeuren.',
      Action: 'Goedkeuren',
      CompanyId: 'company-a',
      IsActive: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual({
      Action: 'Validation_In_List',
      CompanyId: 'Validation_Guid',
      IsActive: 'Validation_Yes_No',
    });
    const nul = await api.post('/api/DefaultText', { Name: 'Ak\u0000koord', Text: 'Graag' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().Errors).toEqual({ Name: 'Validation_Invalid_Characters' });
    const huge = await api.post('/api/DefaultText', { Name: 'Akkoord', Text: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(400);
    for (const body of [[], null, { Name: { nested: true }, Text: ['x'] }])
      expect((await api.post('/api/DefaultText', body)).statusCode).toBe(400);
    expect((await api.get('/api/DefaultText')).json()).toEqual([]);
  });

  it('answers 404 Company_Not_Found for a company that does not exist in the environment', async () => {
    const { api } = await adminTenant();
    const unknown = await api.post('/api/DefaultText', { Name: 'x', Text: 'y', CompanyId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Company_Not_Found');
  });
});

describe('the texts offered when acting on a document', () => {
  it("offers the active texts of the document's company and of every company, for the action or every action, the company's own first", async () => {
    const { tenant, api } = await adminTenant();
    await addText(api, { Name: 'Zie bijlage' });
    await addText(api, { Name: 'Akkoord', Action: 'Approve' });
    await addText(api, { Name: 'Order klopt niet', Action: 'Reject' });
    await addText(api, { Name: 'Kostenplaats A', CompanyId: tenant.companyId });
    await addText(api, { Name: 'Kostenplaats B', CompanyId: tenant.otherCompanyId });
    await addText(api, { Name: 'Oud', IsActive: false });
    await addText(api, { Name: 'Budget akkoord', Action: 'Approve', CompanyId: tenant.companyId });
    expect(namesOf(await api.get(forAction(tenant.companyId, 'Approve')))).toEqual([
      'Budget akkoord',
      'Kostenplaats A',
      'Akkoord',
      'Zie bijlage',
    ]);
    expect(namesOf(await api.get(forAction(tenant.otherCompanyId, 'Reject')))).toEqual([
      'Kostenplaats B',
      'Order klopt niet',
      'Zie bijlage',
    ]);
  });

  it('answers every signed-in user, also one without the DefaultTexts right', async () => {
    const { tenant, api } = await adminTenant();
    await addText(api, { Name: 'Akkoord' });
    const verifier = await tenant.user({
      name: 'Verifier',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      ValidateCompanies: [tenant.companyId],
    });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    const offered = await asVerifier.get(forAction(tenant.companyId, 'Approve'));
    expect(offered.statusCode).toBe(200);
    expect(namesOf(offered)).toEqual(['Akkoord']);
  });

  it("answers 404 Company_Not_Found for another customer's company and 403 for a company outside the user's scopes", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    await addText(theirs.api, { Name: 'Geheim', CompanyId: theirs.tenant.companyId });
    const foreign = await mine.api.get(forAction(theirs.tenant.companyId, 'Approve'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Message).toBe('Company_Not_Found');
    const verifier = await mine.tenant.user({
      name: 'Verifier',
      BaseRole: 'Check',
      SeeCompanies: [mine.tenant.companyId],
      ValidateCompanies: [mine.tenant.companyId],
    });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    expect((await asVerifier.get(forAction(mine.tenant.companyId, 'Approve'))).statusCode).toBe(200);
    expect((await asVerifier.get(forAction(mine.tenant.otherCompanyId, 'Approve'))).statusCode).toBe(403);
  });

  it('needs a company id and an action of the catalogue (400)', async () => {
    const { tenant, api } = await adminTenant();
    expect((await api.get('/api/DefaultText/ForAction')).json().Errors).toEqual({
      companyId: 'Validation_Guid',
      action: 'Validation_In_List',
    });
    expect((await api.get(forAction('zzz', 'Approve'))).json().Errors).toEqual({
      companyId: 'Validation_Guid',
    });
    expect((await api.get(forAction(tenant.companyId, 'Goedkeuren'))).json().Errors).toEqual({
      action: 'Validation_In_List',
    });
  });
});

describe('rights', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/DefaultText' })).statusCode).toBe(401);
  });

  it("keeps another customer's default texts out of reach (404) and out of the list", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addText(theirs.api, { Name: 'Geheim' });
    expect((await mine.api.get('/api/DefaultText')).json()).toEqual([]);
    expect(namesOf(await mine.api.get(forAction(mine.tenant.companyId, 'Approve')))).toEqual([]);
    for (const response of [
      await mine.api.get(`/api/DefaultText/${their.Id}`),
      await mine.api.put(`/api/DefaultText/${their.Id}`, { Name: 'Van mij', Text: 'x' }),
      await mine.api.delete(`/api/DefaultText/${their.Id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Default_Text_Not_Found');
    }
    const onTheirCompany = await mine.api.post('/api/DefaultText', {
      Name: 'x',
      Text: 'y',
      CompanyId: theirs.tenant.companyId,
    });
    expect(onTheirCompany.json().Message).toBe('Company_Not_Found');
    expect(namesOf(await theirs.api.get('/api/DefaultText'))).toEqual(['Geheim']);
  });

  it('lets only users with the DefaultTexts right see the list and change texts (403)', async () => {
    const { tenant, api } = await adminTenant();
    const text = await addText(api, { Name: 'Akkoord' });
    const verifier = await tenant.user({ name: 'Verifier', BaseRole: 'Advanced' });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    for (const response of [
      await asVerifier.get('/api/DefaultText'),
      await asVerifier.get(`/api/DefaultText/${text.Id}`),
      await asVerifier.post('/api/DefaultText', { Name: 'Nieuw', Text: 'x' }),
      await asVerifier.put(`/api/DefaultText/${text.Id}`, { Name: 'Nieuw', Text: 'x' }),
      await asVerifier.delete(`/api/DefaultText/${text.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
    const keeper = await tenant.user({ name: 'Keeper', BaseRole: 'Check', UserViewRights: ['DefaultTexts'] });
    const asKeeper = await signedInClient(ctx.app, keeper.email);
    expect(namesOf(await asKeeper.get('/api/DefaultText'))).toEqual(['Akkoord']);
    expect((await asKeeper.post('/api/DefaultText', { Name: 'Nieuw', Text: 'x' })).statusCode).toBe(201);
  });

  it("refuses a text for a company outside the editor's scopes (403)", async () => {
    const { tenant } = await adminTenant();
    const keeper = await tenant.user({
      name: 'Keeper',
      BaseRole: 'Check',
      UserViewRights: ['DefaultTexts'],
      SeeCompanies: [tenant.companyId],
    });
    const asKeeper = await signedInClient(ctx.app, keeper.email);
    const own = await addText(asKeeper, { Name: 'Eigen', CompanyId: tenant.companyId });
    const other = { Name: 'Ander', Text: 'x', CompanyId: tenant.otherCompanyId };
    expect((await asKeeper.post('/api/DefaultText', other)).statusCode).toBe(403);
    expect((await asKeeper.put(`/api/DefaultText/${own.Id}`, other)).statusCode).toBe(403);
    expect((await asKeeper.get(`/api/DefaultText/${own.Id}`)).json().CompanyId).toBe(tenant.companyId);
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const text = await addText(api, { Name: 'Akkoord' });
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/DefaultText/${text.Id}`)).statusCode).toBe(200);
    expect(namesOf(await asReader.get(forAction(tenant.companyId, 'Approve')))).toEqual(['Akkoord']);
    for (const response of [
      await asReader.post('/api/DefaultText', { Name: 'Nieuw', Text: 'x' }),
      await asReader.put(`/api/DefaultText/${text.Id}`, { Name: 'Nieuw', Text: 'x' }),
      await asReader.delete(`/api/DefaultText/${text.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

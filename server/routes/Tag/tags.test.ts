import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Tag = { Id: string; Name: string };

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

async function addTag(api: Api, Name: string) {
  const created = await api.post('/api/Tag', { Name });
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as Tag;
}

const namesOf = (response: { json(): unknown }) => (response.json() as Tag[]).map((tag) => tag.Name);

describe('tags of the customer environment', () => {
  it('adds tags and lists them by name; GET /Tag/{id} answers one', async () => {
    const { tenant, admin, api } = await adminTenant();
    const urgent = await addTag(api, '  Spoed ');
    await addTag(api, 'btw verlegd');
    await addTag(api, 'Aanmaning');
    expect(urgent).toEqual({ Id: urgent.Id, Name: 'Spoed' });
    expect(namesOf(await api.get('/api/Tag/'))).toEqual(['Aanmaning', 'btw verlegd', 'Spoed']);
    expect((await api.get(`/api/Tag/${urgent.Id}`)).json()).toEqual(urgent);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entity: 'Tag', entityId: urgent.Id, action: 'create', userId: admin.id }),
    );
  });

  it('requires a name (Validation_Required)', async () => {
    const { api } = await adminTenant();
    for (const body of [{}, { Name: '   ' }, { Name: null }]) {
      const response = await api.post('/api/Tag', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toEqual({ Name: 'Validation_Required' });
    }
    expect((await api.post('/api/Tag', { Name: 'x'.repeat(51) })).json().Errors).toEqual({
      Name: 'Validation_Maximum_Length%%50',
    });
  });

  it('refuses a name another tag has, whatever its case, with Validation_Name_Not_Unique', async () => {
    const { tenant, api } = await adminTenant();
    const urgent = await addTag(api, 'Spoed');
    const other = await addTag(api, 'Later');
    const before = (await auditRows(ctx.database, tenant.tenantId)).length;
    const again = await api.post('/api/Tag', { Name: 'SPOED' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      Message: 'Validation_Failed',
      Errors: { Name: 'Validation_Name_Not_Unique' },
    });
    expect((await api.put(`/api/Tag/${other.Id}`, { Name: 'spoed' })).json().Errors).toEqual({
      Name: 'Validation_Name_Not_Unique',
    });
    // A tag may change the case of its own name.
    expect((await api.put(`/api/Tag/${urgent.Id}`, { Name: 'SPOED' })).json()).toEqual({
      Id: urgent.Id,
      Name: 'SPOED',
    });
    expect((await auditRows(ctx.database, tenant.tenantId)).length).toBe(before + 1);
    // Tags belong to the customer environment: another customer may use the same name.
    await addTag((await adminTenant()).api, 'Spoed');
  });

  it('renames through POST with an Id and through PUT, and deletes (204), each with its audit row', async () => {
    const { tenant, api } = await adminTenant();
    const tag = await addTag(api, 'Spoed');
    const renamed = await api.post('/api/Tag', { Id: tag.Id, Name: 'Met spoed' });
    expect(renamed.json()).toEqual({ Id: tag.Id, Name: 'Met spoed' });
    expect((await api.put(`/api/Tag/${tag.Id}`, { Name: 'Urgent' })).json()).toEqual({
      Id: tag.Id,
      Name: 'Urgent',
    });
    expect((await api.delete(`/api/Tag/${tag.Id}`)).statusCode).toBe(204);
    const gone = await api.get(`/api/Tag/${tag.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Tag_Not_Found');
    expect((await api.post('/api/Tag', { Id: tag.Id, Name: 'Terug' })).json().Message).toBe('Tag_Not_Found');
    const rows = (await auditRows(ctx.database, tenant.tenantId)).filter((row) => row.entityId === tag.Id);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ['create', { Name: 'Spoed' }],
      ['update', { Name: { from: 'Spoed', to: 'Met spoed' } }],
      ['update', { Name: { from: 'Met spoed', to: 'Urgent' } }],
      ['delete', { Name: 'Urgent' }],
    ]);
  });

  it('carries a rename through to the documents that carry the tag, and leaves other tags alone', async () => {
    const { tenant, api } = await adminTenant();
    const tag = await addTag(api, 'Marketing');
    const tagged = await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      tags: ['Marketing', 'Spoed'],
    });
    const other = await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      tags: ['Spoed'],
    });
    await api.put(`/api/Tag/${tag.Id}`, { Name: 'Marketing 2027' });
    const tagsOf = (id: string) =>
      ctx.database.withTenant(tenant.tenantId, async (tx) => {
        const [row] = await tx.select({ tags: documents.tags }).from(documents).where(eq(documents.id, id));
        return row.tags;
      });
    expect(await tagsOf(tagged)).toEqual(['Marketing 2027', 'Spoed']);
    expect(await tagsOf(other)).toEqual(['Spoed']);
  });

  it('answers 400 for a malformed id', async () => {
    const { api } = await adminTenant();
    expect((await api.get('/api/Tag/not-an-id')).json().Errors).toEqual({ id: 'Validation_Guid' });
    expect((await api.post('/api/Tag', { Id: 'x', Name: 'Spoed' })).json().Errors).toEqual({
      Id: 'Validation_Guid',
    });
  });
});

describe('rights', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Tag' })).statusCode).toBe(401);
  });

  it("keeps another customer's tags out of reach (404)", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addTag(theirs.api, 'Geheim');
    expect(namesOf(await mine.api.get('/api/Tag'))).toEqual([]);
    expect((await mine.api.get(`/api/Tag/${their.Id}`)).statusCode).toBe(404);
    expect((await mine.api.put(`/api/Tag/${their.Id}`, { Name: 'Van mij' })).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/Tag/${their.Id}`)).statusCode).toBe(404);
    expect(namesOf(await theirs.api.get('/api/Tag'))).toEqual(['Geheim']);
  });

  it('lets every signed-in user read tags, and only users with the Tags right change them (403)', async () => {
    const { tenant, api } = await adminTenant();
    const tag = await addTag(api, 'Spoed');
    const verifier = await tenant.user({ name: 'Verifier', BaseRole: 'Check' });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    expect(namesOf(await asVerifier.get('/api/Tag'))).toEqual(['Spoed']);
    for (const response of [
      await asVerifier.post('/api/Tag', { Name: 'Nieuw' }),
      await asVerifier.put(`/api/Tag/${tag.Id}`, { Name: 'Nieuw' }),
      await asVerifier.delete(`/api/Tag/${tag.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post' });
    expect(
      (await (await signedInClient(ctx.app, clerk.email)).post('/api/Tag', { Name: 'Nieuw' })).statusCode,
    ).toBe(200);
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const tag = await addTag(api, 'Spoed');
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/Tag/${tag.Id}`)).statusCode).toBe(200);
    for (const response of [
      await asReader.post('/api/Tag', { Name: 'Nieuw' }),
      await asReader.put(`/api/Tag/${tag.Id}`, { Name: 'Nieuw' }),
      await asReader.delete(`/api/Tag/${tag.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

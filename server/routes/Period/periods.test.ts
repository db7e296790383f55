import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Period = { Id: string; Code: string; StartDate: string; EndDate: string; IsClosed: boolean };

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

async function addPeriod(api: Api, companyId: string, Code: string, StartDate: string, EndDate: string) {
  const created = await api.post('/api/Period', { CompanyId: companyId, Code, StartDate, EndDate });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Period;
}

const codesOf = (response: { json(): unknown }) => (response.json() as Period[]).map((period) => period.Code);

describe('periods of a company', () => {
  it('creates periods (201) and answers them by start date through both calls', async () => {
    const { tenant, admin, api } = await adminTenant();
    const march = await addPeriod(api, tenant.companyId, '2026-03', '2026-03-01', '2026-03-31');
    await addPeriod(api, tenant.companyId, '2026-01', '2026-01-01', '2026-01-31');
    expect(march).toEqual({
      Id: march.Id,
      CompanyId: tenant.companyId,
      Code: '2026-03',
      StartDate: '2026-03-01',
      EndDate: '2026-03-31',
      IsClosed: false,
    });
    expect(codesOf(await api.get(`/api/Period?companyId=${tenant.companyId}`))).toEqual([
      '2026-01',
      '2026-03',
    ]);
    expect(codesOf(await api.get(`/api/Period/GetByCompany/${tenant.companyId}`))).toEqual([
      '2026-01',
      '2026-03',
    ]);
    expect((await api.get(`/api/Period?companyId=${tenant.otherCompanyId}`)).json()).toEqual([]);
    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows).toContainEqual(
      expect.objectContaining({ entity: 'Period', entityId: march.Id, action: 'create', userId: admin.id }),
    );
  });

  it('refuses a period overlapping another with Period_Overlaps and the other’s code', async () => {
    const { tenant, api } = await adminTenant();
    const january = await addPeriod(api, tenant.companyId, '2026-01', '2026-01-01', '2026-01-31');
    const february = await addPeriod(api, tenant.companyId, '2026-02', '2026-02-01', '2026-02-28');
    const before = (await auditRows(ctx.database, tenant.tenantId)).length;
    const overlapping = await api.post('/api/Period', {
      CompanyId: tenant.companyId,
      Code: 'Q1',
      StartDate: '2026-01-15',
      EndDate: '2026-03-31',
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({
      Message: 'Period_Overlaps%%2026-01',
      Code: 'Period_Overlaps',
    });
    const stretched = await api.put(`/api/Period/${february.Id}`, {
      Code: '2026-02',
      StartDate: '2026-01-31',
      EndDate: '2026-02-28',
    });
    expect(stretched.json().Message).toBe('Period_Overlaps%%2026-01');
    // A period may change its own dates and be closed; another company's periods are no obstacle.
    const closed = await api.put(`/api/Period/${january.Id}`, {
      Code: '2026-01',
      StartDate: '2026-01-02',
      EndDate: '2026-01-31',
      IsClosed: true,
    });
    expect(closed.json()).toMatchObject({ StartDate: '2026-01-02', IsClosed: true });
    await addPeriod(api, tenant.otherCompanyId, 'Q1', '2026-01-01', '2026-03-31');
    expect((await auditRows(ctx.database, tenant.tenantId)).length).toBe(before + 2);
  });

  it('refuses a code the company has with Validation_Code_Not_Unique', async () => {
    const { tenant, api } = await adminTenant();
    await addPeriod(api, tenant.companyId, '2026-01', '2026-01-01', '2026-01-31');
    const again = await api.post('/api/Period', {
      CompanyId: tenant.companyId,
      Code: '2026-01',
      StartDate: '2027-01-01',
      EndDate: '2027-01-31',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Errors).toEqual({ Code: 'Validation_Code_Not_Unique' });
  });

  it('answers 400 with the field keys for a malformed body', async () => {
    const { tenant, api } = await adminTenant();
    const bad = await api.post('/api/Period', {
      CompanyId: tenant.companyId,
      StartDate: '1 januari',
      EndDate: 20260131,
      IsClosed: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      Code: 'Validation_Required',
      StartDate: 'Validation_Required',
      EndDate: 'Validation_Required',
      IsClosed: 'Validation_Unknown',
    });
    const reversed = await api.post('/api/Period', {
      CompanyId: tenant.companyId,
      Code: 'X',
      StartDate: '2026-02-01',
      EndDate: '2026-01-01',
    });
    expect(reversed.json().Errors).toEqual({ EndDate: 'Validation_Date_Not_Before' });
    expect((await api.get('/api/Period')).json().Errors).toEqual({ companyId: 'Validation_Guid' });
  });

  it('changes and deletes a period (204), each with its audit row; an unknown one is Period_Not_Found', async () => {
    const { tenant, api } = await adminTenant();
    const period = await addPeriod(api, tenant.companyId, 'P1', '2026-01-01', '2026-01-31');
    expect(
      (
        await api.put(`/api/Period/${period.Id}`, {
          Code: 'P01',
          StartDate: '2026-01-01',
          EndDate: '2026-01-31',
        })
      ).json(),
    ).toMatchObject({
      Code: 'P01',
    });
    expect((await api.delete(`/api/Period/${period.Id}`)).statusCode).toBe(204);
    const gone = await api.delete(`/api/Period/${period.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Period_Not_Found');
    const actions = (await auditRows(ctx.database, tenant.tenantId))
      .filter((row) => row.entityId === period.Id)
      .map((row) => [row.action, row.changes]);
    expect(actions).toEqual([
      ['create', expect.objectContaining({ Code: 'P1' })],
      ['update', { Code: { from: 'P1', to: 'P01' } }],
      ['delete', expect.objectContaining({ Code: 'P01' })],
    ]);
  });
});

describe('POST /Period/GenerateYear', () => {
  it('adds the twelve months of a year, skipping codes the company has', async () => {
    const { tenant, api } = await adminTenant();
    await addPeriod(api, tenant.companyId, '2026-02', '2026-02-01', '2026-02-28');
    const generated = await api.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 2026 });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toHaveLength(11);
    expect(generated.json()[0]).toMatchObject({
      Code: '2026-01',
      StartDate: '2026-01-01',
      EndDate: '2026-01-31',
    });
    const all = (await api.get(`/api/Period/GetByCompany/${tenant.companyId}`)).json() as Period[];
    expect(all.map((period) => period.Code)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    expect(all[11]).toMatchObject({ StartDate: '2026-12-01', EndDate: '2026-12-31' });
    // Once there, a second run adds nothing.
    expect(
      (await api.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 2026 })).json(),
    ).toEqual([]);
  });

  it('refuses the whole year when a month would overlap another period', async () => {
    const { tenant, api } = await adminTenant();
    await addPeriod(api, tenant.companyId, 'Q4-2027', '2027-10-01', '2027-12-31');
    const refused = await api.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 2027 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Period_Overlaps%%Q4-2027');
    expect(codesOf(await api.get(`/api/Period/GetByCompany/${tenant.companyId}`))).toEqual(['Q4-2027']);
    const badYear = await api.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 26.5 });
    expect(badYear.json().Errors).toEqual({ Year: 'Validation_Not_A_Number' });
  });
});

describe('rights and scopes', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await adminTenant();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/Period?companyId=${tenant.companyId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps another customer's periods out of reach (404)", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addPeriod(theirs.api, theirs.tenant.companyId, 'P1', '2026-01-01', '2026-01-31');
    const list = await mine.api.get(`/api/Period?companyId=${theirs.tenant.companyId}`);
    expect(list.json().Message).toBe('Company_Not_Found');
    const body = { Code: 'P1', StartDate: '2026-01-01', EndDate: '2026-01-31' };
    expect((await mine.api.put(`/api/Period/${their.Id}`, body)).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/Period/${their.Id}`)).statusCode).toBe(404);
    const generate = await mine.api.post('/api/Period/GenerateYear', {
      CompanyId: theirs.tenant.companyId,
      Year: 2026,
    });
    expect(generate.statusCode).toBe(404);
  });

  it('limits a user to the companies of their scopes (403)', async () => {
    const { tenant, api } = await adminTenant();
    const other = await addPeriod(api, tenant.otherCompanyId, 'P1', '2026-01-01', '2026-01-31');
    const planner = await tenant.user({
      name: 'Planner',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      UserViewRights: ['PeriodTable'],
    });
    const asPlanner = await signedInClient(ctx.app, planner.email);
    expect((await asPlanner.get(`/api/Period?companyId=${tenant.companyId}`)).statusCode).toBe(200);
    expect((await asPlanner.get(`/api/Period?companyId=${tenant.otherCompanyId}`)).statusCode).toBe(403);
    const body = { Code: 'P1', StartDate: '2026-01-01', EndDate: '2026-01-31' };
    expect((await asPlanner.put(`/api/Period/${other.Id}`, body)).statusCode).toBe(403);
    expect(
      (await asPlanner.post('/api/Period', { ...body, CompanyId: tenant.otherCompanyId })).statusCode,
    ).toBe(403);
    expect((await asPlanner.post('/api/Period', { ...body, CompanyId: tenant.companyId })).statusCode).toBe(
      201,
    );
  });

  it('lets only users with the period table right change periods (403 Forbidden)', async () => {
    const { tenant, api } = await adminTenant();
    const period = await addPeriod(api, tenant.companyId, 'P1', '2026-01-01', '2026-01-31');
    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post', MaySeeAllCompanies: true });
    const asClerk = await signedInClient(ctx.app, clerk.email);
    expect((await asClerk.get(`/api/Period/GetByCompany/${tenant.companyId}`)).statusCode).toBe(200);
    const body = { Code: 'P2', StartDate: '2026-02-01', EndDate: '2026-02-28' };
    for (const response of [
      await asClerk.post('/api/Period', { ...body, CompanyId: tenant.companyId }),
      await asClerk.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 2026 }),
      await asClerk.put(`/api/Period/${period.Id}`, body),
      await asClerk.delete(`/api/Period/${period.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const period = await addPeriod(api, tenant.companyId, 'P1', '2026-01-01', '2026-01-31');
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    const body = { Code: 'P2', StartDate: '2026-02-01', EndDate: '2026-02-28' };
    for (const response of [
      await asReader.post('/api/Period', { ...body, CompanyId: tenant.companyId }),
      await asReader.post('/api/Period/GenerateYear', { CompanyId: tenant.companyId, Year: 2026 }),
      await asReader.put(`/api/Period/${period.Id}`, body),
      await asReader.delete(`/api/Period/${period.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Template = { Id: string; Name: string; IsDefault: boolean; [field: string]: unknown };

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const percentage = (Percentage: number, LedgerCode = '4100') => ({
  AmountType: 'Percentage',
  Percentage,
  LedgerCode,
});
const fixed = (Amount: number) => ({ AmountType: 'Fixed', Amount, LedgerCode: '4200' });
const rest = { AmountType: 'Rest', LedgerCode: '4999' };

const template = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  CompanyId: companyId,
  Name: 'Huur 60/40',
  Lines: [percentage(60), percentage(40, '4110')],
  ...overrides,
});

async function addTemplate(api: Api, companyId: string, overrides: Record<string, unknown> = {}) {
  const created = await api.post('/api/PostingTemplate', template(companyId, overrides));
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Template;
}

const namesOf = (response: { json(): unknown }) => (response.json() as Template[]).map((entry) => entry.Name);

describe('posting templates of a company', () => {
  it('creates a template with its lines (201) and answers it by id', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await addTemplate(api, tenant.companyId, {
      TargetType: 'Vendor',
      RelationCode: 'V100',
      Lines: [{ ...fixed(250), Percentage: 50, Description: 'Servicekosten' }, rest],
    });
    expect(created).toEqual({
      Id: created.Id,
      CompanyId: tenant.companyId,
      Name: 'Huur 60/40',
      TargetType: 'Vendor',
      RelationCode: 'V100',
      SortNumber: 0,
      IsDefault: false,
      DocumentType: 'PurchaseInvoice',
      Lines: [
        expect.objectContaining({
          AmountType: 'Fixed',
          Amount: 250,
          Percentage: null,
          Description: 'Servicekosten',
        }),
        expect.objectContaining({ AmountType: 'Rest', Amount: null, Percentage: null, LedgerCode: '4999' }),
      ],
    });
    expect((created.Lines as Array<{ Id: string }>)[0].Id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.get(`/api/PostingTemplate/${created.Id}`)).json()).toEqual(created);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({
        entity: 'PostingTemplate',
        entityId: created.Id,
        action: 'create',
        userId: admin.id,
      }),
    );
  });

  it('lists a company’s templates by sort number, then name', async () => {
    const { tenant, api } = await adminTenant();
    await addTemplate(api, tenant.companyId, { Name: 'zakelijk', SortNumber: 2 });
    await addTemplate(api, tenant.companyId, { Name: 'Energie', SortNumber: 2 });
    await addTemplate(api, tenant.companyId, { Name: 'Telefoon', SortNumber: 1 });
    await addTemplate(api, tenant.otherCompanyId, { Name: 'Elders' });
    const list = await api.get(`/api/PostingTemplate/GetByCompany/${tenant.companyId}`);
    expect(namesOf(list)).toEqual(['Telefoon', 'Energie', 'zakelijk']);
    expect(list.json()[0].Lines).toHaveLength(2);
  });

  it('keeps one default per company and document type: saving a default takes the mark from the other', async () => {
    const { tenant, api } = await adminTenant();
    const first = await addTemplate(api, tenant.companyId, { Name: 'Eerste', IsDefault: true });
    const sales = await addTemplate(api, tenant.companyId, {
      Name: 'Verkoop',
      IsDefault: true,
      DocumentType: 'SalesInvoice',
    });
    const elsewhere = await addTemplate(api, tenant.otherCompanyId, { Name: 'Elders', IsDefault: true });
    const second = await addTemplate(api, tenant.companyId, { Name: 'Tweede', IsDefault: true });
    const isDefault = async (id: string) => (await api.get(`/api/PostingTemplate/${id}`)).json().IsDefault;
    expect([await isDefault(first.Id), await isDefault(second.Id)]).toEqual([false, true]);
    expect([await isDefault(sales.Id), await isDefault(elsewhere.Id)]).toEqual([true, true]);
    // Updating the first to default again moves the mark back.
    await api.put(
      `/api/PostingTemplate/${first.Id}`,
      template(tenant.companyId, { Name: 'Eerste', IsDefault: true }),
    );
    expect([await isDefault(first.Id), await isDefault(second.Id)]).toEqual([true, false]);
    const cleared = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entityId === second.Id && row.action === 'update',
    );
    expect(cleared.map((row) => row.changes)).toEqual([{ IsDefault: { from: true, to: false } }]);
  });

  it('changes a template with new lines and deletes it (204); an unknown one is Posting_Template_Not_Found', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addTemplate(api, tenant.companyId);
    const changed = await api.put(
      `/api/PostingTemplate/${created.Id}`,
      template(tenant.companyId, { Name: 'Huur', Lines: [percentage(100)] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      Name: 'Huur',
      Lines: [{ AmountType: 'Percentage', Percentage: 100 }],
    });
    expect((await api.delete(`/api/PostingTemplate/${created.Id}`)).statusCode).toBe(204);
    const gone = await api.get(`/api/PostingTemplate/${created.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Posting_Template_Not_Found');
    const actions = (await auditRows(ctx.database, tenant.tenantId))
      .filter((row) => row.entityId === created.Id)
      .map((row) => row.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });
});

describe('the split rules of the lines, as field errors under Lines', () => {
  const refused = async (lines: unknown[]) => {
    const { tenant, api } = await adminTenant();
    const response = await api.post('/api/PostingTemplate', template(tenant.companyId, { Lines: lines }));
    expect(response.statusCode).toBe(400);
    return response.json().Errors;
  };

  it('allows one Rest line only (More_Than_One_Rest_Not_Allowed)', async () => {
    expect(await refused([fixed(10), rest, rest])).toEqual({ Lines: 'More_Than_One_Rest_Not_Allowed' });
  });

  it('does not mix a percentage with fixed amounts (Only_Percentages_Allowed)', async () => {
    expect(await refused([percentage(50), fixed(10)])).toEqual({ Lines: 'Only_Percentages_Allowed' });
  });

  it('does not mix fixed amounts with a percentage (Only_Fix_Rest_Allowed)', async () => {
    expect(await refused([fixed(10), percentage(50)])).toEqual({ Lines: 'Only_Fix_Rest_Allowed' });
  });

  it('needs percentages to make 100 (Posting_Template_Percentages_Not_100 with the total)', async () => {
    expect(await refused([percentage(60), percentage(30)])).toEqual({
      Lines: 'Posting_Template_Percentages_Not_100%%90',
    });
    expect(await refused([percentage(80), percentage(30), rest])).toEqual({
      Lines: 'Posting_Template_Percentages_Not_100%%110',
    });
  });

  it('answers the field keys of a malformed body', async () => {
    expect(
      await refused([
        { AmountType: 'Fixed' },
        { AmountType: 'Percentage' },
        { AmountType: 'Half', Percentage: 'x' },
      ]),
    ).toEqual({
      'Lines.0.Amount': 'Validation_Required',
      'Lines.1.Percentage': 'Validation_Required',
      'Lines.2.AmountType': 'Validation_In_List',
      'Lines.2.Percentage': 'Validation_Not_A_Number',
    });
    expect(await refused([])).toEqual({ Lines: 'Validation_List_Minimum_Length%%1' });
    const { tenant, api } = await adminTenant();
    const bad = await api.post('/api/PostingTemplate', {
      CompanyId: tenant.companyId,
      Name: '',
      TargetType: 'Customer',
      DocumentType: 'Receipt',
      SortNumber: -1,
      Lines: [percentage(100)],
    });
    expect(bad.json().Errors).toEqual({
      Name: 'Validation_Required',
      DocumentType: 'Validation_In_List',
      SortNumber: 'Validation_Positive',
    });
    const noRelation = await api.post(
      '/api/PostingTemplate',
      template(tenant.companyId, { TargetType: 'Customer' }),
    );
    expect(noRelation.json().Errors).toEqual({ RelationCode: 'Validation_Required' });
  });
});

describe('rights and scopes', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await adminTenant();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/PostingTemplate/GetByCompany/${tenant.companyId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps another customer's templates out of reach (404)", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addTemplate(theirs.api, theirs.tenant.companyId);
    expect((await mine.api.get(`/api/PostingTemplate/${their.Id}`)).statusCode).toBe(404);
    const list = await mine.api.get(`/api/PostingTemplate/GetByCompany/${theirs.tenant.companyId}`);
    expect(list.json().Message).toBe('Company_Not_Found');
    const body = template(theirs.tenant.companyId);
    expect((await mine.api.post('/api/PostingTemplate', body)).statusCode).toBe(404);
    expect((await mine.api.put(`/api/PostingTemplate/${their.Id}`, body)).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/PostingTemplate/${their.Id}`)).statusCode).toBe(404);
  });

  it('limits a verifier to the companies of their scopes (403) and keeps templates in their company', async () => {
    const { tenant, api } = await adminTenant();
    const other = await addTemplate(api, tenant.otherCompanyId);
    const verifier = await tenant.user({
      name: 'Verifier',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      ValidateCompanies: [tenant.companyId],
    });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    const mine = await addTemplate(asVerifier, tenant.companyId);
    expect(
      (await asVerifier.get(`/api/PostingTemplate/GetByCompany/${tenant.otherCompanyId}`)).statusCode,
    ).toBe(403);
    expect((await asVerifier.get(`/api/PostingTemplate/${other.Id}`)).statusCode).toBe(403);
    expect((await asVerifier.post('/api/PostingTemplate', template(tenant.otherCompanyId))).statusCode).toBe(
      403,
    );
    expect((await asVerifier.delete(`/api/PostingTemplate/${other.Id}`)).statusCode).toBe(403);
    const moved = await asVerifier.put(`/api/PostingTemplate/${mine.Id}`, template(tenant.otherCompanyId));
    expect(moved.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
  });

  it('lets only users who verify invoices change templates (403 Forbidden)', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addTemplate(api, tenant.companyId);
    const payer = await tenant.user({ name: 'Payer', BaseRole: 'ApprovePayment', MaySeeAllCompanies: true });
    const asPayer = await signedInClient(ctx.app, payer.email);
    expect((await asPayer.get(`/api/PostingTemplate/${created.Id}`)).statusCode).toBe(200);
    for (const response of [
      await asPayer.post('/api/PostingTemplate', template(tenant.companyId)),
      await asPayer.put(`/api/PostingTemplate/${created.Id}`, template(tenant.companyId)),
      await asPayer.delete(`/api/PostingTemplate/${created.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addTemplate(api, tenant.companyId);
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    for (const response of [
      await asReader.post('/api/PostingTemplate', template(tenant.companyId)),
      await asReader.put(`/api/PostingTemplate/${created.Id}`, template(tenant.companyId)),
      await asReader.delete(`/api/PostingTemplate/${created.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

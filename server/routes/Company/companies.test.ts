import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const validIban = 'NL91ABNA0417164300';

/** A fresh tenant with a signed-in administrator (Companies view right and Admin action right). */
async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const storedRow = (tenantId: string, id: string) =>
  ctx.database
    .withTenant(tenantId, (tx) => tx.select().from(companies).where(eq(companies.id, id)))
    .then(([row]) => row);

const ids = (list: Array<{ Id: string }>) => list.map((company) => company.Id);

describe('GET /api/company', () => {
  it("lists only the companies in the user's scopes, and all with MaySeeAllCompanies", async () => {
    const tenant = await buildTenant(ctx.database);
    const scoped = await tenant.user({ name: 'Scoped', SeeCompanies: [tenant.companyId] });
    const all = await tenant.user({ name: 'All', MaySeeAllCompanies: true });
    const none = await tenant.user({ name: 'None' });

    const scopedList = await (await signedInClient(ctx.app, scoped.email)).get('/api/company');
    expect(scopedList.statusCode).toBe(200);
    expect(ids(scopedList.json())).toEqual([tenant.companyId]);
    const allList = await (await signedInClient(ctx.app, all.email)).get('/api/company');
    expect(ids(allList.json())).toEqual([tenant.companyId, tenant.otherCompanyId]);
    expect((await (await signedInClient(ctx.app, none.email)).get('/api/company')).json()).toEqual([]);
  });

  it('counts every company scope (validate, handle, approve, sign) as seeing the company', async () => {
    const tenant = await buildTenant(ctx.database);
    const validator = await tenant.user({ name: 'Validator', ValidateCompanies: [tenant.otherCompanyId] });
    const list = await (await signedInClient(ctx.app, validator.email)).get('/api/company');
    expect(ids(list.json())).toEqual([tenant.otherCompanyId]);
  });
});

describe('GET /api/Company/{id}', () => {
  it('answers the detail with the company settings, and 403 for a company outside the scopes', async () => {
    const tenant = await buildTenant(ctx.database);
    const scoped = await tenant.user({ name: 'Scoped', SeeCompanies: [tenant.companyId] });
    const api = await signedInClient(ctx.app, scoped.email);
    const detail = await api.get(`/api/Company/${tenant.companyId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      Id: tenant.companyId,
      Name: 'Tenant Company A',
      LogisticsPassword: '',
    });
    expect(detail.json().Settings).toContainEqual({
      Name: 'Verify_UseFastVerify',
      Type: 'Bool',
      Value: false,
    });
    const outside = await api.get(`/api/Company/${tenant.otherCompanyId}`);
    expect(outside.statusCode).toBe(403);
  });

  it('answers 404 Company_Not_Found for an unknown company', async () => {
    const { api } = await adminTenant();
    const response = await api.get('/api/Company/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Company_Not_Found');
  });
});

describe('POST /api/Company', () => {
  it('creates the company (201) with the defaults: Country NL, Currency EUR, Manual adapter', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await api.post('/api/Company', { Name: 'Nieuw BV', Ibans: [validIban] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      Name: 'Nieuw BV',
      DisplayName: 'Nieuw BV',
      Country: 'NL',
      Currency: 'EUR',
      ErpAdapter: 'Manual',
      ErpLoginStatus: 'WaitingForLoginCheck',
      IsOnlineErpAdapter: false,
      IsDeleted: false,
      Ibans: [validIban],
      ErpParentCompanyId: null,
    });
    const id = created.json().Id;
    expect(ids((await api.get('/api/company')).json())).toContain(id);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([
      expect.objectContaining({ entity: 'Company', entityId: id, action: 'create', userId: admin.id }),
    ]);
  });

  it('accepts IBANs as people write them and stores their electronic format', async () => {
    const { tenant, api } = await adminTenant();
    const created = await api.post('/api/Company', {
      Name: 'Pasted BV',
      Ibans: ['IBAN: NL81 INGB 0671 2104 32', 'NO07.8380.08.06006'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().Ibans).toEqual(['NL81INGB0671210432', 'NO0783800806006']);
    expect((await storedRow(tenant.tenantId, created.json().Id)).ibans).toEqual([
      'NL81INGB0671210432',
      'NO0783800806006',
    ]);
    const wrong = await api.post('/api/Company', { Name: 'Typo BV', Ibans: ['IBAN NL82 INGB 0671 2104 32'] });
    expect(wrong.json().Errors).toEqual({ 'Ibans.0': 'Validation_Iban_Not_Valid' });
  });

  it('answers 400 with field messages, among them Validation_Iban_Not_Valid, and writes nothing', async () => {
    const { tenant, api } = await adminTenant();
    const badIban = await api.post('/api/Company', {
      Name: 'Bank BV',
      Ibans: [validIban, 'NL00BANK0123456789'],
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().Errors).toEqual({ 'Ibans.1': 'Validation_Iban_Not_Valid' });
    const fields = await api.post('/api/Company', { Name: ' ', Country: 'Netherlands', ErpAdapter: 'Nope' });
    expect(fields.json().Errors).toEqual({
      Name: 'Validation_Required',
      Country: 'Validation_Uppercase',
      ErpAdapter: 'Validation_In_List',
    });
    const badParent = await api.post('/api/Company', { Name: 'Child BV', ErpParentCompanyId: 'abc' });
    expect(badParent.json().Errors).toEqual({ ErpParentCompanyId: 'Validation_Guid' });
    const unknownParent = await api.post('/api/Company', {
      Name: 'Child BV',
      ErpParentCompanyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownParent.json().Errors).toEqual({ ErpParentCompanyId: 'Validation_In_List' });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
    expect((await api.get('/api/company')).json()).toHaveLength(2);
  });

  it('is refused (403) to a user with the Companies view right but without Admin', async () => {
    const tenant = await buildTenant(ctx.database);
    const viewer = await tenant.user({
      name: 'Viewer',
      UserViewRights: ['Companies'],
      MaySeeAllCompanies: true,
    });
    const response = await (await signedInClient(ctx.app, viewer.email)).post('/api/Company', { Name: 'X' });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/Company/{id}', () => {
  it('round-trips the fields; an empty parent means none and a changed adapter needs a new login check', async () => {
    const { tenant, admin, api } = await adminTenant();
    const current = (await api.get(`/api/Company/${tenant.companyId}`)).json();
    expect(current.ErpLoginStatus).toBe('Unknown');
    const changes = {
      Name: 'Renamed BV',
      DisplayName: 'Renamed',
      Country: 'BE',
      Currency: 'USD',
      ErpAdapter: 'ExactOnline',
      UsesSalesInvoices: true,
      UsesPackingSlips: true,
      LogisticsAdapter: 'Erp',
      VatNumber: 'BE0123456789',
      IsVatDeductible: false,
      Ibans: [validIban],
      TargetAdministrations: ['100', '200'],
      ChamberOfCommerceNumber: '12345678',
      PeriodDateBehavior: 'Today',
      ErpXmlPath: '/exports',
      Description: 'Our Belgian branch',
    };
    const updated = await api.put(`/api/Company/${tenant.companyId}`, {
      ...current,
      ...changes,
      ErpParentCompanyId: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      ...changes,
      ErpParentCompanyId: null,
      IsOnlineErpAdapter: true,
      ErpLoginStatus: 'WaitingForLoginCheck',
    });
    expect((await api.get(`/api/Company/${tenant.companyId}`)).json()).toEqual(updated.json());
    const [row] = await auditRows(ctx.database, tenant.tenantId);
    expect(row).toMatchObject({
      entity: 'Company',
      entityId: tenant.companyId,
      action: 'update',
      userId: admin.id,
    });
    expect(row.changes).toMatchObject({ name: { from: 'Tenant Company A', to: 'Renamed BV' } });
  });

  it("masks the logistics password as '********', and sending '********' back keeps the stored one", async () => {
    const { tenant, api } = await adminTenant();
    const url = `/api/Company/${tenant.companyId}`;
    const current = (await api.get(url)).json();
    const set = await api.put(url, { ...current, LogisticsLogin: 'wms', LogisticsPassword: 's3cret!' });
    expect(set.json().LogisticsPassword).toBe('********');
    expect((await storedRow(tenant.tenantId, tenant.companyId)).logisticsPassword).toBe('s3cret!');

    const kept = await api.put(url, {
      ...set.json<Record<string, unknown>>(),
      Description: 'password untouched',
    });
    expect(kept.json()).toMatchObject({ LogisticsPassword: '********', Description: 'password untouched' });
    expect((await storedRow(tenant.tenantId, tenant.companyId)).logisticsPassword).toBe('s3cret!');

    const audits = await auditRows(ctx.database, tenant.tenantId);
    expect(JSON.stringify(audits)).not.toContain('s3cret!');
  });

  it('round-trips the purchase-order match settings; old clients without them keep the defaults', async () => {
    const { tenant, api } = await adminTenant();
    const url = `/api/Company/${tenant.companyId}`;
    const current = (await api.get(url)).json();
    expect(current).toMatchObject({
      PurchaseOrderMatchRequired: false,
      PurchaseOrderMatchMode: 'TwoWay',
      PriceTolerancePercentage: 0,
      PriceToleranceAmount: 0,
      QuantityTolerancePercentage: 0,
    });
    const settings = {
      PurchaseOrderMatchRequired: true,
      PurchaseOrderMatchMode: 'ThreeWay',
      PriceTolerancePercentage: 2.5,
      PriceToleranceAmount: 0.05,
      QuantityTolerancePercentage: 10,
    };
    const updated = await api.put(url, { ...current, ...settings });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject(settings);
    expect((await api.get(url)).json()).toMatchObject(settings);
    expect(await storedRow(tenant.tenantId, tenant.companyId)).toMatchObject({
      purchaseOrderMatchRequired: true,
      purchaseOrderMatchMode: 'ThreeWay',
      priceTolerancePercentage: 2.5,
      priceToleranceAmount: 0.05,
      quantityTolerancePercentage: 10,
    });
    const created = await api.post('/api/Company', { Name: 'Old Client BV' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ PurchaseOrderMatchMode: 'TwoWay', PriceTolerancePercentage: 0 });
  });

  it('answers 400 for a tolerance of 150 %, a negative amount or an unknown match mode, and stores nothing', async () => {
    const { tenant, api } = await adminTenant();
    const url = `/api/Company/${tenant.companyId}`;
    const current = (await api.get(url)).json();
    const refused = async (changes: Record<string, unknown>) => {
      const response = await api.put(url, { ...current, ...changes });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().Errors;
    };
    expect(await refused({ PriceTolerancePercentage: 150 })).toEqual({
      PriceTolerancePercentage: 'Validation_Percentage',
    });
    expect(await refused({ QuantityTolerancePercentage: -1 })).toEqual({
      QuantityTolerancePercentage: 'Validation_Percentage',
    });
    expect(await refused({ PriceToleranceAmount: -0.01 })).toEqual({
      PriceToleranceAmount: 'Validation_Positive',
    });
    expect(await refused({ PurchaseOrderMatchMode: 'FourWay' })).toEqual({
      PurchaseOrderMatchMode: 'Validation_In_List',
    });
    expect(await refused({ PriceTolerancePercentage: 'ten' })).toEqual({
      PriceTolerancePercentage: 'Validation_Not_A_Number',
    });
    expect((await storedRow(tenant.tenantId, tenant.companyId)).priceTolerancePercentage).toBe(0);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('round-trips the payment settings (paying account, SEPA profile and version, netting) and refuses a bad IBAN or BIC', async () => {
    const { tenant, api } = await adminTenant();
    const url = `/api/Company/${tenant.companyId}`;
    const current = (await api.get(url)).json();
    expect(current).toMatchObject({
      SepaProfile: 'Generic',
      PainVersion: 'pain.001.001.03',
      PaymentIban: '',
    });
    const payments = {
      PaymentIban: 'nl91 abna 0417 1643 00',
      PaymentBic: 'abnanl2a',
      SepaProfile: 'GermanGbic',
      PainVersion: 'pain.001.001.09',
      NetCreditNotes: true,
    };
    const updated = await api.put(url, { ...current, ...payments });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await api.get(url)).json()).toMatchObject({
      ...payments,
      PaymentIban: validIban,
      PaymentBic: 'ABNANL2A',
    });
    const saved = (await api.get(url)).json();
    for (const [changes, errors] of [
      [{ PaymentIban: 'NL12ABNA0000000000' }, { PaymentIban: 'Iban_Invalid' }],
      [{ PaymentBic: 'ABN' }, { PaymentBic: 'Bic_Invalid' }],
      [{ SepaProfile: 'Martian' }, { SepaProfile: 'Validation_In_List' }],
      [{ PainVersion: 'pain.001.001.02' }, { PainVersion: 'Validation_In_List' }],
    ] as const) {
      const refused = await api.put(url, { ...saved, ...changes });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().Errors).toEqual(errors);
    }
    expect(await storedRow(tenant.tenantId, tenant.companyId)).toMatchObject({
      paymentIban: validIban,
      sepaProfile: 'GermanGbic',
      netCreditNotes: true,
    });
  });

  it('answers 404 Company_Not_Found for an unknown company and changes nothing on a bad IBAN', async () => {
    const { tenant, api } = await adminTenant();
    const unknown = await api.put('/api/Company/00000000-0000-4000-8000-000000000000', { Name: 'Ghost' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Company_Not_Found');
    const bad = await api.put(`/api/Company/${tenant.companyId}`, { Name: 'Changed', Ibans: ['NL12'] });
    expect(bad.json().Errors).toEqual({ 'Ibans.0': 'Validation_Iban_Not_Valid' });
    expect((await storedRow(tenant.tenantId, tenant.companyId)).name).toBe('Tenant Company A');
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });
});

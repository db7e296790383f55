import { SettingCatalogue } from '../../../domain/entities/setting';
import { buildSetting } from '../../db/seed/factories';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with a signed-in administrator holding Settings and SettingsEdit. */
async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('GET /api/Setting', () => {
  it('answers every known setting with its type, the customer value where set and the default elsewhere', async () => {
    const { tenant, api } = await adminTenant();
    await buildSetting(ctx.database, tenant.tenantId, {
      name: 'Mail_SenderName',
      type: 'Text',
      text: 'Acme',
    });
    const response = await api.get('/api/Setting');
    expect(response.statusCode).toBe(200);
    const list: Array<{ Name: string; Type: string; TextValue: string | null }> = response.json();
    expect(list.map((s) => s.Name)).toEqual(Object.keys(SettingCatalogue));
    expect(list.find((s) => s.Name === 'Mail_SenderName')).toMatchObject({ Type: 'Text', TextValue: 'Acme' });
    expect(list.find((s) => s.Name === 'Verify_MaximumNumberOfDaysInPast')).toEqual({
      Name: 'Verify_MaximumNumberOfDaysInPast',
      Type: 'Int',
      BoolValue: null,
      IntValue: 365,
      TextValue: null,
      CompanyId: null,
    });
  });

  it('needs the Settings view right (403)', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Plain' });
    expect((await (await signedInClient(ctx.app, user.email)).get('/api/Setting')).statusCode).toBe(403);
  });
});

describe('GET /api/Setting/{name}', () => {
  it('falls back from the company value to the customer value to the default', async () => {
    const { tenant, api } = await adminTenant();
    const url = '/api/Setting/Verify_UseFastVerify';
    const forCompany = `${url}?companyId=${tenant.companyId}`;
    expect((await api.get(url)).json()).toMatchObject({ Type: 'Bool', BoolValue: false, CompanyId: null });

    expect((await api.put(url, { BoolValue: true })).statusCode).toBe(200);
    expect((await api.get(url)).json()).toMatchObject({ BoolValue: true, CompanyId: null });
    expect((await api.get(forCompany)).json()).toMatchObject({ BoolValue: true, CompanyId: null });

    const own = await api.put(url, { CompanyId: tenant.companyId, BoolValue: false });
    expect(own.json()).toMatchObject({ BoolValue: false, CompanyId: tenant.companyId });
    expect((await api.get(forCompany)).json()).toMatchObject({
      BoolValue: false,
      CompanyId: tenant.companyId,
    });
    expect((await api.get(`${url}?companyId=${tenant.otherCompanyId}`)).json()).toMatchObject({
      BoolValue: true,
      CompanyId: null,
    });
    expect((await api.get(url)).json().BoolValue).toBe(true);
  });

  it('is open to every signed-in user, except for a company outside their scopes (403)', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Scoped', SeeCompanies: [tenant.companyId] });
    const api = await signedInClient(ctx.app, user.email);
    expect((await api.get('/api/Setting/Support_Url')).json()).toMatchObject({ Type: 'Text', TextValue: '' });
    expect((await api.get(`/api/Setting/Verify_ValidateIban?companyId=${tenant.companyId}`)).statusCode).toBe(
      200,
    );
    const outside = await api.get(`/api/Setting/Verify_ValidateIban?companyId=${tenant.otherCompanyId}`);
    expect(outside.statusCode).toBe(403);
  });

  it('answers 404 Setting_Not_Found for an unknown setting and Company_Not_Found for an unknown company', async () => {
    const { api } = await adminTenant();
    const setting = await api.get('/api/Setting/No_Such_Setting');
    expect(setting.statusCode).toBe(404);
    expect(setting.json().Message).toBe('Setting_Not_Found');
    const company = await api.get(`/api/Setting/Verify_UseFastVerify?companyId=${unknownId}`);
    expect(company.statusCode).toBe(404);
    expect(company.json().Message).toBe('Company_Not_Found');
    expect((await api.get(`/api/Setting?companyId=${unknownId}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/Setting/{name}', () => {
  it('stores the value with an audit row in the same transaction', async () => {
    const { tenant, admin, api } = await adminTenant();
    const response = await api.put('/api/Setting/Verify_MaximumNumberOfDaysInPast', { IntValue: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Name: 'Verify_MaximumNumberOfDaysInPast',
      Type: 'Int',
      BoolValue: null,
      IntValue: 30,
      TextValue: null,
      CompanyId: null,
    });
    await api.put('/api/Setting/Verify_MaximumNumberOfDaysInPast', { IntValue: 60 });
    expect((await api.get('/api/Setting/Verify_MaximumNumberOfDaysInPast')).json().IntValue).toBe(60);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([
      expect.objectContaining({ entity: 'Setting', action: 'setting', userId: admin.id }),
      expect.objectContaining({ entity: 'Setting', entityId: 'Verify_MaximumNumberOfDaysInPast' }),
    ]);
  });

  it('answers 400 for a value of the wrong type, and writes nothing', async () => {
    const { tenant, api } = await adminTenant();
    const wrongField = await api.put('/api/Setting/Verify_UseFastVerify', { IntValue: 5 });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().Errors).toEqual({ BoolValue: 'Validation_Required' });
    const wrongType = await api.put('/api/Setting/Verify_UseFastVerify', { BoolValue: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().Errors)).toEqual(['BoolValue']);
    const fraction = await api.put('/api/Setting/Verify_MaximumNumberOfDaysInPast', { IntValue: 1.5 });
    expect(fraction.json().Errors).toEqual({ IntValue: 'Validation_Not_A_Number' });
    const huge = await api.put('/api/Setting/Verify_MaximumNumberOfDaysInPast', { IntValue: 1e12 });
    expect(huge.json().Errors).toEqual({ IntValue: 'Validation_Maximum_Value%%2147483647' });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('answers 404 Setting_Not_Found for an unknown setting', async () => {
    const { api } = await adminTenant();
    const response = await api.put('/api/Setting/No_Such_Setting', { BoolValue: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Setting_Not_Found');
  });

  it('answers 400 Setting_Customer_Only for a customer-wide setting sent with a CompanyId', async () => {
    const { tenant, api } = await adminTenant();
    const response = await api.put('/api/Setting/Workflow_UsesPaymentBatches', {
      CompanyId: tenant.companyId,
      BoolValue: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Setting_Customer_Only');
    expect((await api.get('/api/Setting/Workflow_UsesPaymentBatches')).json().BoolValue).toBe(false);
  });

  it('answers 400 for a CompanyId that is no company of the customer', async () => {
    const { api } = await adminTenant();
    const unknown = await api.put('/api/Setting/Verify_UseFastVerify', {
      CompanyId: unknownId,
      BoolValue: true,
    });
    expect(unknown.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
    const malformed = await api.put('/api/Setting/Verify_UseFastVerify', {
      CompanyId: 'abc',
      BoolValue: true,
    });
    expect(malformed.json().Errors).toEqual({ CompanyId: 'Validation_Guid' });
  });

  it('needs the SettingsEdit action right (403)', async () => {
    const tenant = await buildTenant(ctx.database);
    const viewer = await tenant.user({ name: 'Viewer', UserViewRights: ['Settings'], UserActionRights: [] });
    const api = await signedInClient(ctx.app, viewer.email);
    expect((await api.get('/api/Setting')).statusCode).toBe(200);
    expect((await api.put('/api/Setting/Verify_UseFastVerify', { BoolValue: true })).statusCode).toBe(403);
  });
});

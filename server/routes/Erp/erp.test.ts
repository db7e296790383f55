import { companyFeatureDescription } from '../../../domain/erp/companyFeatureDescription';
import {
  featureSetFor,
  featureSetSummaries,
  logisticFeatureSetSummaries,
} from '../../../domain/erp/registry';
import { buildCompany } from '../../db/seed/factories';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A signed-in request helper for a new user of the tenant. */
async function apiFor(tenant: TestTenant, options: Parameters<TestTenant['user']>[0]) {
  const user = await tenant.user(options);
  return client(ctx.app, (await signIn(ctx.app, user.email)).token);
}

/** A fresh tenant (companies A and B, both Manual) with a user who may see every company. */
async function tenantSeeingAll() {
  const tenant = await buildTenant(ctx.database, 'Erp');
  return { tenant, api: await apiFor(tenant, { name: 'All', MaySeeAllCompanies: true }) };
}

const descriptionKeys = [
  'BaseFeatures',
  'CodeMaxAllowedVatDifference',
  'CodingFeatures',
  'CompanyId',
  'DocumentFeatures',
  'ErpAdapter',
  'OrderedCodingFields',
  'SupportedCustomerFields',
  'SupportedPurchaseOrderLineFields',
  'SupportedVendorFields',
];

const manualDescription = (CompanyId: string) =>
  companyFeatureDescription({
    Id: CompanyId,
    ErpAdapter: 'Manual',
    LogisticsAdapter: 'None',
    ErpFeatureSetId: null,
    LogisticsFeatureSetId: null,
  });

describe('ERP feature calls', () => {
  it('answer 401 without a token', async () => {
    const { tenant } = await tenantSeeingAll();
    for (const url of [
      '/api/Company/GetErpFeatures',
      `/api/Company/GetErpFeatures/${tenant.companyId}`,
      '/api/Erp/GetErpFeatureSetSummaries',
      '/api/Erp/GetLogisticFeatureSetSummaries',
      '/api/Erp/GetSynchronizationOptions/Twinfield',
      '/api/Erp/IsErpFunctionEnabled/CheckLogin',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/Company/GetErpFeatures', () => {
  it('answers the Company feature description of every visible company, in name order', async () => {
    const { tenant, api } = await tenantSeeingAll();
    const response = await api.get('/api/Company/GetErpFeatures');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((description: { CompanyId: string }) => description.CompanyId)).toEqual([
      tenant.companyId,
      tenant.otherCompanyId,
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(descriptionKeys);
    expect(list[0]).toEqual(manualDescription(tenant.companyId));
    expect(list[0].CodingFeatures[0]).toEqual({
      Feature: 'GeneralLedger',
      Restriction: 'Optional',
      CanBeChanged: true,
    });
  });

  it("wins over /api/Company/:id, which still answers a company's detail", async () => {
    const { tenant, api } = await tenantSeeingAll();
    const list = await api.get('/api/Company/GetErpFeatures');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const detail = await api.get(`/api/Company/${tenant.companyId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().Id).toBe(tenant.companyId);
  });

  it('lists only the companies in the user’s scopes', async () => {
    const tenant = await buildTenant(ctx.database, 'Erp');
    const api = await apiFor(tenant, { name: 'Scoped', SeeCompanies: [tenant.companyId] });
    const list = (await api.get('/api/Company/GetErpFeatures')).json();
    expect(list.map((description: { CompanyId: string }) => description.CompanyId)).toEqual([
      tenant.companyId,
    ]);
    const none = await apiFor(tenant, { name: 'None' });
    expect((await none.get('/api/Company/GetErpFeatures')).json()).toEqual([]);
  });
});

describe('GET /api/Company/GetErpFeatures/{companyId}', () => {
  it('answers the feature description of one company', async () => {
    const { tenant, api } = await tenantSeeingAll();
    const exact = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Exact BV',
      ErpAdapter: 'ExactOnline',
      ErpFeatureSetId: 'ExactOnline.Wholesale',
      LogisticsAdapter: 'Erp',
    });
    const response = await api.get(`/api/Company/GetErpFeatures/${exact}`);
    expect(response.statusCode).toBe(200);
    const description = response.json();
    expect(Object.keys(description).sort()).toEqual(descriptionKeys);
    expect(description.CompanyId).toBe(exact);
    expect(description.ErpAdapter).toBe('ExactOnline');
    expect(description.OrderedCodingFields).toEqual(expect.arrayContaining(['Dimension1', 'Article']));
    expect(description.SupportedPurchaseOrderLineFields).toEqual(
      featureSetFor('ExactOnline', 'ExactOnline.Wholesale').SupportedPurchaseOrderLineFields,
    );
  });

  it('answers 403 for a company outside the user’s scopes', async () => {
    const tenant = await buildTenant(ctx.database, 'Erp');
    const api = await apiFor(tenant, { name: 'Scoped', SeeCompanies: [tenant.companyId] });
    expect((await api.get(`/api/Company/GetErpFeatures/${tenant.companyId}`)).statusCode).toBe(200);
    const outside = await api.get(`/api/Company/GetErpFeatures/${tenant.otherCompanyId}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().Message).toBe('Forbidden');
  });

  it("answers 404 Company_Not_Found for an unknown company and for another customer's company", async () => {
    const { api } = await tenantSeeingAll();
    const other = await buildTenant(ctx.database, 'Other');
    for (const id of ['00000000-0000-4000-8000-000000000000', other.companyId]) {
      const response = await api.get(`/api/Company/GetErpFeatures/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().Message).toBe('Company_Not_Found');
    }
  });

  it('answers 400 Validation_Guid for a company id that is not a GUID', async () => {
    const { api } = await tenantSeeingAll();
    const response = await api.get('/api/Company/GetErpFeatures/not-a-guid');
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ companyId: 'Validation_Guid' });
  });

  it("changes when the company's ERP adapter changes", async () => {
    const tenant = await buildTenant(ctx.database, 'Erp');
    const api = await apiFor(tenant, { name: 'Admin', IsAdmin: true });
    const url = `/api/Company/GetErpFeatures/${tenant.companyId}`;
    expect((await api.get(url)).json().ErpAdapter).toBe('Manual');

    const saved = await api.put(`/api/Company/${tenant.companyId}`, {
      Name: 'Erp Company A',
      ErpAdapter: 'Twinfield',
    });
    expect(saved.statusCode).toBe(200);
    const description = (await api.get(url)).json();
    expect(description.ErpAdapter).toBe('Twinfield');
    expect(description.OrderedCodingFields).toEqual([
      'GeneralLedger',
      'Description',
      'VatCode',
      'Dimension2',
      'Dimension3',
    ]);
    expect(description.SupportedVendorFields).toEqual(featureSetFor('Twinfield').SupportedVendorFields);
  });
});

describe('GET /api/Erp/GetErpFeatureSetSummaries and GetLogisticFeatureSetSummaries', () => {
  it('answer every feature set as Id, Name and adapter', async () => {
    const { api } = await tenantSeeingAll();
    const erp = await api.get('/api/Erp/GetErpFeatureSetSummaries');
    expect(erp.statusCode).toBe(200);
    expect(erp.json()).toEqual(featureSetSummaries());
    expect(erp.json()).toContainEqual({ Id: 'Twinfield', Name: 'Twinfield', ErpAdapter: 'Twinfield' });
    const logistics = await api.get('/api/Erp/GetLogisticFeatureSetSummaries');
    expect(logistics.statusCode).toBe(200);
    expect(logistics.json()).toEqual(logisticFeatureSetSummaries());
    expect(logistics.json()).toContainEqual({ Id: 'Erp', Name: 'ERP', LogisticsAdapter: 'Erp' });
  });
});

describe('GET /api/Erp/GetSynchronizationOptions/{adapter}', () => {
  it("answers the company update jobs of the adapter's default feature set", async () => {
    const { api } = await tenantSeeingAll();
    const response = await api.get('/api/Erp/GetSynchronizationOptions/Manual');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['CreateVendors', 'CreateCustomers']);
    expect((await api.get('/api/Erp/GetSynchronizationOptions/ExactOnline')).json()).toEqual(
      featureSetFor('ExactOnline').SynchronizationOptions,
    );
  });

  it('answers 400 Validation_In_List for an unknown adapter', async () => {
    const { api } = await tenantSeeingAll();
    const response = await api.get('/api/Erp/GetSynchronizationOptions/Sap');
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ adapter: 'Validation_In_List' });
  });
});

describe('GET /api/Erp/IsErpFunctionEnabled/{function}', () => {
  it('is true when a visible company has the base feature, and false for an unknown function', async () => {
    const { tenant, api } = await tenantSeeingAll();
    expect((await api.get('/api/Erp/IsErpFunctionEnabled/PostAttachment')).json()).toBe(false);
    await buildCompany(ctx.database, tenant.tenantId, { Name: 'Exact BV', ErpAdapter: 'ExactOnline' });
    const enabled = await api.get('/api/Erp/IsErpFunctionEnabled/PostAttachment');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toBe(true);
    expect((await api.get('/api/Erp/IsErpFunctionEnabled/LaunchRocket')).json()).toBe(false);
  });

  it('looks only at the companies the user may see', async () => {
    const tenant = await buildTenant(ctx.database, 'Erp');
    const exact = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Exact BV',
      ErpAdapter: 'ExactOnline',
    });
    const scoped = await apiFor(tenant, { name: 'Scoped', SeeCompanies: [tenant.companyId] });
    expect((await scoped.get('/api/Erp/IsErpFunctionEnabled/CheckLogin')).json()).toBe(false);
    const exactUser = await apiFor(tenant, { name: 'Exact', SeeCompanies: [exact] });
    expect((await exactUser.get('/api/Erp/IsErpFunctionEnabled/CheckLogin')).json()).toBe(true);
  });
});

import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with a signed-in administrator (Companies view right and Admin action right). */
async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const request = (companyId: string) => ({
  CompanyId: companyId,
  ErpName: 'Snelstart',
  Answer: 'We post about 200 invoices a month',
  ErpUrl: 'https://www.snelstart.nl',
  UsageContext: 'Purchase invoices',
});

describe('POST /api/Request/ManualAdapter', () => {
  it('creates the request (201) with an audit row, and GetByCompanyId answers the latest one', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await api.post('/api/Request/ManualAdapter', request(tenant.companyId));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(request(tenant.companyId));
    expect(created.json().Id).toMatch(/^[0-9a-f-]{36}$/);

    const fetched = await api.get(`/api/Request/ManualAdapter/GetByCompanyId/${tenant.companyId}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created.json());

    const later = await api.post('/api/Request/ManualAdapter', {
      CompanyId: tenant.companyId,
      ErpName: 'Twinfield',
    });
    expect(later.json()).toMatchObject({ ErpName: 'Twinfield', Answer: '', ErpUrl: '', UsageContext: '' });
    const latest = await api.get(`/api/Request/ManualAdapter/GetByCompanyId/${tenant.companyId}`);
    expect(latest.json().Id).toBe(later.json().Id);

    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([
      expect.objectContaining({
        entity: 'ManualAdapterRequest',
        entityId: created.json().Id,
        userId: admin.id,
      }),
      expect.objectContaining({
        entity: 'ManualAdapterRequest',
        entityId: later.json().Id,
        action: 'create',
      }),
    ]);
  });

  it('answers 400 for an unknown company, a malformed company id, a bad ErpUrl or no ErpName, writing nothing', async () => {
    const { tenant, api } = await adminTenant();
    const unknown = await api.post(
      '/api/Request/ManualAdapter',
      request('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
    const malformed = await api.post('/api/Request/ManualAdapter', request('abc'));
    expect(malformed.json().Errors).toEqual({ CompanyId: 'Validation_Guid' });
    const empty = await api.post('/api/Request/ManualAdapter', { CompanyId: '', ErpName: ' ' });
    expect(empty.json().Errors).toEqual({ CompanyId: 'Validation_Required', ErpName: 'Validation_Required' });
    const badUrl = await api.post('/api/Request/ManualAdapter', {
      ...request(tenant.companyId),
      ErpUrl: 'not a url',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(Object.keys(badUrl.json().Errors)).toEqual(['ErpUrl']);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
    expect((await api.get(`/api/Request/ManualAdapter/GetByCompanyId/${tenant.companyId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/Request/ManualAdapter/GetByCompanyId/{id}', () => {
  it('answers 404 Manual_Request_Not_Found when the company has none', async () => {
    const { tenant, api } = await adminTenant();
    await api.post('/api/Request/ManualAdapter', request(tenant.companyId));
    const none = await api.get(`/api/Request/ManualAdapter/GetByCompanyId/${tenant.otherCompanyId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().Message).toBe('Manual_Request_Not_Found');
  });

  it('answers 403 for a company outside the scopes of a user with the Companies view right', async () => {
    const { tenant, api } = await adminTenant();
    await api.post('/api/Request/ManualAdapter', request(tenant.otherCompanyId));
    const viewer = await tenant.user({
      name: 'Viewer',
      UserViewRights: ['Companies'],
      SeeCompanies: [tenant.companyId],
    });
    const viewerApi = await signedInClient(ctx.app, viewer.email);
    const outside = await viewerApi.get(`/api/Request/ManualAdapter/GetByCompanyId/${tenant.otherCompanyId}`);
    expect(outside.statusCode).toBe(403);
    expect((await viewerApi.post('/api/Request/ManualAdapter', request(tenant.companyId))).statusCode).toBe(
      403,
    );
  });
});

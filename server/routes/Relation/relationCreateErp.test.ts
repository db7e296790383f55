import { eq } from 'drizzle-orm';
import { relations } from '../../db/schema/index';
import { buildTenant, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';
import {
  connectCompany,
  erpActionOf,
  runNextAttempt,
  UnreachableErp,
} from '../DocumentAction/erpPostingFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A customer whose company A creates relations in Tryton, which is down, and an administrator of it. */
async function tenantWithDownErp() {
  const tenant = await buildTenant(ctx.database, 'RelationErp');
  await connectCompany(ctx.database, tenant.tenantId, tenant.companyId, UnreachableErp);
  const admin = await tenant.user({ name: 'Admin', Email: uniqueEmail('admin'), IsAdmin: true });
  return { tenant, api: await signedInClient(ctx.app, admin.email) };
}

const relationsOf = (tenantId: string, companyId: string) =>
  ctx.database.withTenant(tenantId, (tx) =>
    tx.select().from(relations).where(eq(relations.companyId, companyId)),
  );

describe('POST /api/Relation for a company whose ERP creates relations', () => {
  it('asks the ERP through a CreateRelation action and stays Pending while the ERP does not answer', async () => {
    const { tenant, api } = await tenantWithDownErp();
    const created = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: false,
      Relation: { Name: 'Klant BV', Country: 'NL' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      ErpActionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      RelationCreateId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ErrorMessage: null,
    });
    const action = await erpActionOf(ctx.database, tenant.tenantId, created.json().ErpActionId);
    expect(action).toMatchObject({
      action: 'CreateRelation',
      companyId: tenant.companyId,
      state: 'Queued',
      attempts: 1,
      input: {
        RelationCreateId: created.json().RelationCreateId,
        IsVendor: false,
        Relation: { Name: 'Klant BV' },
      },
    });
    const status = await api.get(`/api/Customer/GetCreateStatus/${created.json().RelationCreateId}`);
    expect(status.json()).toEqual({ Status: 'Pending', Relation: null, ErrorMessage: null });
    // Nothing is made in Ledgerline before the ERP gave its code.
    expect(await relationsOf(tenant.tenantId, tenant.companyId)).toEqual([]);
  });

  it('says the creation failed, with the ERP message, once the attempts ran out', async () => {
    const { tenant, api } = await tenantWithDownErp();
    const created = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: { Name: 'Leverancier BV', City: 'Utrecht', IbanNumbers: ['NL91ABNA0417164300'] },
    });
    const actionId = created.json().ErpActionId as string;
    let action = await erpActionOf(ctx.database, tenant.tenantId, actionId);
    while (action.state === 'Queued')
      action = await runNextAttempt(ctx.app, ctx.database, tenant.tenantId, actionId);
    expect(action.state).toBe('Failed');
    const status = await api.get(`/api/Vendor/GetCreateStatus/${created.json().RelationCreateId}`);
    expect(status.json()).toEqual({ Status: 'Failed', Relation: null, ErrorMessage: action.error });
    expect(action.error).toContain('cannot be reached');
    expect(await relationsOf(tenant.tenantId, tenant.companyId)).toEqual([]);
  });

  it('refuses fields the vendor form refuses before asking the ERP anything', async () => {
    const { tenant, api } = await tenantWithDownErp();
    const refused = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: { Name: '', IbanNumbers: ['NL00NOPE'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toMatchObject({
      'Relation.Name': 'Validation_Required',
      'Relation.IbanNumbers.0': 'Validation_Iban_Not_Valid',
    });
  });

  it('keeps creating at once in Ledgerline for the company that stays Manual', async () => {
    const { tenant, api } = await tenantWithDownErp();
    const created = await api.post('/api/Relation', {
      CompanyId: tenant.otherCompanyId,
      IsVendor: true,
      Relation: { Name: 'Handmatig BV' },
    });
    expect(created.json()).toMatchObject({ ErpActionId: null, ErrorMessage: null });
    const status = await api.get(`/api/Vendor/GetCreateStatus/${created.json().RelationCreateId}`);
    expect(status.json()).toMatchObject({
      Status: 'Completed',
      Relation: { Name: 'Handmatig BV', ErpCode: '1001' },
    });
  });
});

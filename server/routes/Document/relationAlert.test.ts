import { buildDocument } from '../../db/seed/documentFactories';
import { buildCompany } from '../../db/seed/factories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const NL_IBAN = 'NL91ABNA0417164300';
const OTHER_IBAN = 'NL02ABNA0123456789';

type Api = Awaited<ReturnType<typeof signedInClient>>;

async function adminTenant() {
  const tenant = await buildTenant(ctx.database, 'RelationAlert');
  const admin = await tenant.user({
    name: 'Admin',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
  });
  return { tenant, api: await signedInClient(ctx.app, admin.email) };
}

const vendorFields = (IbanNumbers: string[]) => ({
  Name: 'Drukkerij Van Vliet B.V.',
  Country: 'NL',
  VatNumber: 'NL819442123B01',
  IbanNumbers,
});

async function createRelation(
  api: Api,
  companyId: string,
  IsVendor: boolean,
  fields: Record<string, unknown>,
) {
  const created = await api.post('/api/Relation', { CompanyId: companyId, IsVendor, Relation: fields });
  const entity = IsVendor ? 'Vendor' : 'Customer';
  const status = await api.get(`/api/${entity}/GetCreateStatus/${created.json().RelationCreateId}`);
  return status.json().Relation as { Id: string };
}

const detailOf = async (api: Api, id: string, documentType = 'PurchaseInvoice') => {
  const response = await api.post(
    `/api/Document/GetDetail/?id=${id}&method=detail&documentType=${documentType}`,
    {},
  );
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GetDetail: RelationMatchKey and RelationBankAccountConfirmed', () => {
  it('warns on every document of a vendor whose IBAN was changed until a second user confirms it', async () => {
    const { tenant, api } = await adminTenant();
    const vendor = await createRelation(api, tenant.companyId, true, vendorFields([NL_IBAN]));
    const make = (documentNumber: string) =>
      buildDocument(ctx.database, tenant.tenantId, {
        companyId: tenant.companyId,
        documentNumber,
        relationId: vendor.Id,
        relationMatchKey: 'VatNumber',
      });
    const first = await make('F-1');
    const second = await make('F-2');
    expect(await detailOf(api, first)).toMatchObject({
      RelationMatchKey: 'VatNumber',
      RelationBankAccountConfirmed: true,
    });

    const changed = await api.put(`/api/Vendor/${vendor.Id}`, vendorFields([OTHER_IBAN]));
    expect(changed.json()).toMatchObject({ BankAccountConfirmed: false });
    for (const id of [first, second])
      expect(await detailOf(api, id)).toMatchObject({ RelationBankAccountConfirmed: false });

    const payer = await tenant.user({
      name: 'Payer',
      UserActionRights: ['MayApprovePay'],
      MaySeeAllCompanies: true,
    });
    const asPayer = await signedInClient(ctx.app, payer.email);
    expect((await asPayer.post(`/api/Vendor/ConfirmBankAccount/${vendor.Id}`)).statusCode).toBe(200);
    expect(await detailOf(api, first)).toMatchObject({ RelationBankAccountConfirmed: true });
  });

  it('answers an unmatched document with no key and no alert', async () => {
    const { tenant, api } = await adminTenant();
    const id = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    expect(await detailOf(api, id)).toMatchObject({
      RelationMatchKey: '',
      RelationBankAccountConfirmed: true,
    });
  });

  it('never raises the alert for a customer, whose accounts are not paid to', async () => {
    const { tenant, api } = await adminTenant();
    const companyId = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Sales',
      UsesSalesInvoices: true,
    });
    const customer = await createRelation(api, companyId, false, {
      Name: 'Klant B.V.',
      IbanNumbers: [NL_IBAN],
    });
    const id = await buildDocument(ctx.database, tenant.tenantId, {
      companyId,
      documentType: 'SalesInvoice',
      relationId: customer.Id,
      relationMatchKey: 'Name',
    });
    expect(await detailOf(api, id, 'SalesInvoice')).toMatchObject({
      RelationMatchKey: 'Name',
      RelationBankAccountConfirmed: true,
    });
  });
});

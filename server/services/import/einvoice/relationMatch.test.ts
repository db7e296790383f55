import fs from 'node:fs';
import { corpusPath } from '../../../../tests/corpora/path';
import { buildCompany } from '../../../db/seed/factories';
import { buildTenant, client, signIn, startTestApp } from '../../../test/harness';
import { uploadFiles } from '../../../test/upload';

const ctx = await startTestApp();
afterAll(() => ctx.close());

// Enexis B.V. bills with VAT number NL809561074B01, KvK 17131139 and IBAN NL28RBOS0420242228.
const Enexis = 'ubl-tc434-example8.xml';
// De Koksmaat sells to its customer "ODIN 59".
const Koksmaat = 'ubl-tc434-example1.xml';
const OtherIban = 'NL91ABNA0417164300';

const corpusFile = (fileName: string) => ({
  fileName,
  bytes: new Uint8Array(fs.readFileSync(corpusPath('einvoices/en16931/ubl-examples', fileName))),
});

async function adminTenant() {
  const tenant = await buildTenant(ctx.database, 'RelationMatch');
  const admin = await tenant.user({
    name: 'Admin',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
    MayValidateAllCompanies: true,
  });
  const { token } = await signIn(ctx.app, admin.email);
  return { tenant, token, api: client(ctx.app, token) };
}
type Admin = Awaited<ReturnType<typeof adminTenant>>;

/** Creates a vendor (or customer) through POST /api/Relation; the Manual adapter completes it at once. */
async function createRelation(
  { api }: Admin,
  companyId: string,
  fields: Record<string, unknown>,
  party: 'Vendor' | 'Customer' = 'Vendor',
): Promise<{ Id: string; Name: string }> {
  const created = await api.post('/api/Relation', {
    CompanyId: companyId,
    IsVendor: party === 'Vendor',
    Relation: { Country: 'NL', IbanNumbers: [], ...fields },
  });
  expect(created.json()).toMatchObject({ ErrorMessage: null });
  const status = await api.get(`/api/${party}/GetCreateStatus/${created.json().RelationCreateId}`);
  return status.json().Relation;
}

/** Uploads the corpus file and answers the detail of the document it became. */
async function importInvoice(
  { token, api }: Admin,
  companyId: string,
  fileName: string,
  documentType: 'PurchaseInvoice' | 'SalesInvoice' = 'PurchaseInvoice',
) {
  const uploaded = await uploadFiles(ctx.app, token, { CompanyId: companyId, DocumentType: documentType }, [
    corpusFile(fileName),
  ]);
  expect(uploaded.json(), uploaded.body).toMatchObject({ Errors: [] });
  const [document] = uploaded.json().Documents;
  const detail = await api.post(
    `/api/Document/GetDetail/?id=${document.Id}&method=detail&documentType=${documentType}`,
    {},
  );
  expect(detail.statusCode).toBe(200);
  return detail.json();
}

describe('relation matching on e-invoice import', () => {
  it('finds the vendor by VAT number first and takes its code and name from the master data', async () => {
    const admin = await adminTenant();
    const { companyId } = admin.tenant;
    const byVat = await createRelation(admin, companyId, {
      ErpCode: 'ENX',
      Name: 'Enexis Netbeheer',
      VatNumber: 'NL 8095.61.074.B01',
    });
    // Also known by KvK and IBAN: the VAT number is tried first.
    await createRelation(admin, companyId, {
      Name: 'Other',
      ChamberOfCommerceNumber: '17131139',
      IbanNumbers: ['NL28RBOS0420242228'],
    });
    const detail = await importInvoice(admin, companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('VatNumber');
    expect(detail.Document).toMatchObject({
      RelationId: byVat.Id,
      RelationCode: 'ENX',
      RelationName: 'Enexis Netbeheer',
    });
  });

  it('finds the vendor by chamber of commerce number when no VAT number matches', async () => {
    const admin = await adminTenant();
    const vendor = await createRelation(admin, admin.tenant.companyId, {
      Name: 'Enexis',
      ChamberOfCommerceNumber: '1713 1139',
    });
    const detail = await importInvoice(admin, admin.tenant.companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('ChamberOfCommerce');
    expect(detail.Document.RelationId).toBe(vendor.Id);
  });

  it('finds the vendor by IBAN among its accounts', async () => {
    const admin = await adminTenant();
    const vendor = await createRelation(admin, admin.tenant.companyId, {
      Name: 'Enexis',
      IbanNumbers: [OtherIban, 'NL28RBOS0420242228'],
    });
    const detail = await importInvoice(admin, admin.tenant.companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('Iban');
    expect(detail.Document.RelationId).toBe(vendor.Id);
  });

  it('finds the vendor by its exact name, whatever the case, as the last key', async () => {
    const admin = await adminTenant();
    const vendor = await createRelation(admin, admin.tenant.companyId, { Name: 'ENEXIS b.v.' });
    await createRelation(admin, admin.tenant.companyId, { Name: 'Enexis B.V. Zuid' });
    const detail = await importInvoice(admin, admin.tenant.companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('Name');
    expect(detail.Document).toMatchObject({ RelationId: vendor.Id, RelationName: 'ENEXIS b.v.' });
  });

  it('leaves a key that finds two vendors undecided and goes on to the next', async () => {
    const admin = await adminTenant();
    const { companyId } = admin.tenant;
    await createRelation(admin, companyId, { Name: 'Enexis Noord', VatNumber: 'NL809561074B01' });
    const south = await createRelation(admin, companyId, {
      Name: 'Enexis Zuid',
      VatNumber: 'NL809561074B01',
      IbanNumbers: ['NL28RBOS0420242228'],
    });
    const detail = await importInvoice(admin, companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('Iban');
    expect(detail.Document.RelationId).toBe(south.Id);
  });

  it('matches nothing in another company, nor a blocked vendor, and keeps the invoice its own relation', async () => {
    const admin = await adminTenant();
    const { companyId, otherCompanyId } = admin.tenant;
    await createRelation(admin, otherCompanyId, { Name: 'Enexis B.V.', VatNumber: 'NL809561074B01' });
    await createRelation(admin, companyId, {
      Name: 'Enexis',
      ChamberOfCommerceNumber: '17131139',
      IsBlocked: true,
    });
    const detail = await importInvoice(admin, companyId, Enexis);
    expect(detail.RelationMatchKey).toBe('');
    expect(detail.Document).toMatchObject({
      RelationId: null,
      RelationCode: 'NL809561074B01',
      RelationName: 'Enexis B.V.',
    });
  });

  it('finds the customer of a sales invoice, not a vendor of the same name', async () => {
    const admin = await adminTenant();
    const companyId = await buildCompany(ctx.database, admin.tenant.tenantId, {
      Name: 'Sales BV',
      UsesSalesInvoices: true,
    });
    await createRelation(admin, companyId, { Name: 'ODIN 59' });
    const customer = await createRelation(admin, companyId, { Code: 'D59', Name: 'Odin 59' }, 'Customer');
    const detail = await importInvoice(admin, companyId, Koksmaat, 'SalesInvoice');
    expect(detail.RelationMatchKey).toBe('Name');
    expect(detail.Document).toMatchObject({ RelationId: customer.Id, RelationCode: 'D59' });
  });
});

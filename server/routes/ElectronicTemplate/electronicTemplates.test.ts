import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { corpusPath } from '../../../tests/corpora/path';
import { electronicTemplates, relations } from '../../db/schema/index';
import { enableFeatures } from '../../db/seed/factories';
import {
  auditRows,
  buildTenant,
  client,
  signedInClient,
  signIn,
  startTestApp,
  type TestTenant,
} from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Template = Record<string, unknown> & { Id: string; Status: string; LastUpdate: string; Name: string };

/** A customer using electronic templates, with an administrator. */
async function templateTenant(options: { feature?: boolean } = {}) {
  const tenant = await buildTenant(ctx.database, 'ETemplates');
  if (options.feature !== false)
    await enableFeatures(ctx.database, tenant.tenantId, { enterprise: ['ElectronicTemplates'] });
  const admin = await tenant.user({
    name: 'Admin',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
    MayValidateAllCompanies: true,
  });
  const { token } = await signIn(ctx.app, admin.email);
  return { tenant, admin, token, api: client(ctx.app, token) };
}

const body = (tenant: TestTenant, overrides: Record<string, unknown> = {}) => ({
  CompanyId: tenant.companyId,
  Name: 'Energie',
  RelationCode: 'V100',
  RelationName: 'Energie BV',
  TemplateLinesJson: [
    { GeneralLedgerAccount: '4100', ProductCodes: ['JB007', 'JB008'], Description: 'Kantoor' },
    { GeneralLedgerAccount: '4200', VatCode: 'L12', ProductCodes: ['JB009'] },
  ],
  ...overrides,
});

async function create(api: Api, tenant: TestTenant, overrides: Record<string, unknown> = {}) {
  const response = await api.put('/api/ElectronicTemplate', body(tenant, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Template;
}

describe('electronic templates of a company', () => {
  it('creates a template, Active once every line has a ledger account, and answers it by id', async () => {
    const { tenant, admin, api } = await templateTenant();
    const created = await create(api, tenant);
    expect(created).toMatchObject({
      CompanyId: tenant.companyId,
      Status: 'Active',
      Name: 'Energie',
      RelationCode: 'V100',
      DocumentType: 'PurchaseInvoice',
      ElectronicDocumentType: 'UblInvoice21',
      RuleName: 'ProductCodeToLedgerAndVatCode',
      RuleResultsJson: [],
      UnlinkedLines: [],
    });
    expect(
      (created.TemplateLinesJson as Array<{ LineNumber: number }>).map((line) => line.LineNumber),
    ).toEqual([1, 2]);
    expect((await api.get(`/api/ElectronicTemplate/${created.Id}`)).json()).toEqual(created);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({
        entity: 'ElectronicTemplate',
        entityId: created.Id,
        action: 'create',
        userId: admin.id,
      }),
    );
  });

  it('keeps a template without lines, or with a line without ledger account, Incomplete', async () => {
    const { tenant, api } = await templateTenant();
    expect((await create(api, tenant, { TemplateLinesJson: [] })).Status).toBe('Incomplete');
    const partly = await create(api, tenant, {
      TemplateLinesJson: [{ GeneralLedgerAccount: '4100', ProductCodes: ['A'] }, { ProductCodes: ['B'] }],
    });
    expect(partly.Status).toBe('Incomplete');
    expect((await create(api, tenant, { Status: 'Inactive' })).Status).toBe('Inactive');
  });

  it('lists a company’s templates by name, without deleted ones and other companies’', async () => {
    const { tenant, api } = await templateTenant();
    await create(api, tenant, { Name: 'water' });
    await create(api, tenant, { Name: 'Gas' });
    const gone = await create(api, tenant, { Name: 'Afval' });
    await create(api, tenant, { Name: 'Elders', CompanyId: tenant.otherCompanyId });
    expect((await api.delete(`/api/ElectronicTemplate/${gone.Id}`)).statusCode).toBe(204);
    const list = await api.get(`/api/ElectronicTemplate/GetByCompany/${tenant.companyId}`);
    expect((list.json() as Template[]).map((template) => template.Name)).toEqual(['Gas', 'water']);
  });

  it('changes a template against the version read; a stale copy is Document_Is_Updated_By_Other_User (409)', async () => {
    const { tenant, api } = await templateTenant();
    const created = await create(api, tenant);
    const changed = await api.put(
      '/api/ElectronicTemplate',
      body(tenant, { Id: created.Id, LastUpdate: created.LastUpdate, Name: 'Stroom', Status: 'Inactive' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ Name: 'Stroom', Status: 'Inactive' });
    expect(changed.json().LastUpdate).not.toBe(created.LastUpdate);
    const stale = await api.put(
      '/api/ElectronicTemplate',
      body(tenant, { Id: created.Id, LastUpdate: created.LastUpdate, Name: 'Te laat' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Document_Is_Updated_By_Other_User');
    const updates = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entityId === created.Id && row.action === 'update',
    );
    expect(updates.map((row) => Object.keys(row.changes as object).sort())).toEqual([['Name', 'Status']]);
  });

  it('deletes softly: the row stays Deleted, the template is no longer found', async () => {
    const { tenant, api } = await templateTenant();
    const created = await create(api, tenant);
    expect((await api.delete(`/api/ElectronicTemplate/${created.Id}`)).statusCode).toBe(204);
    const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(electronicTemplates).where(eq(electronicTemplates.id, created.Id)),
    );
    expect(row.status).toBe('Deleted');
    for (const response of [
      await api.get(`/api/ElectronicTemplate/${created.Id}`),
      await api.delete(`/api/ElectronicTemplate/${created.Id}`),
      await api.put(
        '/api/ElectronicTemplate',
        body(tenant, { Id: created.Id, LastUpdate: created.LastUpdate }),
      ),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Electronic_Template_Not_Found');
    }
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entityId: created.Id, action: 'delete' }),
    );
  });

  it('refuses bodies of the wrong shape with the field’s message', async () => {
    const { tenant, api } = await templateTenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Name: '' }, 'Validation_Required'],
      [{ RelationCode: '' }, 'Validation_Required'],
      [{ RuleName: 'Guess' }, 'Validation_In_List'],
      [{ ElectronicDocumentType: 'Edifact' }, 'Validation_In_List'],
      [{ DocumentType: 'PackingSlip' }, 'Validation_In_List'],
      [{ CompanyId: 'not-a-guid' }, 'Validation_Guid'],
      [{ TemplateLinesJson: [{ VatPercentage: 101 }] }, 'Validation_Percentage'],
      [{ TemplateLinesJson: 'x' }, ''],
      [{ Id: randomUUID() }, 'Validation_Required'],
      [
        { TemplateLinesJson: [{ ProductCodes: ['A'] }, { ProductCodes: ['A'] }] },
        'Electronic_Template_Duplicate_Product_Code%%A',
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await api.put('/api/ElectronicTemplate', body(tenant, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      if (message) expect(JSON.stringify(response.json()), JSON.stringify(overrides)).toContain(message);
    }
    const relation = await api.put('/api/ElectronicTemplate', body(tenant, { RelationId: randomUUID() }));
    expect(relation.statusCode).toBe(400);
    expect(relation.json().Message).toBe('Vendor_Not_Found');
  });
});

describe('who may keep electronic templates', () => {
  const calls = (tenant: TestTenant, id: string) => [
    (api: Api) => api.get(`/api/ElectronicTemplate/GetByCompany/${tenant.companyId}`),
    (api: Api) => api.get(`/api/ElectronicTemplate/${id}`),
    (api: Api) =>
      api.get(`/api/ElectronicTemplate/RecentDocuments?companyId=${tenant.companyId}&relationCode=V100`),
    (api: Api) => api.put('/api/ElectronicTemplate', body(tenant)),
    (api: Api) => api.post('/api/ElectronicTemplate/Preview', { Template: body(tenant) }),
    (api: Api) => api.delete(`/api/ElectronicTemplate/${id}`),
  ];

  it('needs the ElectronicTemplates screen right and the VerifyInvoice action right', async () => {
    const { tenant, api } = await templateTenant();
    const template = await create(api, tenant);
    const noScreen = await tenant.user({
      name: 'NoScreen',
      UserViewRights: [],
      UserActionRights: ['VerifyInvoice'],
    });
    const noVerify = await tenant.user({
      name: 'NoVerify',
      UserViewRights: ['ElectronicTemplates'],
      UserActionRights: [],
    });
    for (const user of [noScreen, noVerify]) {
      const other = await signedInClient(ctx.app, user.email);
      for (const call of calls(tenant, template.Id)) expect((await call(other)).statusCode).toBe(403);
    }
  });

  it('answers 403 to every call while the customer has not switched the enterprise feature on', async () => {
    const { tenant, api } = await templateTenant({ feature: false });
    for (const call of calls(tenant, randomUUID())) {
      const response = await call(api);
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('lets a read-only account read and preview but not change', async () => {
    const { tenant, api } = await templateTenant();
    const template = await create(api, tenant);
    const reader = await tenant.user({
      name: 'Reader',
      IsAdmin: true,
      MaySeeAllCompanies: true,
      isReadOnly: true,
    });
    const read = await signedInClient(ctx.app, reader.email);
    const [list, one, recent, put, preview, remove] = await Promise.all(
      calls(tenant, template.Id).map((call) => call(read)),
    );
    expect([list, one, recent, preview].map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of [put, remove]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });

  it('never shows or changes another customer’s templates or companies', async () => {
    const mine = await templateTenant();
    const theirs = await templateTenant();
    const template = await create(theirs.api, theirs.tenant);
    for (const response of [
      await mine.api.get(`/api/ElectronicTemplate/${template.Id}`),
      await mine.api.delete(`/api/ElectronicTemplate/${template.Id}`),
      await mine.api.put(
        '/api/ElectronicTemplate',
        body(mine.tenant, { Id: template.Id, LastUpdate: template.LastUpdate }),
      ),
    ])
      expect(response.json().Message).toBe('Electronic_Template_Not_Found');
    const company = await mine.api.get(`/api/ElectronicTemplate/GetByCompany/${theirs.tenant.companyId}`);
    expect(company.json().Message).toBe('Company_Not_Found');
    expect((await mine.api.put('/api/ElectronicTemplate', body(theirs.tenant))).statusCode).toBe(404);
    expect((await theirs.api.get(`/api/ElectronicTemplate/${template.Id}`)).json().Name).toBe('Energie');
  });
});

// ubl-tc434-example4: SellerCompany (DK16356706), lines JB007 25% 1000, JB008 25% 500, JB009 12% 2500.
const einvoice = {
  fileName: 'ubl-tc434-example4.xml',
  bytes: new Uint8Array(
    fs.readFileSync(path.join(corpusPath('einvoices'), 'en16931/ubl-examples/ubl-tc434-example4.xml')),
  ),
};

function multipart(fields: Record<string, string>, file: { fileName: string; bytes: Uint8Array }) {
  const boundary = '----ledgerline-etemplate';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\n` +
          'Content-Type: application/xml\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A tenant whose vendor SellerCompany sent the e-invoice, imported through the upload. */
async function importedEInvoice() {
  const setup = await templateTenant();
  const { tenant, api } = setup;
  await ctx.database.withTenant(tenant.tenantId, (tx) =>
    tx.insert(relations).values({
      tenantId: tenant.tenantId,
      companyId: tenant.companyId,
      kind: 'Vendor',
      code: 'V100',
      name: 'SellerCompany',
      vatNumber: 'DK16356706',
    }),
  );
  for (const [Code, Percentage] of [
    ['H25', 25],
    ['L12', 12],
  ] as const) {
    const response = await api.post('/api/VatCode', {
      CompanyId: tenant.companyId,
      Code,
      Description: Code,
      Percentage,
      Category: 'S',
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const form = multipart({ CompanyId: tenant.companyId, DocumentType: 'PurchaseInvoice' }, einvoice);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/Import/Upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${setup.token}`, 'content-type': form.contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const documentId = uploaded.json().Documents[0].Id as string;
  return { ...setup, documentId };
}

type Coding = { Source: string; Lines: Array<Record<string, unknown>> };
const codingOf = async (api: Api, id: string) => {
  const response = await api.get(`/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Coding;
};
const ledgerLines = (coding: Coding) =>
  coding.Lines.map(({ GeneralLedger, VatCode, NetAmount, Source }) => ({
    GeneralLedger: GeneralLedger ?? '',
    VatCode,
    NetAmount,
    Source,
  }));

describe('an Active template codes an imported e-invoice of its vendor', () => {
  it('gives the coding the template’s ledger accounts, summed per template line', async () => {
    const { tenant, api, documentId } = await importedEInvoice();
    await create(api, tenant);
    const coding = await codingOf(api, documentId);
    expect(coding.Source).toBe('ElectronicTemplate');
    expect(ledgerLines(coding)).toEqual([
      { GeneralLedger: '4100', VatCode: 'H25', NetAmount: 1500, Source: 'ElectronicTemplate' },
      { GeneralLedger: '4200', VatCode: 'L12', NetAmount: 2500, Source: 'ElectronicTemplate' },
    ]);
  });

  it('ignores an Inactive template: the e-invoice keeps its own uncoded lines', async () => {
    const { tenant, api, documentId } = await importedEInvoice();
    await create(api, tenant, { Status: 'Inactive' });
    const coding = await codingOf(api, documentId);
    expect(coding.Source).not.toBe('ElectronicTemplate');
    expect(coding.Lines.map((line) => line.GeneralLedger ?? '')).toEqual(['', '', '']);
    expect(coding.Lines.map((line) => line.NetAmount)).toEqual([1000, 500, 2500]);
  });

  it('leaves the lines no template line takes uncoded, from the e-invoice', async () => {
    const { tenant, api, documentId } = await importedEInvoice();
    await create(api, tenant, {
      TemplateLinesJson: [{ GeneralLedgerAccount: '4100', ProductCodes: ['JB009'] }],
    });
    expect(ledgerLines(await codingOf(api, documentId))).toEqual([
      { GeneralLedger: '4100', VatCode: 'L12', NetAmount: 2500, Source: 'ElectronicTemplate' },
      { GeneralLedger: '', VatCode: 'H25', NetAmount: 1000, Source: 'ElectronicInvoice' },
      { GeneralLedger: '', VatCode: 'H25', NetAmount: 500, Source: 'ElectronicInvoice' },
    ]);
  });

  it('previews a template on the relation’s e-invoice: the lines it makes and the unlinked lines', async () => {
    const { tenant, api, documentId } = await importedEInvoice();
    const recent = await api.get(
      `/api/ElectronicTemplate/RecentDocuments?companyId=${tenant.companyId}&relationCode=v100`,
    );
    expect(recent.json().map((document: { Id: string }) => document.Id)).toEqual([documentId]);
    const template = body(tenant, {
      RuleName: 'ProductCodeIndividualLines',
      TemplateLinesJson: [{ GeneralLedgerAccount: '4100', ProductCodes: ['JB007', 'JB008'] }],
    });
    const preview = await api.post('/api/ElectronicTemplate/Preview', {
      Template: template,
      DocumentId: documentId,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().Document.Id).toBe(documentId);
    expect(preview.json().Lines.map((line: { NetAmount: number }) => line.NetAmount)).toEqual([1000, 500]);
    expect(preview.json().UnlinkedLines).toEqual([
      expect.objectContaining({ ProductCode: 'JB009', NetAmount: 2500 }),
    ]);
    // The saved template shows the same against the relation's most recent e-invoice.
    const saved = await create(api, tenant, template);
    const read = (await api.get(`/api/ElectronicTemplate/${saved.Id}`)).json();
    expect(read.RuleResultsJson).toHaveLength(2);
    expect(read.UnlinkedLines).toHaveLength(1);
    const other = await api.post('/api/ElectronicTemplate/Preview', {
      Template: body(tenant, { CompanyId: tenant.otherCompanyId }),
      DocumentId: documentId,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().Message).toBe('Electronic_Template_Not_An_EInvoice');
  });
});

import { eq } from 'drizzle-orm';
import { CodeLists } from '../../../domain/masterdata/index';
import { erpCodes } from '../../db/schema/index';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Code = { Id: string; Code: string; Description: string; [field: string]: unknown };

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

async function addCode(api: Api, companyId: string, fields: Record<string, unknown>, list = 'GeneralLedger') {
  const created = await api.post(`/api/${list}`, { CompanyId: companyId, ...fields });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Code;
}

const codesOf = (response: { json(): unknown }) => (response.json() as Code[]).map((entry) => entry.Code);

/** A chart of accounts small enough to reason about. */
async function chartOfAccounts(api: Api, companyId: string) {
  for (const [Code, Description, IsBlocked] of [
    ['8000', 'Inkoopwaarde omzet', false],
    ['4100', 'Huur kantoor', false],
    ['4110', 'Huur opslag', true],
    ['4200', 'Autokosten', false],
    ['1410', 'Kantoorinventaris', false],
  ] as const)
    await addCode(api, companyId, { Code, Description, IsBlocked });
}

describe('GetByCompany and GetByCompanyAndSearch', () => {
  it('lists a code list by code and leaves blocked codes out unless includeBlocked', async () => {
    const { tenant, api } = await adminTenant();
    await chartOfAccounts(api, tenant.companyId);
    const open = await api.get(`/api/GeneralLedger/GetByCompany/${tenant.companyId}`);
    expect(open.statusCode).toBe(200);
    expect(codesOf(open)).toEqual(['1410', '4100', '4200', '8000']);
    const all = await api.get(`/api/GeneralLedger/GetByCompany/${tenant.companyId}?includeBlocked=true`);
    expect(codesOf(all)).toEqual(['1410', '4100', '4110', '4200', '8000']);
    const three = await api.get(`/api/GeneralLedger/GetByCompany/${tenant.companyId}?maxCount=2`);
    expect(codesOf(three)).toEqual(['1410', '4100']);
    // Another list of the same company is another list.
    expect((await api.get(`/api/VatCode/GetByCompany/${tenant.companyId}`)).json()).toEqual([]);
  });

  it('answers codes or descriptions starting with the term first, then those containing it', async () => {
    const { tenant, api } = await adminTenant();
    await chartOfAccounts(api, tenant.companyId);
    await addCode(api, tenant.companyId, { Code: '0100', Description: 'Verbouwing kantoor' });
    const search = (term: string, extra = '') =>
      api.get(
        `/api/GeneralLedger/GetByCompanyAndSearch/${tenant.companyId}?searchValue=${encodeURIComponent(term)}${extra}`,
      );
    // "Kantoorinventaris" starts with "kant"; "Huur kantoor" and "Verbouwing kantoor" only contain it.
    expect(codesOf(await search('KANT'))).toEqual(['1410', '0100', '4100']);
    expect(codesOf(await search('41'))).toEqual(['4100']);
    expect(codesOf(await search('41', '&includeBlocked=true'))).toEqual(['4100', '4110']);
    // Below three characters only prefixes count: "ur" is inside "Huur" but starts nothing.
    expect(codesOf(await search('ur'))).toEqual([]);
    expect(codesOf(await search('huur', '&maxCount=1&includeBlocked=true'))).toEqual(['4100']);
    // Wildcards are taken literally; an empty term lists.
    expect(codesOf(await search('%%%'))).toEqual([]);
    expect(codesOf(await search(''))).toEqual(['0100', '1410', '4100', '4200', '8000']);
  });
});

describe('GetByCompanyAndCode, GET by id and the page', () => {
  it('finds a code case-insensitively, blocked ones too, and answers 404 Code_Not_Found otherwise', async () => {
    const { tenant, api } = await adminTenant();
    await addCode(
      api,
      tenant.companyId,
      { Code: 'KPL-A', Description: 'Kostenplaats A', IsBlocked: true },
      'Dimension1',
    );
    const found = await api.get(`/api/Dimension1/GetByCompanyAndCode/${tenant.companyId}?code=kpl-a`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ List: 'Dimension1', Code: 'KPL-A', IsBlocked: true });
    const missing = await api.get(`/api/Dimension2/GetByCompanyAndCode/${tenant.companyId}?code=KPL-A`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe('Code_Not_Found');
    expect((await api.get(`/api/Dimension1/GetByCompanyAndCode/${tenant.companyId}`)).json().Errors).toEqual({
      code: 'Validation_Required',
    });
  });

  it('answers an entry by id only under its own list', async () => {
    const { tenant, api } = await adminTenant();
    const entry = await addCode(
      api,
      tenant.companyId,
      { Code: 'EUR', Description: 'Euro', Symbol: '€' },
      'Currency',
    );
    expect((await api.get(`/api/Currency/${entry.Id}?detailed=true`)).json()).toEqual({
      Id: entry.Id,
      CompanyId: tenant.companyId,
      List: 'Currency',
      Code: 'EUR',
      Description: 'Euro',
      DefaultDescription: '',
      IsBlocked: false,
      AccountType: null,
      VatCode: null,
      Percentage: null,
      Category: null,
      ScenarioCode: null,
      Days: null,
      Unit: null,
      UnitPrice: null,
      LedgerCode: null,
      Symbol: '€',
    });
    const elsewhere = await api.get(`/api/Journal/${entry.Id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().Message).toBe('Code_Not_Found');
  });

  it('pages, sorts and counts what the screen searches', async () => {
    const { tenant, api } = await adminTenant();
    await chartOfAccounts(api, tenant.companyId);
    const page = await api.get(
      `/api/GeneralLedger/GetPageByCompany/${tenant.companyId}?sort=Description&descending=true&take=2&skip=1`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ Count: 4, IsCapped: false });
    expect(codesOf({ json: () => page.json().Items })).toEqual(['8000', '4100']);
    const searched = await api.get(
      `/api/GeneralLedger/GetPageByCompany/${tenant.companyId}?searchValue=huur&includeBlocked=true`,
    );
    expect(searched.json()).toMatchObject({ Count: 2, Items: [{ Code: '4100' }, { Code: '4110' }] });
    const badSort = await api.get(`/api/GeneralLedger/GetPageByCompany/${tenant.companyId}?sort=Percentage`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().Errors).toEqual({ sort: 'Validation_In_List' });
  });

  it('exports what the screen shows as an XLSX', async () => {
    const { tenant, api } = await adminTenant();
    await chartOfAccounts(api, tenant.companyId);
    const file = await api.get(`/api/GeneralLedger/Export/${tenant.companyId}?locale=en-US&searchValue=huur`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('.xlsx');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('serves every code list of the spec under its own name', async () => {
    const { tenant, api } = await adminTenant();
    for (const list of CodeLists) {
      await addCode(api, tenant.companyId, { Code: `${list}-1`, Percentage: 21 }, list);
      const found = await api.get(`/api/${list}/GetByCompanyAndCode/${tenant.companyId}?code=${list}-1`);
      expect(found.json(), list).toMatchObject({ List: list, Code: `${list}-1` });
      // Only a VAT code keeps a percentage.
      expect(found.json().Percentage, list).toBe(list === 'VatCode' ? 21 : null);
    }
  });
});

describe('creating, changing and deleting entries', () => {
  it('creates (201), changes and deletes (204) an entry, each with its audit row in the same transaction', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await addCode(
      api,
      tenant.companyId,
      {
        Code: 'V21',
        Description: 'BTW hoog',
        Percentage: 21,
        Category: 'S',
        AccountType: 'Balance',
        Days: 30,
      },
      'VatCode',
    );
    // Own fields of other lists are dropped: a VAT code has no account type or days.
    expect(created).toMatchObject({ Percentage: 21, Category: 'S', AccountType: null, Days: null });
    const changed = await api.put(`/api/VatCode/${created.Id}`, {
      CompanyId: tenant.companyId,
      Code: 'V21',
      Description: 'BTW 21%',
      Percentage: 21,
      IsBlocked: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ Description: 'BTW 21%', IsBlocked: true, Category: null });
    expect((await api.delete(`/api/VatCode/${created.Id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/VatCode/${created.Id}`)).statusCode).toBe(404);

    const rows = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entityId === created.Id,
    );
    expect(rows.map((row) => [row.entity, row.action, row.userId])).toEqual([
      ['VatCode', 'create', admin.id],
      ['VatCode', 'update', admin.id],
      ['VatCode', 'delete', admin.id],
    ]);
    expect(rows[1].changes).toMatchObject({ Description: { from: 'BTW hoog', to: 'BTW 21%' } });
  });

  it('writes the audit row in the change’s own transaction', async () => {
    const { tenant, api } = await adminTenant();
    const created = await addCode(api, tenant.companyId, { Code: '4000', Description: 'Lonen' });
    const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(erpCodes).where(eq(erpCodes.id, created.Id)),
    );
    const [entry] = (await auditRows(ctx.database, tenant.tenantId)).filter((a) => a.entityId === created.Id);
    // now() is the transaction's start time: equal stamps mean one transaction.
    expect(entry.at).toBe(row.createdAt);
  });

  it('refuses a code the list already has, whatever its case, and writes nothing', async () => {
    const { tenant, api } = await adminTenant();
    const first = await addCode(api, tenant.companyId, { Code: 'KPL-A' }, 'Project');
    const before = (await auditRows(ctx.database, tenant.tenantId)).length;
    const again = await api.post('/api/Project', { CompanyId: tenant.companyId, Code: 'kpl-a' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      Message: 'Validation_Failed',
      Errors: { Code: 'Validation_Code_Not_Unique' },
    });
    const second = await addCode(api, tenant.companyId, { Code: 'KPL-B' }, 'Project');
    const renamed = await api.put(`/api/Project/${second.Id}`, {
      CompanyId: tenant.companyId,
      Code: 'KPL-A',
    });
    expect(renamed.json().Errors).toEqual({ Code: 'Validation_Code_Not_Unique' });
    // Keeping its own code is no clash; the same code in another list is none either.
    expect(
      (await api.put(`/api/Project/${first.Id}`, { CompanyId: tenant.companyId, Code: 'kpl-a' })).statusCode,
    ).toBe(200);
    await addCode(api, tenant.companyId, { Code: 'KPL-A' }, 'Dimension1');
    expect((await auditRows(ctx.database, tenant.tenantId)).length).toBe(before + 3);
  });

  it('needs a percentage on a VAT code and categories from their lists', async () => {
    const { tenant, api } = await adminTenant();
    const vat = await api.post('/api/VatCode', { CompanyId: tenant.companyId, Code: 'V0', Category: 'X' });
    expect(vat.statusCode).toBe(400);
    expect(vat.json().Errors).toEqual({ Percentage: 'Validation_Required', Category: 'Validation_In_List' });
    const journal = await api.post('/api/Journal', {
      CompanyId: tenant.companyId,
      Code: 'INK',
      Category: 'Cash',
    });
    expect(journal.json().Errors).toEqual({ Category: 'Validation_In_List' });
  });

  it('answers 400 with the field keys for a malformed body', async () => {
    const { tenant, api } = await adminTenant();
    const bad = await api.post('/api/GeneralLedger', {
      CompanyId: 'not-an-id',
      Description: 12,
      Percentage: 'twenty',
      IsBlocked: 'yes',
      AccountType: 'Asset',
      Code: 'x'.repeat(51),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      CompanyId: 'Validation_Guid',
      Code: 'Validation_Maximum_Length%%50',
      Description: 'Validation_Unknown',
      Percentage: 'Validation_Not_A_Number',
      IsBlocked: 'Validation_Unknown',
      AccountType: 'Validation_In_List',
    });
    const missing = await api.post('/api/GeneralLedger', { CompanyId: tenant.companyId });
    expect(missing.json().Errors).toEqual({ Code: 'Validation_Required' });
    const moved = await addCode(api, tenant.companyId, { Code: '1000' });
    const elsewhere = await api.put(`/api/GeneralLedger/${moved.Id}`, {
      CompanyId: tenant.otherCompanyId,
      Code: '1000',
    });
    expect(elsewhere.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
  });
});

describe('rights and scopes', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await adminTenant();
    for (const url of [`/api/GeneralLedger/GetByCompany/${tenant.companyId}`, '/api/GeneralLedger']) {
      const response = await ctx.app.inject({
        method: url.includes('Get') ? 'GET' : 'POST',
        url,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("keeps another customer's codes and companies out of reach (404)", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await addCode(theirs.api, theirs.tenant.companyId, { Code: '8000' });
    expect((await mine.api.get(`/api/GeneralLedger/${their.Id}`)).statusCode).toBe(404);
    const list = await mine.api.get(`/api/GeneralLedger/GetByCompany/${theirs.tenant.companyId}`);
    expect(list.statusCode).toBe(404);
    expect(list.json().Message).toBe('Company_Not_Found');
    const body = { CompanyId: theirs.tenant.companyId, Code: '9999' };
    expect((await mine.api.post('/api/GeneralLedger', body)).statusCode).toBe(404);
    expect((await mine.api.put(`/api/GeneralLedger/${their.Id}`, body)).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/GeneralLedger/${their.Id}`)).statusCode).toBe(404);
    expect(
      codesOf(await theirs.api.get(`/api/GeneralLedger/GetByCompany/${theirs.tenant.companyId}`)),
    ).toEqual(['8000']);
  });

  it('limits a user to the companies of their scopes (403)', async () => {
    const { tenant, api } = await adminTenant();
    const other = await addCode(api, tenant.otherCompanyId, { Code: '8000' });
    const editor = await tenant.user({
      name: 'Editor',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      UserActionRights: ['SettingsEdit'],
    });
    const asEditor = await signedInClient(ctx.app, editor.email);
    expect((await asEditor.get(`/api/GeneralLedger/GetByCompany/${tenant.companyId}`)).statusCode).toBe(200);
    expect((await asEditor.get(`/api/GeneralLedger/GetByCompany/${tenant.otherCompanyId}`)).statusCode).toBe(
      403,
    );
    expect((await asEditor.get(`/api/GeneralLedger/${other.Id}`)).statusCode).toBe(403);
    expect(
      (await asEditor.post('/api/GeneralLedger', { CompanyId: tenant.otherCompanyId, Code: '1' })).statusCode,
    ).toBe(403);
    expect((await asEditor.delete(`/api/GeneralLedger/${other.Id}`)).statusCode).toBe(403);
    expect(
      (await asEditor.post('/api/GeneralLedger', { CompanyId: tenant.companyId, Code: '1' })).statusCode,
    ).toBe(201);
  });

  it('lets only administrators and settings editors change code lists (403 Forbidden)', async () => {
    const { tenant, api } = await adminTenant();
    const entry = await addCode(api, tenant.companyId, { Code: '8000' });
    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post', MaySeeAllCompanies: true });
    const asClerk = await signedInClient(ctx.app, clerk.email);
    expect((await asClerk.get(`/api/GeneralLedger/${entry.Id}`)).statusCode).toBe(200);
    for (const response of [
      await asClerk.post('/api/GeneralLedger', { CompanyId: tenant.companyId, Code: '1' }),
      await asClerk.put(`/api/GeneralLedger/${entry.Id}`, { CompanyId: tenant.companyId, Code: '1' }),
      await asClerk.delete(`/api/GeneralLedger/${entry.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('refuses every change of a read-only session with Error_ReadOnly_Account', async () => {
    const { tenant, api } = await adminTenant();
    const entry = await addCode(api, tenant.companyId, { Code: '8000' });
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/GeneralLedger/${entry.Id}`)).statusCode).toBe(200);
    for (const response of [
      await asReader.post('/api/GeneralLedger', { CompanyId: tenant.companyId, Code: '1' }),
      await asReader.put(`/api/GeneralLedger/${entry.Id}`, { CompanyId: tenant.companyId, Code: '1' }),
      await asReader.delete(`/api/GeneralLedger/${entry.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

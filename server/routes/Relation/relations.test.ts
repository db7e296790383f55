import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const NL_IBAN = 'NL91ABNA0417164300';
const OTHER_IBAN = 'NL02ABNA0123456789';

async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

const vendor = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Bakkerij De Korenschoof B.V.',
  City: 'Utrecht',
  Country: 'NL',
  VatNumber: 'NL 8194.42.123.B01',
  ChamberOfCommerceNumber: '30123456',
  IbanNumbers: [NL_IBAN],
  ...overrides,
});

async function createVendor(
  api: Awaited<ReturnType<typeof adminTenant>>['api'],
  companyId: string,
  fields = {},
) {
  const created = await api.post('/api/Relation', {
    CompanyId: companyId,
    IsVendor: true,
    Relation: vendor(fields),
  });
  expect(created.json()).toMatchObject({ ErrorMessage: null });
  const status = await api.get(`/api/Vendor/GetCreateStatus/${created.json().RelationCreateId}`);
  return status.json().Relation as { Id: string; ErpCode: string; [key: string]: unknown };
}

describe('POST /api/Relation and GetCreateStatus', () => {
  it('creates a vendor at once on the Manual adapter: the create result, then Completed with the vendor', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: vendor(),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      ErpActionId: null,
      RelationCreateId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ErrorMessage: null,
    });
    const status = await api.get(`/api/Vendor/GetCreateStatus/${created.json().RelationCreateId}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      Status: 'Completed',
      ErrorMessage: null,
      Relation: {
        ErpCode: '1001',
        Name: 'Bakkerij De Korenschoof B.V.',
        VatNumber: 'NL 8194.42.123.B01',
        IbanNumber: NL_IBAN,
        IbanNumbers: [NL_IBAN],
        BankAccountConfirmed: true,
        CompanyId: tenant.companyId,
      },
    });
    // A customer's status call does not find a vendor's creation.
    expect(
      (await api.get(`/api/Customer/GetCreateStatus/${created.json().RelationCreateId}`)).statusCode,
    ).toBe(404);
    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows).toContainEqual(
      expect.objectContaining({ entity: 'Vendor', action: 'create', userId: admin.id }),
    );
  });

  it('numbers codes on from the highest numeric one and refuses a code already taken', async () => {
    const { tenant, api } = await adminTenant();
    expect((await createVendor(api, tenant.companyId, { ErpCode: '20007' })).ErpCode).toBe('20007');
    expect((await createVendor(api, tenant.companyId, { Name: 'Second' })).ErpCode).toBe('20008');
    const taken = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: vendor({ ErpCode: '20007' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().Errors).toMatchObject({ 'Relation.ErpCode': 'Validation_Code_Not_Unique' });
  });

  it('refuses invalid IBAN, BIC, e-mail, VAT and KvK numbers with their keys, and a missing name', async () => {
    const { tenant, api } = await adminTenant();
    const bad = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: {
        Name: '',
        IbanNumbers: ['NL91ABNA0417164301'],
        BicCode: 'XXXXNL2',
        EmailAddress: 'not-an-address',
        VatNumber: 'NL123',
        ChamberOfCommerceNumber: '123',
        Country: 'NL',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toMatchObject({
      'Relation.Name': 'Validation_Required',
      'Relation.IbanNumbers.0': 'Validation_Iban_Not_Valid',
      'Relation.BicCode': 'Validation_Bic_Not_Valid',
      'Relation.EmailAddress': 'Validation_Email',
      'Relation.VatNumber': 'Validation_Vat_Number_Not_Valid',
    });
    const kvk = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: vendor({ ChamberOfCommerceNumber: '123' }),
    });
    expect(kvk.json().Errors).toEqual({
      'Relation.ChamberOfCommerceNumber': 'Validation_Chamber_Of_Commerce_Not_Valid',
    });
    const list = await api.get(`/api/Vendor/GetByCompany/${tenant.companyId}`);
    expect(list.json()).toEqual([]);
  });

  it("answers 400 for a malformed body and 404 for another customer's company", async () => {
    const { api } = await adminTenant();
    const other = await buildTenant(ctx.database, 'Other');
    expect(
      (await api.post('/api/Relation', { CompanyId: 'x', IsVendor: 'yes', Relation: [] })).statusCode,
    ).toBe(400);
    const foreign = await api.post('/api/Relation', {
      CompanyId: other.companyId,
      IsVendor: true,
      Relation: vendor(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Message).toBe('Company_Not_Found');
  });
});

describe('GetByCompany, GetByCompanyAndSearch, GetByCompanyAndCode, GET by id', () => {
  it('lists by name, finds by prefix of name or code and by infix from three letters', async () => {
    const { tenant, api } = await adminTenant();
    for (const [code, name] of [
      ['V100', 'Bakkerij Jansen'],
      ['V200', 'Jansen Transport'],
      ['V300', 'Koffiebranderij Utrecht'],
      ['A400', 'Vrachtvervoer Bakker'],
    ])
      await createVendor(api, tenant.companyId, { ErpCode: code, Name: name, IbanNumbers: [] });

    const all = await api.get(`/api/Vendor/GetByCompany/${tenant.companyId}?maxCount=3`);
    expect(all.json().map((v: { Name: string }) => v.Name)).toEqual([
      'Bakkerij Jansen',
      'Jansen Transport',
      'Koffiebranderij Utrecht',
    ]);
    const search = (term: string) =>
      api
        .get(`/api/Vendor/GetByCompanyAndSearch/${tenant.companyId}?searchValue=${encodeURIComponent(term)}`)
        .then((r) => r.json().map((v: { Name: string }) => v.Name));
    expect(await search('jan')).toEqual(['Jansen Transport', 'Bakkerij Jansen']);
    expect(await search('v3')).toEqual(['Koffiebranderij Utrecht']);
    expect(await search('BAKKER')).toEqual(['Bakkerij Jansen', 'Vrachtvervoer Bakker']);
    expect(await search('ja')).toEqual(['Jansen Transport']);
    expect(await search('%')).toEqual([]);

    const byCode = await api.get(`/api/Vendor/GetByCompanyAndCode/${tenant.companyId}?code=v200`);
    expect(byCode.json()).toMatchObject({ ErpCode: 'V200', Name: 'Jansen Transport' });
    expect((await api.get(`/api/Vendor/GetByCompanyAndCode/${tenant.companyId}?code=nope`)).statusCode).toBe(
      404,
    );
    const one = await api.get(`/api/Vendor/${byCode.json().Id}?detailed=true`);
    expect(one.json()).toMatchObject({ ErpCode: 'V200', BankAccountChanges: [] });
    // A vendor is not a customer.
    expect((await api.get(`/api/Customer/${byCode.json().Id}`)).statusCode).toBe(404);
  });

  it('searches customers on the first three characters of the term only', async () => {
    const { tenant, api } = await adminTenant();
    for (const name of ['Jansen Retail', 'Jantje Beton'])
      expect(
        (
          await api.post('/api/Relation', {
            CompanyId: tenant.companyId,
            IsVendor: false,
            Relation: { Name: name },
          })
        ).statusCode,
      ).toBe(200);
    const found = await api.get(`/api/Customer/GetByCompanyAndSearch/${tenant.companyId}?searchValue=janXYZ`);
    expect(found.json().map((c: { Name: string }) => c.Name)).toEqual(['Jansen Retail', 'Jantje Beton']);
    expect(found.json()[0]).toMatchObject({ Code: '1001', IbanNumbers: [], IsConfidential: false });
  });

  it('pages with a count and leaves blocked relations out of lists unless asked', async () => {
    const { tenant, api } = await adminTenant();
    const blocked = await createVendor(api, tenant.companyId, {
      Name: 'Aaa Blocked',
      IsBlocked: true,
      IbanNumbers: [],
    });
    await createVendor(api, tenant.companyId, { Name: 'Bbb Open', IbanNumbers: [] });
    expect((await api.get(`/api/Vendor/GetByCompany/${tenant.companyId}`)).json()).toHaveLength(1);
    const page = await api.get(
      `/api/Vendor/GetPageByCompany/${tenant.companyId}?includeBlocked=true&sort=Name&descending=true&take=1`,
    );
    expect(page.json()).toMatchObject({ Count: 2, IsCapped: false, Items: [{ Name: 'Bbb Open' }] });
    expect(
      (await api.get(`/api/Vendor/GetByCompanyAndCode/${tenant.companyId}?code=${blocked.ErpCode}`)).json(),
    ).toMatchObject({ IsBlocked: true });
    const badSort = await api.get(`/api/Vendor/GetPageByCompany/${tenant.companyId}?sort=Password`);
    expect(badSort.statusCode).toBe(400);
    expect((await api.get(`/api/Vendor/GetByCompany/${tenant.companyId}?maxCount=abc`)).statusCode).toBe(400);
  });

  it('exports what the screen shows as an XLSX', async () => {
    const { tenant, api } = await adminTenant();
    await createVendor(api, tenant.companyId);
    const file = await api.get(`/api/Vendor/Export/${tenant.companyId}?locale=en-US`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('rights and scopes', () => {
  it('answers 401 without a token', async () => {
    const { tenant } = await adminTenant();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/Vendor/GetByCompany/${tenant.companyId}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps another customer's relations out of reach", async () => {
    const mine = await adminTenant();
    const theirs = await adminTenant();
    const their = await createVendor(theirs.api, theirs.tenant.companyId);
    expect((await mine.api.get(`/api/Vendor/${their.Id}`)).statusCode).toBe(404);
    expect((await mine.api.get(`/api/Vendor/GetByCompany/${theirs.tenant.companyId}`)).statusCode).toBe(404);
    expect((await mine.api.put(`/api/Vendor/${their.Id}`, vendor())).statusCode).toBe(404);
    expect((await mine.api.delete(`/api/Vendor/${their.Id}`)).statusCode).toBe(404);
  });

  it('lets a verifier create a relation but not edit one, and limits users to their companies', async () => {
    const { tenant, api } = await adminTenant();
    const existing = await createVendor(api, tenant.companyId);
    const verifier = await tenant.user({
      name: 'Verifier',
      BaseRole: 'Check',
      SeeCompanies: [tenant.companyId],
      ValidateCompanies: [tenant.companyId],
    });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    const created = await asVerifier.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: vendor({ Name: 'Made while verifying' }),
    });
    expect(created.statusCode).toBe(200);
    expect((await asVerifier.put(`/api/Vendor/${existing.Id}`, vendor())).statusCode).toBe(403);
    expect((await asVerifier.get(`/api/Vendor/GetByCompany/${tenant.otherCompanyId}`)).statusCode).toBe(403);
    const elsewhere = await asVerifier.post('/api/Relation', {
      CompanyId: tenant.otherCompanyId,
      IsVendor: true,
      Relation: vendor(),
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses every change of a read-only session', async () => {
    const { tenant, api } = await adminTenant();
    const existing = await createVendor(api, tenant.companyId);
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/Vendor/${existing.Id}`)).statusCode).toBe(200);
    const put = await asReader.put(`/api/Vendor/${existing.Id}`, vendor());
    expect(put.statusCode).toBe(403);
    expect(put.json().Message).toBe('Error_ReadOnly_Account');
    expect(
      (
        await asReader.post('/api/Relation', {
          CompanyId: tenant.companyId,
          IsVendor: true,
          Relation: vendor(),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('bank-account change alert', () => {
  it('records a changed IBAN, leaves it unconfirmed, and lets only a second user with MayApprovePay confirm it', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await createVendor(api, tenant.companyId);
    const changed = await api.put(`/api/Vendor/${created.Id}`, vendor({ IbanNumbers: [OTHER_IBAN] }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ IbanNumber: OTHER_IBAN, BankAccountConfirmed: false });
    const detail = await api.get(`/api/Vendor/${created.Id}?detailed=true`);
    expect(detail.json().BankAccountChanges).toEqual([
      expect.objectContaining({
        Source: 'Manual',
        FromIbans: [NL_IBAN],
        ToIbans: [OTHER_IBAN],
        ChangedByName: 'Admin',
        ConfirmedAt: null,
      }),
    ]);

    const own = await api.post(`/api/Vendor/ConfirmBankAccount/${created.Id}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().Message).toBe('Bank_Account_Confirm_Own_Change');

    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post' });
    const asClerk = await signedInClient(ctx.app, clerk.email);
    expect((await asClerk.post(`/api/Vendor/ConfirmBankAccount/${created.Id}`)).statusCode).toBe(403);

    const payer = await tenant.user({ name: 'Payer', BaseRole: 'ApprovePayment', MaySeeAllCompanies: true });
    const asPayer = await signedInClient(ctx.app, payer.email);
    const confirmed = await asPayer.post(`/api/Vendor/ConfirmBankAccount/${created.Id}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ BankAccountConfirmed: true });
    const after = await api.get(`/api/Vendor/${created.Id}?detailed=true`);
    expect(after.json().BankAccountChanges[0]).toMatchObject({ ConfirmedByName: 'Payer' });
    expect(admin.id).not.toBe(payer.id);
  });

  it('does not ask for confirmation when an account is only removed or the IBANs stay the same', async () => {
    const { tenant, api } = await adminTenant();
    const created = await createVendor(api, tenant.companyId, { IbanNumbers: [NL_IBAN, OTHER_IBAN] });
    const same = await api.put(
      `/api/Vendor/${created.Id}`,
      vendor({ IbanNumbers: [OTHER_IBAN, NL_IBAN], City: 'Zeist' }),
    );
    expect(same.json()).toMatchObject({ BankAccountConfirmed: true, City: 'Zeist' });
    const removed = await api.put(`/api/Vendor/${created.Id}`, vendor({ IbanNumbers: [NL_IBAN] }));
    expect(removed.json()).toMatchObject({ BankAccountConfirmed: true });
    const detail = await api.get(`/api/Vendor/${created.Id}?detailed=true`);
    expect(detail.json().BankAccountChanges).toHaveLength(1);
  });

  it("refuses a save over a colleague's later change (two tabs), keeping the colleague's change", async () => {
    const { tenant, api } = await adminTenant();
    const created = await createVendor(api, tenant.companyId);
    const loaded = (await api.get(`/api/Vendor/${created.Id}`)).json();
    const first = await api.put(`/api/Vendor/${created.Id}`, {
      ...vendor({ City: 'Zeist' }),
      LastUpdate: loaded.LastUpdate,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().LastUpdate).not.toBe(loaded.LastUpdate);
    const stale = await api.put(`/api/Vendor/${created.Id}`, {
      ...vendor({ City: 'Baarn' }),
      LastUpdate: loaded.LastUpdate,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Record_Is_Updated_By_Other_User');
    expect((await api.get(`/api/Vendor/${created.Id}`)).json().City).toBe('Zeist');
    const fresh = await api.put(`/api/Vendor/${created.Id}`, {
      ...vendor({ City: 'Baarn' }),
      LastUpdate: first.json().LastUpdate,
    });
    expect(fresh.json().City).toBe('Baarn');
  });

  it('deletes a vendor from every list', async () => {
    const { tenant, api } = await adminTenant();
    const created = await createVendor(api, tenant.companyId);
    expect((await api.delete(`/api/Vendor/${created.Id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/Vendor/GetByCompany/${tenant.companyId}`)).json()).toEqual([]);
    expect((await api.get(`/api/Vendor/${created.Id}`)).statusCode).toBe(404);
  });
});

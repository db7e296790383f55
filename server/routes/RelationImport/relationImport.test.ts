import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { erpCodes, importMappings, relations } from '../../db/schema/index';
import { auditRows, buildTenant, signedInClient, signIn, startTestApp } from '../../test/harness';
import { csv, dutchIban, postPreview, vendorCsv } from './fixtures';

const ctx = await startTestApp();
afterAll(() => ctx.close());

async function adminTenant() {
  const tenant = await buildTenant(ctx.database, 'Import');
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  const { token } = await signIn(ctx.app, admin.email);
  return { tenant, admin, token, api: await signedInClient(ctx.app, admin.email) };
}
type Admin = Awaited<ReturnType<typeof adminTenant>>;

/** Previews a file and imports it with the mapping the preview proposed (or the one given). */
async function importFile(
  who: Admin,
  target: string,
  file: { name: string; content: string | Buffer },
  mapping?: Record<string, string>,
) {
  const preview = await postPreview(
    ctx.app,
    who.token,
    { CompanyId: who.tenant.companyId, Target: target },
    file,
  );
  expect(preview.statusCode).toBe(200);
  const { UploadId, Mapping } = preview.json();
  const imported = await who.api.post('/api/RelationImport/Import', {
    UploadId,
    CompanyId: who.tenant.companyId,
    Target: target,
    Mapping: mapping ?? Mapping,
  });
  return { preview: preview.json(), imported };
}

const relationsOf = (who: Admin, kind = 'Vendor') =>
  ctx.database.withTenant(who.tenant.tenantId, (tx) =>
    tx
      .select()
      .from(relations)
      .where(and(eq(relations.companyId, who.tenant.companyId), eq(relations.kind, kind)))
      .orderBy(relations.codeKey),
  );

describe('relation import of a 1,000-row vendor CSV with bad rows', () => {
  it('imports every valid row in one go and reports each skipped row with its reasons', async () => {
    const who = await adminTenant();
    const { text, bad } = vendorCsv(1000);
    const { preview, imported } = await importFile(who, 'Vendor', { name: 'crediteuren.csv', content: text });
    expect(preview).toMatchObject({
      Columns: ['Crediteurnummer', 'Naam', 'Plaats', 'Land', 'BTW-nummer', 'KvK-nummer', 'IBAN'],
      Mapping: {
        ErpCode: 'Crediteurnummer',
        Name: 'Naam',
        City: 'Plaats',
        Country: 'Land',
        VatNumber: 'BTW-nummer',
        ChamberOfCommerceNumber: 'KvK-nummer',
        IbanNumbers: 'IBAN',
      },
      RowCount: 1000,
      ValidCount: 966,
      InvalidCount: 34,
    });
    expect(preview.Rows).toHaveLength(20);
    expect(preview.Rows[0]).toEqual({
      Row: 2,
      Values: expect.objectContaining({
        ErpCode: 'V1',
        Name: 'Leverancier 1 B.V.',
        IbanNumbers: dutchIban(417164301),
      }),
    });
    expect(preview.Fields).toContainEqual({ Name: 'ErpCode', Required: true });

    expect(imported.statusCode).toBe(200);
    const report = imported.json();
    expect(report).toMatchObject({ Created: 966, Updated: 0, Unchanged: 0 });
    expect(report.Skipped).toHaveLength(34);
    const reasonsOf = (rows: number[]) =>
      report.Skipped.filter((row: { Row: number }) => rows.includes(row.Row)).map(
        (row: { Reasons: unknown[] }) => row.Reasons,
      );
    expect(reasonsOf(bad.badIban)).toEqual(
      bad.badIban.map(() => [{ Field: 'IbanNumbers', Message: 'Validation_Iban_Not_Valid' }]),
    );
    expect(reasonsOf(bad.noName)).toEqual(
      bad.noName.map(() => [{ Field: 'Name', Message: 'Validation_Required' }]),
    );
    expect(reasonsOf(bad.badVat)).toEqual(
      bad.badVat.map(() => [{ Field: 'VatNumber', Message: 'Validation_Vat_Number_Not_Valid' }]),
    );
    expect(report.Skipped.filter((row: { Row: number }) => bad.repeated.includes(row.Row))).toEqual([
      { Row: 11, Code: 'V10', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%1001' }] },
      { Row: 999, Code: 'V998', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%1000' }] },
      { Row: 1000, Code: 'V998', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%999' }] },
      { Row: 1001, Code: 'v10', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%11' }] },
    ]);

    const page = await who.api.get(`/api/Vendor/GetPageByCompany/${who.tenant.companyId}?take=1`);
    expect(page.json().Count).toBe(966);
    const found = await who.api.get(`/api/Vendor/GetByCompanyAndCode/${who.tenant.companyId}?code=V1`);
    expect(found.json()).toMatchObject({
      ErpCode: 'V1',
      City: 'Utrecht',
      Country: 'NL',
      ChamberOfCommerceNumber: '30000001',
      IbanNumber: dutchIban(417164301),
      BankAccountConfirmed: true,
    });
    const audits = await auditRows(ctx.database, who.tenant.tenantId);
    expect(audits.filter((row) => row.entity === 'Vendor' && row.action === 'create')).toHaveLength(966);
    expect(audits.find((row) => row.entity === 'RelationImport')).toMatchObject({
      userId: who.admin.id,
      changes: expect.objectContaining({
        Target: 'Vendor',
        FileName: 'crediteuren.csv',
        Created: 966,
        Skipped: 34,
      }),
    });
  });
});

describe('reading files', () => {
  it('reads a Dutch semicolon CSV in Windows-1252 with a title line, Dutch yes/no and country names', async () => {
    const who = await adminTenant();
    const text = csv([
      ['Klantenlijst 2025'],
      [],
      ['Debiteurnummer', 'Klantnaam', 'Land', 'G-rekening %', 'Geblokkeerd'],
      ['2001', 'Café de Zwaan', 'Nederland', '12,5', 'nee'],
      ['2002', 'Brasserie Zoë', 'België', '', 'ja'],
    ]);
    const { preview, imported } = await importFile(who, 'Customer', {
      name: 'klanten.csv',
      content: Buffer.from(text, 'latin1'),
    });
    expect(preview.Mapping).toEqual({
      Code: 'Debiteurnummer',
      Name: 'Klantnaam',
      Country: 'Land',
      GAccountPercentage: 'G-rekening %',
      IsBlocked: 'Geblokkeerd',
    });
    expect(preview.Rows.map((row: { Row: number }) => row.Row)).toEqual([4, 5]);
    expect(imported.json()).toEqual({ Created: 2, Updated: 0, Unchanged: 0, Skipped: [] });
    const rows = await relationsOf(who, 'Customer');
    expect(
      rows.map((row) => [row.code, row.name, row.country, row.gAccountPercentage, row.isBlocked]),
    ).toEqual([
      ['2001', 'Café de Zwaan', 'NL', 12.5, false],
      ['2002', 'Brasserie Zoë', 'BE', null, true],
    ]);
  });

  it('reads the first sheet of an XLSX: numbers, dates and formulas as text', async () => {
    const who = await adminTenant();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leveranciers');
    sheet.addRow(['Code', 'Name', 'IBAN', 'Since']);
    sheet.addRow([3001, 'Drukkerij Van Dam', dutchIban(123456789), new Date(Date.UTC(2024, 1, 29))]);
    sheet.addRow([{ formula: '3001+1', result: 3002 }, 'Transport Bakker', '', null]);
    workbook.addWorksheet('Other').addRow(['Code', 'Name']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { preview, imported } = await importFile(who, 'Vendor', { name: 'vendors.xlsx', content });
    expect(preview.Columns).toEqual(['Code', 'Name', 'IBAN', 'Since']);
    expect(preview.Rows).toEqual([
      { Row: 2, Values: { ErpCode: '3001', Name: 'Drukkerij Van Dam', IbanNumbers: dutchIban(123456789) } },
      { Row: 3, Values: { ErpCode: '3002', Name: 'Transport Bakker', IbanNumbers: '' } },
    ]);
    expect(imported.json()).toMatchObject({ Created: 2, Skipped: [] });
  });

  it('imports a chart of accounts into the general ledger and updates it by code', async () => {
    const who = await adminTenant();
    const chart = csv(
      [
        ['Grootboekrekening', 'Omschrijving', 'Soort', 'BTW-code'],
        ['0100', 'Gebouwen', 'Balans', ''],
        ['4000', 'Huisvestingskosten', 'W', '1'],
        ['8000', 'Omzet hoog', 'W', '2'],
        ['9999', 'Onbekend', 'X', ''],
      ],
      ',',
    );
    const first = await importFile(who, 'GeneralLedger', { name: 'rekeningschema.csv', content: chart });
    expect(first.imported.json()).toEqual({
      Created: 3,
      Updated: 0,
      Unchanged: 0,
      Skipped: [{ Row: 5, Code: '9999', Reasons: [{ Field: 'AccountType', Message: 'Validation_In_List' }] }],
    });
    const again = csv([
      ['Grootboekrekening', 'Omschrijving'],
      ['0100', 'Gebouwen'],
      ['4000', 'Huisvesting'],
    ]);
    const second = await importFile(who, 'GeneralLedger', { name: 'wijzigingen.csv', content: again });
    expect(second.imported.json()).toMatchObject({ Created: 0, Updated: 1, Unchanged: 1 });
    const codes = await ctx.database.withTenant(who.tenant.tenantId, (tx) =>
      tx.select().from(erpCodes).where(eq(erpCodes.companyId, who.tenant.companyId)).orderBy(erpCodes.code),
    );
    expect(codes.map((row) => [row.list, row.code, row.description, row.accountType, row.vatCode])).toEqual([
      ['GeneralLedger', '0100', 'Gebouwen', 'Balance', null],
      ['GeneralLedger', '4000', 'Huisvesting', 'ProfitAndLoss', '1'],
      ['GeneralLedger', '8000', 'Omzet hoog', 'ProfitAndLoss', '2'],
    ]);
    const audits = await auditRows(ctx.database, who.tenant.tenantId);
    expect(audits.filter((row) => row.entity === 'GeneralLedger').map((row) => row.action)).toEqual([
      'create',
      'create',
      'create',
      'update',
    ]);
  });
});

describe('re-import', () => {
  const header = ['Code', 'Naam', 'Plaats', 'IBAN'];

  it('updates by code, keeps the fields the file does not map, and leaves unchanged rows alone', async () => {
    const who = await adminTenant();
    const first = csv([
      header,
      ['A1', 'Alfa', 'Utrecht', dutchIban(1)],
      ['A2', 'Beta', 'Zeist', dutchIban(2)],
    ]);
    await importFile(who, 'Vendor', { name: 'first.csv', content: first });
    const second = csv([
      ['Code', 'Naam'],
      ['a1', 'Alfa Nieuw'],
      ['A2', 'Beta'],
      ['A3', 'Gamma'],
    ]);
    const { imported } = await importFile(who, 'Vendor', { name: 'second.csv', content: second });
    expect(imported.json()).toEqual({ Created: 1, Updated: 1, Unchanged: 1, Skipped: [] });
    const rows = await relationsOf(who);
    expect(rows.map((row) => [row.code, row.name, row.city, row.ibanNumbers])).toEqual([
      ['a1', 'Alfa Nieuw', 'Utrecht', [dutchIban(1)]],
      ['A2', 'Beta', 'Zeist', [dutchIban(2)]],
      ['A3', 'Gamma', '', []],
    ]);
  });

  it("records a changed IBAN as the import's bank-account change and leaves the vendor unconfirmed", async () => {
    const who = await adminTenant();
    await importFile(who, 'Vendor', {
      name: 'first.csv',
      content: csv([header, ['B1', 'Bank', 'Ede', dutchIban(5)]]),
    });
    const changed = csv([header, ['B1', 'Bank', 'Ede', dutchIban(6)]]);
    expect(
      (await importFile(who, 'Vendor', { name: 'changed.csv', content: changed })).imported.json(),
    ).toMatchObject({ Updated: 1 });
    const [vendor] = await relationsOf(who);
    const detail = await who.api.get(`/api/Vendor/${vendor?.id}?detailed=true`);
    expect(detail.json()).toMatchObject({
      IbanNumbers: [dutchIban(6)],
      BankAccountConfirmed: false,
      BankAccountChanges: [
        { Source: 'Import', FromIbans: [dutchIban(5)], ToIbans: [dutchIban(6)], ConfirmedAt: null },
      ],
    });
  });

  it('brings a deleted vendor back when the file has its code', async () => {
    const who = await adminTenant();
    await importFile(who, 'Vendor', { name: 'a.csv', content: csv([header, ['C1', 'Gone', '', '']]) });
    const [vendor] = await relationsOf(who);
    expect((await who.api.delete(`/api/Vendor/${vendor?.id}`)).statusCode).toBe(204);
    const again = await importFile(who, 'Vendor', {
      name: 'b.csv',
      content: csv([header, ['C1', 'Back', '', '']]),
    });
    expect(again.imported.json()).toMatchObject({ Created: 0, Updated: 1 });
    expect((await who.api.get(`/api/Vendor/${vendor?.id}`)).json()).toMatchObject({ Name: 'Back' });
  });
});

describe('the column mapping', () => {
  it('is remembered per company and target, and offered again for a file with those columns', async () => {
    const who = await adminTenant();
    const file = {
      name: 'odd.csv',
      content: csv([
        ['Nr', 'Bedrijf', 'Woonplaats'],
        ['D1', 'Delta', 'Gouda'],
      ]),
    };
    const first = await importFile(who, 'Vendor', file, { ErpCode: 'Nr', Name: 'Bedrijf' });
    expect(first.preview.Mapping).toEqual({ ErpCode: 'Nr', City: 'Woonplaats' });
    expect(first.preview.MappingErrors).toEqual({ Name: 'Validation_Required' });
    expect(first.imported.json()).toMatchObject({ Created: 1 });
    const next = await postPreview(
      ctx.app,
      who.token,
      { CompanyId: who.tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(next.json()).toMatchObject({ Mapping: { ErpCode: 'Nr', Name: 'Bedrijf' }, MappingErrors: {} });
    const other = await postPreview(
      ctx.app,
      who.token,
      { CompanyId: who.tenant.otherCompanyId, Target: 'Vendor' },
      file,
    );
    expect(other.json().Mapping).toEqual({ ErpCode: 'Nr', City: 'Woonplaats' });
    const saved = await ctx.database.withTenant(who.tenant.tenantId, (tx) =>
      tx.select().from(importMappings),
    );
    expect(saved).toEqual([
      expect.objectContaining({ target: 'Vendor', mapping: { ErpCode: 'Nr', Name: 'Bedrijf' } }),
    ]);
  });

  it('checks an upload again with another mapping, and refuses to import without the required fields', async () => {
    const who = await adminTenant();
    const file = {
      name: 'x.csv',
      content: csv([
        ['Code', 'Naam', 'Notitie'],
        ['E1', 'Echo', 'not-an-address'],
      ]),
    };
    const preview = await postPreview(
      ctx.app,
      who.token,
      { CompanyId: who.tenant.companyId, Target: 'Vendor' },
      file,
    );
    expect(preview.json()).toMatchObject({ ValidCount: 1, InvalidCount: 0 });
    const body = { UploadId: preview.json().UploadId, CompanyId: who.tenant.companyId, Target: 'Vendor' };
    const checked = await who.api.post('/api/RelationImport/Check', {
      ...body,
      Mapping: { ErpCode: 'Code', Name: 'Naam', EmailAddress: 'Notitie' },
    });
    expect(checked.json()).toMatchObject({
      ValidCount: 0,
      InvalidCount: 1,
      Errors: [{ Row: 2, Field: 'EmailAddress', Message: 'Validation_Email' }],
      Rows: [{ Row: 2, Values: { ErpCode: 'E1', Name: 'Echo', EmailAddress: 'not-an-address' } }],
    });
    const refused = await who.api.post('/api/RelationImport/Import', {
      ...body,
      Mapping: { ErpCode: 'Code', Name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual({ 'Mapping.Name': 'Validation_Required' });
    const unknown = await who.api.post('/api/RelationImport/Import', {
      ...body,
      Mapping: { ErpCode: 'Code', Name: 'Naam', City: 'Stad' },
    });
    expect(unknown.json().Errors).toEqual({ 'Mapping.City': 'Validation_In_List' });
  });
});

describe('nothing is half imported', () => {
  it('writes nothing when the database fails mid-import, and the same upload imports once the failure is gone', async () => {
    const who = await adminTenant();
    const { text } = vendorCsv(1000);
    const preview = await postPreview(
      ctx.app,
      who.token,
      { CompanyId: who.tenant.companyId, Target: 'Vendor' },
      {
        name: 'crediteuren.csv',
        content: text,
      },
    );
    const failing = 'Leverancier 700 B.V.';
    // A trigger of this test only: the 700th row (in the second batch) makes the database refuse the statement.
    const fn = `ll_test_fail_${who.tenant.tenantId.slice(0, 8)}`;
    await ctx.database.withService((tx) =>
      tx.execute(
        sql.raw(
          `create function ${fn}() returns trigger language plpgsql as $$ begin if new.name = '${failing}' and new.tenant_id = '${who.tenant.tenantId}' then raise exception 'simulated failure'; end if; return new; end $$;`,
        ),
      ),
    );
    await ctx.database.withService((tx) =>
      tx.execute(
        sql.raw(`create trigger ${fn} before insert on relations for each row execute function ${fn}()`),
      ),
    );
    const body = {
      UploadId: preview.json().UploadId,
      CompanyId: who.tenant.companyId,
      Target: 'Vendor',
      Mapping: preview.json().Mapping,
    };
    try {
      const failed = await who.api.post('/api/RelationImport/Import', body);
      expect(failed.statusCode).toBe(500);
      expect(await relationsOf(who)).toEqual([]);
      const audits = await auditRows(ctx.database, who.tenant.tenantId);
      expect(audits.filter((row) => ['Vendor', 'RelationImport'].includes(row.entity))).toEqual([]);
      const [mappings] = await ctx.database.withTenant(who.tenant.tenantId, (tx) =>
        tx.select({ count: count() }).from(importMappings),
      );
      expect(mappings?.count).toBe(0);
    } finally {
      await ctx.database.withService((tx) =>
        tx.execute(sql.raw(`drop trigger if exists ${fn} on relations`)),
      );
      await ctx.database.withService((tx) => tx.execute(sql.raw(`drop function if exists ${fn}()`)));
    }
    const retried = await who.api.post('/api/RelationImport/Import', body);
    expect(retried.json()).toMatchObject({ Created: 966 });
    const gone = await who.api.post('/api/RelationImport/Import', body);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Import_Upload_Not_Found');
  });
});

describe('limits and refusals', () => {
  const fields = (who: Admin) => ({ CompanyId: who.tenant.companyId, Target: 'Vendor' });

  it('refuses an empty file, a file that is no table, one without data rows and one over 100,000 rows', async () => {
    const who = await adminTenant();
    const cases: Array<[string | Buffer, string]> = [
      ['', 'Import_Empty_File'],
      [Buffer.from('%PDF-1.7\n%\u00e2\u00e3'), 'Import_Not_A_Table'],
      ['Code;Naam\r\n', 'Import_No_Rows'],
      [`Code;Naam\n${'1;A\n'.repeat(100_001)}`, 'Import_Too_Many_Rows%%100000'],
    ];
    for (const [content, message] of cases) {
      const response = await postPreview(ctx.app, who.token, fields(who), { name: 'f.csv', content });
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe(message);
    }
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip at all')]);
    const xlsx = await postPreview(ctx.app, who.token, fields(who), { name: 'f.xlsx', content: broken });
    expect(xlsx.json().Message).toBe('Import_Not_A_Table');
  });

  it('asks for the form fields and the file', async () => {
    const who = await adminTenant();
    const noFields = await postPreview(
      ctx.app,
      who.token,
      {},
      { name: 'f.csv', content: 'Code;Naam\n1;A\n' },
    );
    expect(noFields.json().Errors).toEqual({
      CompanyId: 'Validation_Required',
      Target: 'Validation_Required',
    });
    const badTarget = await postPreview(ctx.app, who.token, { ...fields(who), Target: 'Employee' });
    expect(badTarget.json().Errors).toEqual({ Target: 'Validation_In_List' });
    const noFile = await postPreview(ctx.app, who.token, fields(who));
    expect(noFile.json().Message).toBe('Import_No_Files');
  });

  it('keeps an upload to its user, company and target', async () => {
    const who = await adminTenant();
    const colleague = await who.tenant.user({ name: 'Colleague', IsAdmin: true });
    const asColleague = await signedInClient(ctx.app, colleague.email);
    const preview = await postPreview(ctx.app, who.token, fields(who), {
      name: 'f.csv',
      content: 'Code;Naam\n1;A\n',
    });
    const body = {
      UploadId: preview.json().UploadId,
      CompanyId: who.tenant.companyId,
      Target: 'Vendor',
      Mapping: preview.json().Mapping,
    };
    for (const [api, changed] of [
      [asColleague, body],
      [who.api, { ...body, Target: 'Customer' }],
      [who.api, { ...body, CompanyId: who.tenant.otherCompanyId }],
      [who.api, { ...body, UploadId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const response = await api.post('/api/RelationImport/Import', changed);
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Import_Upload_Not_Found');
    }
  });
});

import ExcelJS from 'exceljs';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { invoiceFields, recognizedInvoice, useFastVerify } from './fastVerifyFixture';

type Started = Awaited<ReturnType<typeof startTestApp>>;
type Api = ReturnType<typeof client>;
let started: Started;
let tenant: TestTenant;
let verifier: Api;
let token: string;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'FastVerifyExport');
  // Both companies use fast verify: the export then names each row's company.
  await useFastVerify(started.database, tenant.tenantId, undefined, 85);
  const user = await tenant.user({
    name: 'Verifier',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId, tenant.otherCompanyId],
  });
  token = (await signIn(started.app, user.email)).token;
  verifier = client(started.app, token);
  const invoice = (number: string, companyId: string, overrides = {}) =>
    recognizedInvoice(started.app, started.database, {
      tenantId: tenant.tenantId,
      companyId,
      token,
      fields: invoiceFields(number, 0.95, overrides),
    });
  await invoice('FVX-SURE', tenant.companyId);
  // Sure of everything but the net amount: scored by its least sure field.
  await invoice('FVX-UNSURE', tenant.companyId, { NetAmount: 0.4 });
  await invoice('FVX-OTHER', tenant.otherCompanyId, { GrossAmount: 0.9 });
});
afterAll(() => started.close());

const exportQueue = (body: Record<string, unknown> = {}, api = verifier) =>
  api.post('/api/FastVerify/Export', { Locale: 'en-US', ...body });

/** The first sheet of an XLSX answer: its captions and a cell by row and caption. */
async function sheetOf(response: Awaited<ReturnType<Api['post']>>) {
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (row: number, caption: string) => {
    expect(header, caption).toContain(caption);
    return sheet.getRow(row).getCell(header.indexOf(caption) + 1).value;
  };
  const rowOf = (number: string) => {
    for (let row = 2; row <= sheet.rowCount; row++) if (cell(row, 'Document no.') === number) return row;
    throw new Error(`${number} is not exported`);
  };
  return { sheet, header, cell, rowOf, rows: sheet.rowCount - 1 };
}

const today = () => {
  const now = new Date().toISOString().slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(now[0], now[1] - 1, now[2]));
};

describe('POST /api/FastVerify/Export', () => {
  it('answers an XLSX of every row the list shows, in its order, with the score, amounts and dates typed', async () => {
    const response = await exportQueue();
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Fast verify \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { header, cell, rowOf, rows } = await sheetOf(response);
    expect(header).toEqual([
      'Score',
      'Company',
      'Relation',
      'Date',
      'Document no.',
      'Currency',
      'Net',
      'VAT',
      'Gross',
      'Type',
      'IBAN',
      'Fields to check',
    ]);
    const list: FastVerifyItem[] = (await verifier.get('/api/FastVerify')).json();
    expect(rows).toBe(list.length);
    expect(list.length).toBe(3);
    // Most confident first, as the list.
    expect([2, 3, 4].map((row) => cell(row, 'Document no.'))).toEqual(list.map((item) => item.Number));

    const sure = rowOf('FVX-SURE');
    expect(cell(sure, 'Score')).toBe(95);
    expect(cell(sure, 'Company')).toBe('FastVerifyExport Company A');
    expect(cell(sure, 'Relation')).toBe('Fast Supplies BV');
    expect(cell(sure, 'Date')).toEqual(today());
    expect(cell(sure, 'Currency')).toBe('EUR');
    expect(cell(sure, 'Net')).toBe(100);
    expect(cell(sure, 'VAT')).toBe(21);
    expect(cell(sure, 'Gross')).toBe(121);
    expect(cell(sure, 'Type')).toBe('Debit');
    expect(cell(sure, 'IBAN')).toBe('NL91ABNA0417164300');
    expect(cell(sure, 'Fields to check')).toBe('');

    const unsure = rowOf('FVX-UNSURE');
    expect(cell(unsure, 'Score')).toBe(40);
    expect(cell(unsure, 'Fields to check')).toBe('Net amount');
    expect(cell(rowOf('FVX-OTHER'), 'Company')).toBe('FastVerifyExport Company B');
  });

  it("takes the list's filters and the language of the captions", async () => {
    const one = await sheetOf(await exportQueue({ companyId: tenant.otherCompanyId, Locale: 'nl-NL' }));
    expect(one.rows).toBe(1);
    // One company: no company column, as the screen for one company.
    expect(one.header).not.toContain('Bedrijf');
    expect(one.header.slice(0, 3)).toEqual(['Score', 'Relatie', 'Datum']);
    expect(one.sheet.name).toBe('Snel controleren');
    const slips = await sheetOf(await exportQueue({ documentType: 'PackingSlip' }));
    expect(slips.rows).toBe(0);
  });

  it('answers 400 on a bad body, as the list on a bad query', async () => {
    for (const body of [
      { companyId: 'not-a-guid' },
      { documentType: 'Letter' },
      { Locale: 'fr-FR' },
      { companyId: 12 },
    ]) {
      const response = await exportQueue(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

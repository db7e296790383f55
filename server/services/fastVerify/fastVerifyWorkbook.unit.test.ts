import path from 'node:path';
import { testItem } from '../../../domain/verify/testItem';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { staticTranslations } from '../translations/staticTranslations';
import { type FastVerifyWorkbookLook, fastVerifyWorkbook } from './fastVerifyWorkbook';

const localesDir = path.join(process.cwd(), 'locales');

/** A recognised purchase invoice of company c1 dated 1 March 2026, as sure as `score`, with overrides. */
const item = (id: string, score: number, overrides: Partial<FastVerifyItem> = {}): FastVerifyItem =>
  testItem(id, score, { Date: '2026-03-01', ImportDate: '2026-03-02T08:00:00.000Z', ...overrides });

const look: FastVerifyWorkbookLook = {
  companyName: (id) => ({ c1: 'Demo Foods BV', c2: 'Demo Drinks BV' })[id] ?? '',
  usesDescription: false,
};

const english = () => staticTranslations(localesDir, 'en-US', 'Navigation');

describe('fastVerifyWorkbook', () => {
  it('has the columns the table shows, captioned in the language, the score 0-100, amounts and dates typed', async () => {
    const rows = [
      item('a', 0.953, {
        InvoiceType: 'Credit',
        FastVerifyResult: { Score: 0.953, Parts: [], LowFields: ['GrossAmount', 'Date'] },
      }),
    ];
    const { title, columns } = fastVerifyWorkbook(rows, await english(), look);
    expect(title).toBe('Fast verify');
    expect(columns.map((column) => column.caption)).toEqual([
      'Score',
      'Relation',
      'Date',
      'Document no.',
      'Currency',
      'Net',
      'VAT',
      'Gross',
      'Type',
      'Fields to check',
    ]);
    const cell = (caption: string) => {
      const column = columns.find((one) => one.caption === caption);
      if (!column) throw new Error(`no column ${caption}`);
      return { value: column.value(rows[0]), kind: column.kind ?? 'text' };
    };
    expect(cell('Score')).toEqual({ value: 95, kind: 'number' });
    expect(cell('Date')).toEqual({ value: '2026-03-01', kind: 'date' });
    expect(cell('Document no.')).toEqual({ value: 'F-a', kind: 'text' });
    expect(cell('Net')).toEqual({ value: 100, kind: 'amount' });
    expect(cell('VAT')).toEqual({ value: 21, kind: 'amount' });
    expect(cell('Gross')).toEqual({ value: 121, kind: 'amount' });
    expect(cell('Type').value).toBe('Credit');
    expect(cell('Fields to check').value).toBe('Gross amount, Date');
  });

  it('adds the company and document type for rows of several, and the optional fields some row has', async () => {
    const rows = [
      item('a', 0.9, { ReportingDate: '2026-02-28', PurchaseOrderNumber: 'PO-7', DueDate: '2026-03-31' }),
      item('b', 0.7, {
        CompanyId: 'c2',
        DocumentType: 'PackingSlip',
        PaymentTerm: '30 days',
        PackingSlipNumber: 'PS-1',
        IbanNumber: 'NL91ABNA0417164300',
        PaymentReference: '1234 5678',
        Description: 'Coffee',
      }),
    ];
    const { columns } = fastVerifyWorkbook(rows, await english(), { ...look, usesDescription: true });
    expect(columns.map((column) => column.caption)).toEqual([
      'Score',
      'Company',
      'Document type',
      'Relation',
      'Date',
      'Document no.',
      'Currency',
      'Net',
      'VAT',
      'Gross',
      'Type',
      'Reporting date',
      'Payment term',
      'Description',
      'Purchase order',
      'Packing slip',
      'Due date',
      'IBAN',
      'Payment reference',
      'Fields to check',
    ]);
    const valuesOf = (row: FastVerifyItem) =>
      Object.fromEntries(columns.map((column) => [column.caption, column.value(row)]));
    expect(valuesOf(rows[0])).toMatchObject({
      Company: 'Demo Foods BV',
      'Document type': 'Purchase invoice',
      'Reporting date': '2026-02-28',
      'Due date': '2026-03-31',
      'Purchase order': 'PO-7',
      IBAN: '',
    });
    expect(valuesOf(rows[1])).toMatchObject({
      Score: 70,
      Company: 'Demo Drinks BV',
      'Document type': 'Packing slip',
      'Packing slip': 'PS-1',
      Description: 'Coffee',
      'Due date': null,
    });
    const kinds = Object.fromEntries(columns.map((column) => [column.caption, column.kind ?? 'text']));
    expect(kinds).toMatchObject({ 'Reporting date': 'date', 'Due date': 'date', IBAN: 'text' });
  });

  it('names every column with a Dutch text of its own', async () => {
    const rows = [
      item('a', 0.9, { ReportingDate: '2026-02-28', PaymentTerm: '30', DueDate: '2026-03-31' }),
      item('b', 0.9, {
        CompanyId: 'c2',
        DocumentType: 'SalesInvoice',
        PurchaseOrderNumber: 'PO',
        PackingSlipNumber: 'PS',
        IbanNumber: 'NL91ABNA0417164300',
        PaymentReference: 'R',
        FastVerifyResult: { Score: 0.9, Parts: [], LowFields: ['IbanNumber'] },
      }),
    ];
    const texts = await staticTranslations(localesDir, 'nl-NL', 'Navigation');
    const { title, columns } = fastVerifyWorkbook(rows, texts, { ...look, usesDescription: true });
    expect(title).toBe('Snel controleren');
    // A key without a text would be its own caption, as would a value looked up by key.
    const untranslated = columns
      .map((column) => column.caption)
      .filter((caption) => /^[A-Z][A-Za-z]+_[A-Za-z_]+$/.test(caption));
    expect(untranslated).toEqual([]);
    expect(columns.map((column) => column.value(rows[1]))).toEqual(
      expect.arrayContaining(['Verkoopfactuur', 'Debet', 'IBAN']),
    );
  });
});

import { parseCsv } from '../../masterdata/import/csv';
import { JournalColumns } from './columns';
import { csvAmount, csvText, journalCsv } from './csv';
import { type JournalDocument, journalOf } from './journal';

const purchase: JournalDocument = {
  DocumentType: 'PurchaseInvoice',
  InvoiceType: 'Debit',
  Journal: 'INK',
  LedgerEntryNumber: 2024000001,
  DocumentDate: '2024-03-01',
  Period: '2024-03',
  RelationCode: 'V100',
  DocumentNumber: 'F;42',
  Description: 'Smit "Kantoor"\r\nmaart',
  Currency: 'EUR',
  RelationAccount: '1600',
  GeneralLedger: '4300',
  NetAmount: 1234.5,
  VatAmount: 259.25,
  Dimension1: '=HYPERLINK("x")',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  Project: '',
};

describe('the booking export as CSV', () => {
  const csv = journalCsv(journalOf(purchase, []), 'nl-NL');

  it('starts with a byte order mark and a header row of the field names, separated by semicolons', () => {
    expect(csv.startsWith('\uFEFFJournal;EntryNumber;Date;Period;')).toBe(true);
    const [header] = parseCsv(csv, ';');
    expect(header).toEqual(JournalColumns.map((column) => column.name));
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('reads back as the journal: a row per line, amounts with a decimal comma, texts intact', () => {
    const [header, ...rows] = parseCsv(csv, ';').filter((row) => row.length > 1);
    const at = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => [at(row, 'LineType'), at(row, 'Debit'), at(row, 'Credit')])).toEqual([
      ['Relation', '0,00', '1493,75'],
      ['Ledger', '1234,50', '0,00'],
      ['Vat', '259,25', '0,00'],
    ]);
    expect(at(rows[0], 'DocumentNumber')).toBe('F;42');
    expect(at(rows[0], 'Description')).toBe('Smit "Kantoor"  maart');
    expect(at(rows[0], 'Date')).toBe('2024-03-01');
    expect(at(rows[0], 'EntryNumber')).toBe('2024000001');
    expect(at(rows[1], 'Dimension1')).toBe(`'=HYPERLINK("x")`);
  });

  it('writes a decimal point for en-US', () => {
    expect(journalCsv(journalOf(purchase, []), 'en-US')).toContain(';1493.75;');
    expect(csvAmount(-5, 'en-US')).toBe('-0.05');
    expect(csvAmount(123456, 'nl-NL')).toBe('1234,56');
  });

  it('keeps a spreadsheet from running a text as a formula, but leaves a plain number alone', () => {
    expect(csvText('+31 30 123')).toBe("'+31 30 123");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('-12')).toBe('-12');
    expect(csvText(' padded ')).toBe('" padded "');
    expect(csvText('tab\there')).toBe('tab here');
  });
});

import { checkRows, previewRows, rowErrorsOf } from './rows';
import { csvRows, tableOf } from './table';

const IBAN = 'NL91ABNA0417164300';
const table = (...records: string[][]) => tableOf(csvRows(records));
const vendorMapping = {
  ErpCode: 'Code',
  Name: 'Naam',
  IbanNumbers: 'IBAN',
  VatNumber: 'BTW',
  IsBlocked: 'Geblokkeerd',
};

describe('checkRows for vendors', () => {
  const file = table(
    ['Code', 'Naam', 'IBAN', 'BTW', 'Geblokkeerd'],
    ['1001', 'Jansen B.V.', 'NL91 ABNA 0417 1643 00', 'NL 8194.42.123.B01', 'nee'],
    ['1002', '', IBAN, '', ''],
    ['1003', 'Smit', 'NL91ABNA0417164301', 'NL123', 'misschien'],
    ['1004', 'Twice', '', '', ''],
    ['1004', 'Twice again', '', '', ''],
    ['', 'No code', '', '', ''],
  );

  it('checks the fields with the same rules as the screens, one reason per field', () => {
    const checked = checkRows('Vendor', file, vendorMapping);
    expect(checked.kind).toBe('Vendor');
    expect(checked.rows).toEqual([
      {
        row: 2,
        code: '1001',
        fields: expect.objectContaining({
          ErpCode: '1001',
          Name: 'Jansen B.V.',
          IbanNumbers: [IBAN],
          IsBlocked: false,
        }),
      },
    ]);
    expect(checked.skipped).toEqual([
      { Row: 3, Code: '1002', Reasons: [{ Field: 'Name', Message: 'Validation_Required' }] },
      {
        Row: 4,
        Code: '1003',
        Reasons: [
          { Field: 'VatNumber', Message: 'Validation_Vat_Number_Not_Valid' },
          { Field: 'IbanNumbers', Message: 'Validation_Iban_Not_Valid' },
          { Field: 'IsBlocked', Message: 'Validation_Yes_No' },
        ],
      },
      { Row: 5, Code: '1004', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%6' }] },
      { Row: 6, Code: '1004', Reasons: [{ Field: 'ErpCode', Message: 'Import_Code_Repeated%%5' }] },
      { Row: 7, Code: '', Reasons: [{ Field: 'ErpCode', Message: 'Validation_Required' }] },
    ]);
    expect(checked.mapped).toEqual(['ErpCode', 'Name', 'VatNumber', 'IbanNumbers', 'IsBlocked']);
  });

  it('compares codes as the database does, without regard to case', () => {
    const checked = checkRows('Customer', table(['Code', 'Naam'], ['ab1', 'A'], ['AB1', 'B']), {
      Code: 'Code',
      Name: 'Naam',
    });
    expect(checked.rows).toEqual([]);
    expect(checked.skipped.map((row) => row.Reasons[0]?.Message)).toEqual([
      'Import_Code_Repeated%%3',
      'Import_Code_Repeated%%2',
    ]);
  });

  it('lists every problem of the skipped rows for a preview', () => {
    const errors = rowErrorsOf(checkRows('Vendor', file, vendorMapping).skipped);
    expect(errors).toHaveLength(7);
    expect(errors[0]).toEqual({ Row: 3, Field: 'Name', Message: 'Validation_Required' });
  });
});

describe('checkRows for code lists', () => {
  it('reads a chart of accounts with account types in Dutch', () => {
    const checked = checkRows(
      'GeneralLedger',
      table(
        ['Rekening', 'Omschrijving', 'Soort'],
        ['4000', 'Huisvestingskosten', 'W'],
        ['0100', 'Gebouwen', 'Balans'],
        ['9', '', 'X'],
      ),
      { Code: 'Rekening', Description: 'Omschrijving', AccountType: 'Soort' },
    );
    expect(checked.kind === 'CodeList' && checked.list).toBe('GeneralLedger');
    expect(checked.rows.map((row) => row.fields)).toEqual([
      expect.objectContaining({
        Code: '4000',
        Description: 'Huisvestingskosten',
        AccountType: 'ProfitAndLoss',
        VatCode: null,
      }),
      expect.objectContaining({ Code: '0100', AccountType: 'Balance' }),
    ]);
    expect(checked.skipped).toEqual([
      { Row: 4, Code: '9', Reasons: [{ Field: 'AccountType', Message: 'Validation_In_List' }] },
    ]);
  });

  it("applies a list's own rules: a VAT code needs its percentage", () => {
    const checked = checkRows(
      'VatCode',
      table(
        ['Code', 'Omschrijving', 'Percentage', 'Categorie'],
        ['1', 'Hoog', '21%', 's'],
        ['2', 'Geen', '', 'Q'],
      ),
      { Code: 'Code', Description: 'Omschrijving', Percentage: 'Percentage', Category: 'Categorie' },
    );
    expect(checked.rows.map((row) => row.fields)).toEqual([
      expect.objectContaining({ Percentage: 21, Category: 'S' }),
    ]);
    expect(checked.skipped[0]?.Reasons).toEqual([
      { Field: 'Percentage', Message: 'Validation_Required' },
      { Field: 'Category', Message: 'Validation_In_List' },
    ]);
  });
});

describe('previewRows', () => {
  it('shows the first rows as the mapping reads them', () => {
    const file = table(['Code', 'Naam', 'Extra'], ['1', ' A ', 'x'], ['2', 'B', 'y']);
    expect(previewRows('Customer', file, { Code: 'Code', Name: 'Naam' }, 1)).toEqual([
      { Row: 2, Values: { Code: '1', Name: 'A' } },
    ]);
  });
});

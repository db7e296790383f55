import type { CodingDocument, CodingLine } from './codingDocument';
import type { CodingValidation } from './codingStatus';
import { type CodingContext, codingPeriod, isVatDeductible, validateCoding } from './validateCoding';

const context: CodingContext = {
  UsesCoding: true,
  CodingFields: [
    { Feature: 'GeneralLedger', Restriction: 'Mandatory' },
    { Feature: 'Description', Restriction: 'Optional' },
    { Feature: 'Quantity', Restriction: 'Optional' },
    { Feature: 'UnitPrice', Restriction: 'Optional' },
    { Feature: 'VatCode', Restriction: 'Optional' },
    { Feature: 'Dimension1', Restriction: 'Optional' },
    { Feature: 'Project', Restriction: 'Optional' },
  ],
  CodeLists: {
    GeneralLedger: [
      { Code: '4000', IsBlocked: false },
      { Code: '4999', IsBlocked: true },
    ],
    VatCode: [
      { Code: 'H21', IsBlocked: false, Percentage: 21, Category: 'S' },
      { Code: 'NOCAT', IsBlocked: false, Percentage: 21, Category: null },
    ],
    Dimension1: [{ Code: 'D1', IsBlocked: false }],
  },
  IsVatDeductible: true,
  AllowOverrideVatDeductible: false,
  Periods: [
    { Code: '2024-05', StartDate: '2024-05-01', EndDate: '2024-05-31', IsClosed: true },
    { Code: '2024-06', StartDate: '2024-06-01', EndDate: '2024-06-30', IsClosed: false },
  ],
  PeriodDateBehavior: 'InvoiceDate',
  Today: '2024-06-20',
};

function line(overrides: Partial<CodingLine> = {}): CodingLine {
  return {
    Id: '1',
    GeneralLedger: '4000',
    VatCode: 'H21',
    NetAmount: 100,
    VatAmount: 21,
    SplitType: 'Fixed',
    SplitValue: 100,
    ...overrides,
  };
}

function document(
  lines: CodingLine[] = [line()],
  header: Partial<CodingDocument['Header']> = {},
): CodingDocument {
  const net = lines.reduce((total, each) => total + each.NetAmount, 0);
  const vat = lines.reduce((total, each) => total + each.VatAmount, 0);
  return {
    Header: {
      DocumentDate: '2024-06-15',
      NetAmount: net,
      VatAmount: vat,
      GrossAmount: net + vat,
      Currency: 'EUR',
      IsVatDeductible: null,
      ...header,
    },
    Lines: lines,
  };
}

const messages = (result: CodingValidation) => result.CodingErrors.map((error) => error.Message);

describe('validateCoding', () => {
  it('answers Valid without findings for a correct coding', () => {
    expect(validateCoding(document(), context)).toEqual({ CodingStatus: 'Valid', CodingErrors: [] });
  });

  it('answers NoCoding without findings when the company does not use coding', () => {
    const result = validateCoding(document([line({ GeneralLedger: null })]), {
      ...context,
      UsesCoding: false,
    });
    expect(result).toEqual({ CodingStatus: 'NoCoding', CodingErrors: [] });
  });

  it('answers Unknown when the document has no lines', () => {
    expect(validateCoding(document([]), context).CodingStatus).toBe('Unknown');
  });

  describe('coding fields', () => {
    it('requires a Mandatory field', () => {
      const result = validateCoding(document([line({ GeneralLedger: '' })]), context);
      expect(result.CodingStatus).toBe('Invalid');
      expect(result.CodingErrors).toEqual([
        { LineId: '1', Field: 'GeneralLedger', Message: 'Validation_Required', IsWarning: false },
      ]);
    });

    it('refuses a value in a NotAllowed field', () => {
      const notAllowed = {
        ...context,
        CodingFields: [...context.CodingFields, { Feature: 'Asset', Restriction: 'NotAllowed' }],
      } as const;
      const result = validateCoding(document([line({ Asset: 'A1' })]), notAllowed);
      expect(result.CodingErrors).toEqual([
        { LineId: '1', Field: 'Asset', Message: 'Validation_Must_Be_Empty', IsWarning: false },
      ]);
    });

    it('refuses a value in a field the ERP feature set does not have', () => {
      const result = validateCoding(document([line({ Dimension2: 'X' })]), context);
      expect(result.CodingErrors).toMatchObject([
        { Field: 'Dimension2', Message: 'Validation_Must_Be_Empty' },
      ]);
    });

    it('accepts an Optional field left empty', () => {
      expect(validateCoding(document([line({ Dimension1: null })]), context).CodingErrors).toEqual([]);
    });
  });

  describe('codes', () => {
    it('refuses a code that is not in the code list', () => {
      const result = validateCoding(document([line({ GeneralLedger: '9999' })]), context);
      expect(result.CodingErrors).toEqual([
        {
          LineId: '1',
          Field: 'GeneralLedger',
          Message: 'Coding_Code_Unknown%%GeneralLedger%%9999',
          IsWarning: false,
        },
      ]);
    });

    it('refuses a blocked code', () => {
      const result = validateCoding(document([line({ GeneralLedger: '4999' })]), context);
      expect(messages(result)).toEqual(['Coding_Code_Blocked%%GeneralLedger%%4999']);
      expect(result.CodingStatus).toBe('Invalid');
    });

    it('does not check a field whose code list the company does not keep', () => {
      expect(validateCoding(document([line({ Project: 'FREE' })]), context).CodingErrors).toEqual([]);
    });

    it('warns when a VAT code has no VAT category', () => {
      const result = validateCoding(document([line({ VatCode: 'NOCAT' })]), context);
      expect(result.CodingErrors).toEqual([
        { LineId: '1', Field: 'VatCode', Message: 'Tax_Code_Category_Not_Found%%NOCAT', IsWarning: true },
      ]);
      expect(result.CodingStatus).toBe('Valid');
    });
  });

  describe('decimals', () => {
    it('allows amounts 2 decimals', () => {
      const result = validateCoding(document([line({ NetAmount: 100.005, VatAmount: 21 })]), context);
      expect(result.CodingErrors).toContainEqual({
        LineId: '1',
        Field: 'NetAmount',
        Message: 'Coding_Too_Many_Decimals%%2',
        IsWarning: false,
      });
    });

    it('allows quantity and unit price 3 decimals', () => {
      const fine = validateCoding(document([line({ Quantity: 1.125, UnitPrice: 80.005 })]), context);
      expect(fine.CodingErrors).toEqual([]);
      const tooMany = validateCoding(document([line({ Quantity: 1.0005, UnitPrice: 80.0005 })]), context);
      expect(tooMany.CodingErrors).toMatchObject([
        { Field: 'Quantity', Message: 'Coding_Too_Many_Decimals%%3' },
        { Field: 'UnitPrice', Message: 'Coding_Too_Many_Decimals%%3' },
      ]);
    });

    it('refuses an amount that is not a number', () => {
      const result = validateCoding(document([line({ Quantity: Number.NaN })]), context);
      expect(result.CodingErrors).toMatchObject([{ Field: 'Quantity', Message: 'Validation_Not_A_Number' }]);
    });
  });

  describe('split', () => {
    it('allows only one Rest line', () => {
      const lines = [
        line({ SplitType: 'Rest' }),
        line({ Id: '2', SplitType: 'Rest', NetAmount: 0, VatAmount: 0 }),
      ];
      expect(validateCoding(document(lines), context).CodingErrors).toEqual([
        { LineId: null, Field: 'SplitType', Message: 'More_Than_One_Rest_Not_Allowed', IsWarning: false },
      ]);
    });

    it('allows only percentages once a line is a Percentage line', () => {
      const lines = [
        line({ SplitType: 'Percentage', SplitValue: 50, NetAmount: 50, VatAmount: 10.5 }),
        line({ Id: '2', SplitType: 'Fixed', SplitValue: 50, NetAmount: 50, VatAmount: 10.5 }),
      ];
      expect(messages(validateCoding(document(lines), context))).toEqual(['Only_Percentages_Allowed']);
    });

    it('allows no percentages once a line is a Fixed line', () => {
      const lines = [
        line({ SplitType: 'Fixed', SplitValue: 50, NetAmount: 50, VatAmount: 10.5 }),
        line({ Id: '2', SplitType: 'Percentage', SplitValue: 50, NetAmount: 50, VatAmount: 10.5 }),
      ];
      expect(messages(validateCoding(document(lines), context))).toEqual(['Only_Fix_Rest_Allowed']);
    });

    it('needs a percentage from 0 to 100 on a Percentage line', () => {
      const over = validateCoding(document([line({ SplitType: 'Percentage', SplitValue: 120 })]), context);
      expect(over.CodingErrors).toMatchObject([
        { LineId: '1', Field: 'SplitValue', Message: 'Validation_Percentage' },
      ]);
      const missing = validateCoding(
        document([line({ SplitType: 'Percentage', SplitValue: null })]),
        context,
      );
      expect(messages(missing)).toEqual(['Validation_Required']);
    });
  });

  describe('gross amount', () => {
    it('refuses lines that do not add up to the gross amount, with the difference', () => {
      const result = validateCoding(document([line()], { GrossAmount: 125 }), context);
      expect(result.CodingErrors).toEqual([
        {
          LineId: null,
          Field: 'GrossAmount',
          Message: 'Validation_Gross_Amount_Incorrect%%4.00',
          IsWarning: false,
        },
      ]);
    });

    it('adds up every line', () => {
      const lines = [
        line({ NetAmount: 60, VatAmount: 12.6 }),
        line({ Id: '2', NetAmount: 40, VatAmount: 8.4 }),
      ];
      expect(validateCoding(document(lines, { GrossAmount: 121 }), context).CodingErrors).toEqual([]);
    });
  });

  describe('VAT check', () => {
    const vatMessages = (vatAmount: number, netAmount = 100) =>
      validateCoding(
        document([line({ NetAmount: netAmount, VatAmount: vatAmount })]),
        context,
      ).CodingErrors.filter((error) => error.Field === 'VatAmount');

    it('accepts VAT within 0.01 of the VAT code percentage', () => {
      expect(vatMessages(21.01)).toEqual([]);
    });

    it('warns when the VAT works out within 0.1 of the percentage', () => {
      expect(vatMessages(21.05)).toEqual([
        {
          LineId: '1',
          Field: 'VatAmount',
          Message: 'Validation_Vat_In_Percentage_Tolerance%%21.05',
          IsWarning: true,
        },
      ]);
    });

    it('warns when the VAT differs at most 0.1', () => {
      expect(vatMessages(2.18, 10)).toEqual([
        {
          LineId: '1',
          Field: 'VatAmount',
          Message: 'Validation_Vat_In_Amount_Tolerance%%0.08',
          IsWarning: true,
        },
      ]);
    });

    it('refuses VAT further off, with the expected VAT', () => {
      expect(vatMessages(25)).toEqual([
        {
          LineId: '1',
          Field: 'VatAmount',
          Message: 'Validation_Vat_Not_In_Tolerance_Range%%21.00',
          IsWarning: false,
        },
      ]);
    });

    it('is skipped without a VAT code', () => {
      expect(validateCoding(document([line({ VatCode: null, VatAmount: 5 })]), context).CodingErrors).toEqual(
        [],
      );
    });
  });

  describe('VAT deductible', () => {
    const notDeductible = { ...context, IsVatDeductible: false };

    it('refuses line VAT when the company is not VAT-deductible', () => {
      const result = validateCoding(document(), notDeductible);
      expect(result.CodingErrors).toEqual([
        { LineId: '1', Field: 'VatAmount', Message: 'Coding_Vat_Not_Deductible', IsWarning: false },
      ]);
    });

    it('accepts the VAT booked as cost in the net amount', () => {
      const result = validateCoding(document([line({ NetAmount: 121, VatAmount: 0 })]), notDeductible);
      expect(result).toEqual({ CodingStatus: 'Valid', CodingErrors: [] });
    });

    it('follows the document when the company allows an override', () => {
      const header = document().Header;
      const overridable = { ...context, AllowOverrideVatDeductible: true };
      expect(isVatDeductible({ ...header, IsVatDeductible: false }, overridable)).toBe(false);
      expect(
        isVatDeductible({ ...header, IsVatDeductible: true }, { ...overridable, IsVatDeductible: false }),
      ).toBe(true);
      expect(isVatDeductible({ ...header, IsVatDeductible: null }, overridable)).toBe(true);
    });

    it('ignores the document when the company allows no override', () => {
      const header = { ...document().Header, IsVatDeductible: true };
      expect(isVatDeductible(header, notDeductible)).toBe(false);
    });
  });

  describe('period', () => {
    it('derives the period from the document date', () => {
      expect(codingPeriod(document().Header, context)?.Code).toBe('2024-06');
    });

    it('derives the period from today when the company books on today', () => {
      const header = { ...document().Header, DocumentDate: '2024-05-10' };
      expect(codingPeriod(header, { ...context, PeriodDateBehavior: 'Today' })?.Code).toBe('2024-06');
    });

    it('refuses a closed period', () => {
      const result = validateCoding(document([line()], { DocumentDate: '2024-05-10' }), context);
      expect(result.CodingErrors).toEqual([
        { LineId: null, Field: 'Period', Message: 'Coding_Period_Closed%%2024-05', IsWarning: false },
      ]);
    });

    it('refuses a date no period covers', () => {
      const result = validateCoding(document([line()], { DocumentDate: '2023-01-10' }), context);
      expect(messages(result)).toEqual(['Coding_Period_Not_Found%%2023-01-10']);
    });

    it('requires a document date', () => {
      const result = validateCoding(document([line()], { DocumentDate: '' }), context);
      expect(result.CodingErrors).toMatchObject([
        { LineId: null, Field: 'DocumentDate', Message: 'Validation_Required' },
      ]);
    });

    it('is not checked when the company does not use periods', () => {
      const result = validateCoding(document([line()], { DocumentDate: '2023-01-10' }), {
        ...context,
        Periods: null,
      });
      expect(result.CodingErrors).toEqual([]);
    });
  });

  it('lists the findings of every line under its own line id', () => {
    const lines = [
      line({ NetAmount: 50, VatAmount: 10.5 }),
      line({ Id: '2', GeneralLedger: '4999', NetAmount: 50, VatAmount: 10.5 }),
    ];
    expect(validateCoding(document(lines), context).CodingErrors).toMatchObject([
      { LineId: '2', Field: 'GeneralLedger' },
    ]);
  });
});

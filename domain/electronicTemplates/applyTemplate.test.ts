import { applyTemplate, type TemplateVatCodes } from './applyTemplate';
import {
  type ElectronicTemplateLine,
  type ProductCodeEntry,
  productCodeEntry,
  type TemplateInvoiceLine,
} from './types';

const vat: TemplateVatCodes = {
  codeFor: (percentage) => ({ 21: 'H', 9: 'L', 0: 'N' })[percentage] ?? null,
  percentageOf: (code) => ({ H: 21, L: 9, N: 0 })[code] ?? null,
};

const templateLine = (
  LineNumber: number,
  overrides: Partial<ElectronicTemplateLine>,
): ElectronicTemplateLine => ({
  LineNumber,
  Description: '',
  GeneralLedgerAccount: `40${LineNumber}0`,
  VatCode: '',
  VatPercentage: null,
  VatCategory: '',
  ProductCodes: [],
  ProductCodeAndCategories: [],
  Dimension1: '',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  ...overrides,
});

const entry = (ProductCode: string, overrides: Partial<ProductCodeEntry> = {}): ProductCodeEntry =>
  productCodeEntry({ ProductCode, ...overrides });

const invoiceLine = (LineNumber: number, overrides: Partial<TemplateInvoiceLine>): TemplateInvoiceLine => ({
  LineNumber,
  ProductCode: '',
  Description: `Line ${LineNumber}`,
  TaxCategory: 'S',
  TaxPercentage: 21,
  Quantity: 2,
  UnitPrice: 50,
  NetAmount: 100,
  ...overrides,
});

const template = (
  RuleName: Parameters<typeof applyTemplate>[0]['RuleName'],
  lines: ElectronicTemplateLine[],
) => ({
  RuleName,
  TemplateLinesJson: lines,
  InvoiceDescription: 'Energie',
});

describe('product code to ledger and VAT code', () => {
  const lines = [
    templateLine(1, { ProductCodes: ['GAS'], Description: 'Gas' }),
    templateLine(2, { ProductCodes: ['POWER', 'grid'], VatCode: 'L' }),
  ];

  it('sums the e-invoice lines of one template line into one coding line with its ledger account', () => {
    const result = applyTemplate(
      template('ProductCodeToLedgerAndVatCode', lines),
      [
        invoiceLine(1, { ProductCode: 'GAS', NetAmount: 100 }),
        invoiceLine(2, { ProductCode: 'power', NetAmount: 40, TaxPercentage: 9 }),
        invoiceLine(3, { ProductCode: 'gas', NetAmount: 50.5 }),
      ],
      vat,
    );
    expect(result.UnlinkedLines).toEqual([]);
    expect(result.Lines).toEqual([
      expect.objectContaining({
        TemplateLineNumber: 1,
        InvoiceLineNumbers: [1, 3],
        Description: 'Gas',
        GeneralLedgerAccount: '4010',
        VatCode: 'H',
        VatPercentage: 21,
        Quantity: 1,
        UnitPrice: 150.5,
        NetAmount: 150.5,
        VatAmount: 31.61,
      }),
      expect.objectContaining({
        TemplateLineNumber: 2,
        InvoiceLineNumbers: [2],
        Description: 'Energie',
        GeneralLedgerAccount: '4020',
        VatCode: 'L',
        NetAmount: 40,
        VatAmount: 3.6,
      }),
    ]);
  });

  it('gives the VAT code of the line’s percentage when the template line names none', () => {
    const result = applyTemplate(
      template('ProductCodeToLedgerAndVatCode', lines),
      [invoiceLine(1, { ProductCode: 'GAS', TaxPercentage: 9, NetAmount: 10 })],
      vat,
    );
    expect(result.Lines[0]).toMatchObject({ VatCode: 'L', VatPercentage: 9, VatAmount: 0.9 });
  });

  it('lists the lines no template line takes as unlinked', () => {
    const unknown = invoiceLine(2, { ProductCode: 'WATER' });
    const withoutCode = invoiceLine(3, { ProductCode: '' });
    const result = applyTemplate(
      template('ProductCodeToLedgerAndVatCode', lines),
      [invoiceLine(1, { ProductCode: 'GAS' }), unknown, withoutCode],
      vat,
    );
    expect(result.Lines.map((line) => line.InvoiceLineNumbers)).toEqual([[1]]);
    expect(result.UnlinkedLines).toEqual([unknown, withoutCode]);
  });

  it('takes a product code entry only when its description, tax category and percentage match too', () => {
    const narrowed = [
      templateLine(1, { ProductCodes: ['GAS'] }),
      templateLine(2, {
        ProductCodeAndCategories: [
          entry('GAS', {
            ProductDescription: 'vastrecht',
            ProductTaxCategory: 'S',
            ProductTaxPercentage: 21,
          }),
        ],
      }),
    ];
    const result = applyTemplate(
      template('ProductCodeIndividualLines', narrowed),
      [
        invoiceLine(1, { ProductCode: 'GAS', Description: 'Gas vastrecht jan' }),
        invoiceLine(2, { ProductCode: 'GAS', Description: 'Gas verbruik' }),
        invoiceLine(3, {
          ProductCode: 'GAS',
          Description: 'Gas vastrecht',
          TaxCategory: 'Z',
          TaxPercentage: 0,
        }),
      ],
      vat,
    );
    expect(result.Lines.map((line) => line.GeneralLedgerAccount)).toEqual(['4020', '4010', '4010']);
  });

  it('gives an entry’s dimensions over its line’s', () => {
    const result = applyTemplate(
      template('ProductCodeToLedgerAndVatCode', [
        templateLine(1, {
          Dimension1: 'KP100',
          Dimension2: 'PRJ',
          ProductCodeAndCategories: [entry('A', { Dimension1: 'KP200' }), entry('B')],
        }),
      ]),
      [invoiceLine(1, { ProductCode: 'A' }), invoiceLine(2, { ProductCode: 'B' })],
      vat,
    );
    expect(result.Lines.map((line) => [line.Dimension1, line.Dimension2, line.InvoiceLineNumbers])).toEqual([
      ['KP200', 'PRJ', [1]],
      ['KP100', 'PRJ', [2]],
    ]);
  });

  it('lets a line without product codes take what no other line takes', () => {
    const result = applyTemplate(
      template('ProductCodeToLedgerAndVatCode', [
        templateLine(1, {}),
        templateLine(2, { ProductCodes: ['GAS'] }),
      ]),
      [invoiceLine(1, { ProductCode: 'GAS' }), invoiceLine(2, { ProductCode: 'OTHER' })],
      vat,
    );
    expect(result.Lines.map((line) => [line.GeneralLedgerAccount, line.InvoiceLineNumbers])).toEqual([
      ['4010', [2]],
      ['4020', [1]],
    ]);
    expect(result.UnlinkedLines).toEqual([]);
  });
});

describe('product code, individual lines', () => {
  it('keeps one coding line per e-invoice line with its own description, quantity and price', () => {
    const result = applyTemplate(
      template('ProductCodeIndividualLines', [templateLine(1, { ProductCodes: ['GAS'] })]),
      [
        invoiceLine(1, {
          ProductCode: 'GAS',
          Description: 'Gas jan',
          Quantity: 3,
          UnitPrice: 10,
          NetAmount: 30,
        }),
        invoiceLine(2, {
          ProductCode: 'GAS',
          Description: 'Gas feb',
          Quantity: 1,
          UnitPrice: 12,
          NetAmount: 12,
        }),
      ],
      vat,
    );
    expect(result.Lines).toEqual([
      expect.objectContaining({
        Description: 'Gas jan',
        Quantity: 3,
        UnitPrice: 10,
        NetAmount: 30,
        VatAmount: 6.3,
      }),
      expect.objectContaining({
        Description: 'Gas feb',
        Quantity: 1,
        UnitPrice: 12,
        NetAmount: 12,
        VatAmount: 2.52,
      }),
    ]);
  });
});

describe('VAT percentage and category', () => {
  const lines = [
    templateLine(1, { VatPercentage: 21, VatCategory: 'S' }),
    templateLine(2, { VatPercentage: 0, VatCategory: 'E' }),
    templateLine(3, { VatPercentage: 0 }),
    templateLine(4, { VatPercentage: 9 }),
  ];

  it('codes each e-invoice line by the template line of its percentage and category', () => {
    const result = applyTemplate(
      template('VatPercentageAndCategory', lines),
      [
        invoiceLine(1, { TaxPercentage: 21 }),
        invoiceLine(2, { TaxPercentage: 0, TaxCategory: 'E' }),
        invoiceLine(3, { TaxPercentage: 0, TaxCategory: 'Z' }),
        invoiceLine(4, { TaxPercentage: 21 }),
        invoiceLine(5, { TaxPercentage: 6 }),
      ],
      vat,
    );
    expect(
      result.Lines.map((line) => [line.GeneralLedgerAccount, line.InvoiceLineNumbers, line.NetAmount]),
    ).toEqual([
      ['4010', [1, 4], 200],
      ['4020', [2], 100],
      ['4030', [3], 100],
    ]);
    expect(result.UnlinkedLines.map((line) => line.LineNumber)).toEqual([5]);
  });

  it('keeps each e-invoice line apart with the individual-lines rule', () => {
    const result = applyTemplate(
      template('VatPercentageAndCategoryIndividualLines', lines),
      [invoiceLine(1, { TaxPercentage: 21 }), invoiceLine(2, { TaxPercentage: 21 })],
      vat,
    );
    expect(result.Lines.map((line) => line.InvoiceLineNumbers)).toEqual([[1], [2]]);
  });

  it('lets a line without percentage or category take every other line', () => {
    const result = applyTemplate(
      template('VatPercentageAndCategory', [templateLine(1, { VatPercentage: 21 }), templateLine(2, {})]),
      [invoiceLine(1, { TaxPercentage: 21 }), invoiceLine(2, { TaxPercentage: 6 })],
      vat,
    );
    expect(result.Lines.map((line) => [line.GeneralLedgerAccount, line.VatCode])).toEqual([
      ['4010', 'H'],
      ['4020', ''],
    ]);
  });
});

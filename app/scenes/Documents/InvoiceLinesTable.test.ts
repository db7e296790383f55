import type { InvoiceLine, InvoiceLineColumn } from '../../../domain/documents';
import { usedColumns } from './InvoiceLinesTable';

const line = (overrides: Partial<InvoiceLine>): InvoiceLine => ({
  Id: '1',
  DocumentId: 'd',
  LineNumber: 1,
  Description: 'Rent',
  Quantity: 1,
  UnitPrice: 10,
  NetAmount: 10,
  VatCode: '',
  VatPercentage: 21,
  VatAmount: 2.1,
  GeneralLedgerAccount: '',
  CostCenter: '',
  Dimension1: '',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  Project: '',
  Article: '',
  PurchaseOrderNumber: '',
  ...overrides,
});
const column = (Name: keyof InvoiceLine): InvoiceLineColumn => ({
  Name,
  Caption: `Line_Column_${Name}`,
  IsAmount: false,
});

describe('invoice line columns shown', () => {
  it('keeps the essential columns and those some line fills, and drops the empty ones', () => {
    const columns = ['LineNumber', 'Description', 'NetAmount', 'VatCode', 'CostCenter', 'Project'].map(
      (name) => column(name as keyof InvoiceLine),
    );
    const lines = [line({ Project: 'P-1' }), line({ NetAmount: 0 })];
    expect(usedColumns(lines, columns).map((c) => c.Name)).toEqual([
      'LineNumber',
      'Description',
      'NetAmount',
      'Project',
    ]);
  });

  it('shows a packing slip its goods without prices, amounts or VAT', () => {
    const names = [
      'LineNumber',
      'Description',
      'Quantity',
      'UnitPrice',
      'NetAmount',
      'VatPercentage',
      'VatAmount',
    ];
    const columns = names.map((name) => column(name as keyof InvoiceLine));
    expect(usedColumns([line({ Quantity: 4 })], columns, true).map((c) => c.Name)).toEqual([
      'LineNumber',
      'Description',
      'Quantity',
    ]);
  });
});

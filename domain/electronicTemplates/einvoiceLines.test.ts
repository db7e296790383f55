import { type ElectronicInvoice, InvoiceType } from '../einvoice/types';
import { documentSignOf, electronicDocumentTypeOf, templateInvoiceLinesOf } from './einvoiceLines';

const line = (ItemId: string | null, ItemTaxPercentage: number | null, LineExtensionAmount: number) => ({
  Id: null,
  ItemId,
  ItemName: `Item ${ItemId}`,
  ItemDescription: null,
  OrderLineReference: null,
  Note: null,
  Quantity: 2,
  ItemUnitCode: null,
  PriceAmount: LineExtensionAmount / 2,
  ItemTaxPercentage,
  LineExtensionAmount,
  LineExtensionAmountCurrency: 'EUR',
  Reference: null,
});

const invoice = (overrides: Partial<ElectronicInvoice>) =>
  ({
    InvoiceType: InvoiceType.Invoice,
    Lines: [line('JB007', 25, 1000), line(null, 0, 200)],
    VatLines: [
      { TaxCategory: 'S', TaxCategoryPercent: 25 },
      { TaxCategory: 'E', TaxCategoryPercent: 0 },
    ],
    MonetaryTotal: { TaxInclusiveAmount: 1450, Amount: 1450 },
    ...overrides,
  }) as ElectronicInvoice;

describe('an e-invoice as the template rules read it', () => {
  it('names the template kind of each syntax; ZUGFeRD 1.0 has none', () => {
    expect(electronicDocumentTypeOf('UBL-2.0-Invoice')).toBe('UblInvoice20');
    expect(electronicDocumentTypeOf('UBL-2.1-CreditNote')).toBe('UblCredit21');
    expect(electronicDocumentTypeOf('CII-D16B')).toBe('FlorecomCii10');
    expect(electronicDocumentTypeOf('ZUGFeRD-1.0')).toBeNull();
  });

  it('gives each line its product code and the VAT breakdown’s category of its percentage', () => {
    expect(templateInvoiceLinesOf(invoice({}))).toEqual([
      {
        LineNumber: 1,
        ProductCode: 'JB007',
        Description: 'Item JB007',
        TaxCategory: 'S',
        TaxPercentage: 25,
        Quantity: 2,
        UnitPrice: 500,
        NetAmount: 1000,
      },
      expect.objectContaining({ LineNumber: 2, ProductCode: '', TaxCategory: 'E', NetAmount: 200 }),
    ]);
  });

  it('turns the lines of a credit note with a negative total, as the import turns the document', () => {
    const credit = invoice({
      InvoiceType: InvoiceType.Credit_Invoice,
      MonetaryTotal: { TaxInclusiveAmount: -1450 } as ElectronicInvoice['MonetaryTotal'],
    });
    expect(documentSignOf(credit)).toBe(-1);
    expect(documentSignOf(invoice({}))).toBe(1);
    expect(templateInvoiceLinesOf(credit, -1).map((entry) => [entry.NetAmount, entry.Quantity])).toEqual([
      [-1000, -2],
      [-200, -2],
    ]);
  });
});

import { type EInvoiceFormat, type ElectronicInvoice, InvoiceType } from '../einvoice/types';
import type { ElectronicDocumentType, TemplateInvoiceLine } from './types';

const KindOfFormat: Partial<Record<EInvoiceFormat, ElectronicDocumentType>> = {
  'UBL-2.0-Invoice': 'UblInvoice20',
  'UBL-2.1-Invoice': 'UblInvoice21',
  'UBL-2.0-CreditNote': 'UblCredit20',
  'UBL-2.1-CreditNote': 'UblCredit21',
  'CII-D16B': 'FlorecomCii10',
};

/** The template kind of an e-invoice's syntax; null for a syntax no template is made for. */
export const electronicDocumentTypeOf = (format: EInvoiceFormat): ElectronicDocumentType | null =>
  KindOfFormat[format] ?? null;

/**
 * An e-invoice's lines as the template rules read them, signed as the document is (a credit note with a negative
 * total keeps negative lines). A line's tax category is the VAT breakdown's category of its percentage.
 */
export function templateInvoiceLinesOf(
  invoice: ElectronicInvoice,
  factor: 1 | -1 = 1,
): TemplateInvoiceLine[] {
  const categoryOf = (percentage: number | null) =>
    invoice.VatLines.find(
      (vat) =>
        vat.TaxCategoryPercent !== null && Math.abs(vat.TaxCategoryPercent - (percentage ?? 0)) < 0.001,
    )?.TaxCategory ?? '';
  return invoice.Lines.map((line, index) => {
    const net = (line.LineExtensionAmount ?? 0) * factor;
    return {
      LineNumber: index + 1,
      ProductCode: line.ItemId ?? '',
      Description: line.ItemName ?? line.ItemDescription ?? '',
      TaxCategory: categoryOf(line.ItemTaxPercentage),
      TaxPercentage: line.ItemTaxPercentage,
      Quantity: (line.Quantity ?? 1) * factor,
      UnitPrice: line.PriceAmount ?? net,
      NetAmount: net,
    };
  });
}

/** The sign the e-invoice import gives a document's amounts: a credit note with a negative total is turned. */
export function documentSignOf(invoice: ElectronicInvoice): 1 | -1 {
  const total = invoice.MonetaryTotal.TaxInclusiveAmount ?? invoice.MonetaryTotal.Amount ?? 0;
  return invoice.InvoiceType === InvoiceType.Credit_Invoice && total < 0 ? -1 : 1;
}

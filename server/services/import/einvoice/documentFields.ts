import type { OverviewDocumentType } from '../../../../domain/documents/enums';
import { invoiceRelationOf } from '../../../../domain/einvoice/relation';
import { type ElectronicInvoice, InvoiceType } from '../../../../domain/einvoice/types';
import type { documents, invoiceLines } from '../../../db/schema/index';
import type { RelationKeys } from './relationMatch';

/** Document types an e-invoice can become. */
export type EInvoiceDocumentType = Extract<OverviewDocumentType, 'PurchaseInvoice' | 'SalesInvoice'>;

/** The status an imported e-invoice starts in: ready to verify, as a new purchase or sales invoice. */
export const EInvoiceStatus: Record<EInvoiceDocumentType, 'New_Purchase_Invoice' | 'New_Sales_Invoice'> = {
  PurchaseInvoice: 'New_Purchase_Invoice',
  SalesInvoice: 'New_Sales_Invoice',
};

type DocumentValues = Pick<
  typeof documents.$inferInsert,
  | 'documentNumber'
  | 'documentDate'
  | 'dueDate'
  | 'currency'
  | 'netAmount'
  | 'vatAmount'
  | 'grossAmount'
  | 'invoiceType'
  | 'paymentReference'
  | 'paymentTerm'
  | 'iban'
  | 'bic'
  | 'description'
  | 'relationName'
  | 'relationCode'
  | 'purchaseOrderNumbers'
  | 'vatCategory'
>;

type LineValues = Omit<typeof invoiceLines.$inferInsert, 'tenantId' | 'documentId'>;

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const round2 = (value: number) => Math.round(value * 100) / 100;
const compact = (value: string | null | undefined) => value?.replace(/\s+/g, '') ?? '';
const DescriptionLength = 500;

/** VAT number, chamber of commerce number, IBAN and name of the relation, as the matcher needs them. */
export function relationKeysOf(invoice: ElectronicInvoice, documentType: EInvoiceDocumentType): RelationKeys {
  const party = invoiceRelationOf(invoice, documentType);
  const iban = documentType === 'PurchaseInvoice' ? compact(invoice.PaymentMeans[0]?.PayeeAccount) : '';
  return {
    vatNumber: party.TaxSchemeCompanies[0] ?? null,
    chamberOfCommerce: party.LegalEntityCompany,
    iban: iban || null,
    name: party.Name?.trim() || null,
  };
}

// Credit notes carry positive amounts and negative invoices negative ones; the document keeps
// amounts positive and says Credit in its invoice type.
function sign(invoice: ElectronicInvoice): number {
  const total = invoice.MonetaryTotal.TaxInclusiveAmount ?? invoice.MonetaryTotal.Amount ?? 0;
  return invoice.InvoiceType === InvoiceType.Credit_Invoice && total < 0 ? -1 : 1;
}

/** Header fields of the document from the Electronic invoice. */
export function documentValuesOf(
  invoice: ElectronicInvoice,
  documentType: EInvoiceDocumentType,
): DocumentValues {
  const total = invoice.MonetaryTotal;
  const factor = sign(invoice);
  const net = total.TaxExclusiveAmount ?? total.LineExtensionAmount ?? 0;
  const vat = invoice.TaxTotal.Amount ?? (total.TaxInclusiveAmount ?? net) - net;
  const gross = total.TaxInclusiveAmount ?? net + vat;
  const payment = invoice.PaymentMeans[0];
  const relation = invoiceRelationOf(invoice, documentType);
  const firstLine = invoice.Lines[0];
  const description = invoice.Note?.trim() || firstLine?.ItemName?.trim() || '';
  return {
    documentNumber: invoice.Id?.trim() ?? '',
    documentDate: isoDate(invoice.InvoiceDate),
    dueDate: isoDate(invoice.DueDate),
    currency: invoice.Currency ?? total.AmountCurrency ?? 'EUR',
    netAmount: round2(net * factor),
    vatAmount: round2(vat * factor),
    grossAmount: round2(gross * factor),
    invoiceType: invoice.InvoiceType === InvoiceType.Credit_Invoice ? 'Credit' : 'Debit',
    paymentReference: payment?.Id?.trim() ?? '',
    paymentTerm: invoice.PaymentTerm?.trim() ?? '',
    iban: compact(payment?.PayeeAccount),
    bic: compact(payment?.PayeeAccountFinancialInstitution),
    description: description.slice(0, DescriptionLength),
    // The legal name (BT-27/BT-44), as the preview shows it, whichever syntax the invoice came in.
    relationName: relation.Name?.trim() ?? '',
    // Until the relation is matched to the master data, the VAT number (else the organisation number) identifies it.
    relationCode: relation.TaxSchemeCompanies[0] ?? relation.LegalEntityCompany ?? '',
    purchaseOrderNumbers: invoice.Order.PurchaseId ? [invoice.Order.PurchaseId] : [],
    vatCategory: invoice.VatLines[0]?.TaxCategory ?? '',
  };
}

/** Invoice lines of the document: description, quantity, unit price, net amount and VAT % per XML line. */
export function invoiceLineValuesOf(invoice: ElectronicInvoice): LineValues[] {
  const factor = sign(invoice);
  return invoice.Lines.map((line, index) => {
    const net = round2((line.LineExtensionAmount ?? 0) * factor);
    const percentage = line.ItemTaxPercentage ?? 0;
    const extra = line.ItemDescription && line.ItemDescription !== line.ItemName ? line.ItemDescription : '';
    return {
      lineNumber: index + 1,
      description: [line.ItemName, extra].filter(Boolean).join(' - ').slice(0, DescriptionLength),
      quantity: (line.Quantity ?? 1) * factor,
      unitPrice: line.PriceAmount ?? 0,
      netAmount: net,
      vatPercentage: percentage,
      vatAmount: round2((net * percentage) / 100),
      article: line.ItemId ?? '',
    };
  });
}

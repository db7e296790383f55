import type { InvoicedStatus, PurchaseOrder, PurchaseOrderInput } from '../../../domain/masterdata/index';

/** A purchase order line as the form holds it. */
export type OrderLineForm = NonNullable<PurchaseOrderInput['Lines']>[number];

/** An empty order line. */
export function newOrderLine(): OrderLineForm {
  return {
    ArticleCode: '',
    Description: '',
    Quantity: 1,
    QuantityInvoiced: 0,
    QuantityReceived: 0,
    UnitPrice: 0,
    LedgerCode: '',
    VatCode: '',
    Dimension1: '',
    Dimension2: '',
    Project: '',
  };
}

/** A new order: dated today, in euros, with one line. */
export function newOrderForm(today = new Date().toISOString().slice(0, 10)): PurchaseOrderInput {
  return {
    Code: '',
    VendorCode: '',
    Description: '',
    OrderDate: today,
    Currency: 'EUR',
    IsCancelled: false,
    Lines: [newOrderLine()],
  };
}

/** The editable part of a loaded order; a cancelled order keeps its cancellation. */
export function orderFormOf(order: PurchaseOrder): PurchaseOrderInput {
  return {
    Code: order.Code,
    VendorCode: order.VendorCode,
    Description: order.Description,
    OrderDate: order.OrderDate,
    Currency: order.Currency,
    IsCancelled: order.InvoicedStatus === 'Cancelled',
    Lines: order.Lines.map(({ Id, Amount, ...line }) => line),
  };
}

/** A line's amount as the server computes it: quantity times unit price, in cents. */
export const lineAmount = (line: OrderLineForm) =>
  Math.round((line.Quantity ?? 0) * (line.UnitPrice ?? 0) * 100) / 100;

/** The labels and badge colours of the invoiced statuses. */
export const invoicedStatusLooks: Record<InvoicedStatus, { label: string; color: string }> = {
  Unknown: { label: 'Invoiced_Status_Unknown', color: 'gray' },
  New: { label: 'Invoiced_Status_New', color: 'blue' },
  Partially_Completed: { label: 'Invoiced_Status_Partially_Completed', color: 'yellow' },
  Completed: { label: 'Invoiced_Status_Completed', color: 'green' },
  Cancelled: { label: 'Invoiced_Status_Cancelled', color: 'gray' },
};

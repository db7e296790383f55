import type { BaseFeature, DocumentFeature } from '../enums';
import type { CustomerField, PurchaseOrderLineField, VendorField } from '../fields';

// Building blocks shared by the adapter data files, so each set lists only what sets it apart.

/** What every connected ERP does: log in, read relations, ledgers and VAT codes, create relations, post. */
export const connectedErp: readonly BaseFeature[] = [
  'CheckLogin',
  'SynchronizeVendors',
  'SynchronizeCustomers',
  'SynchronizeLedgers',
  'SynchronizeVatCodes',
  'CreateVendor',
  'CreateCustomer',
  'PostPurchaseInvoice',
  'PostSalesInvoice',
];

/** Purchase orders and their goods receipts read from the ERP (used when the logistics adapter is Erp). */
export const erpPurchaseOrders: readonly BaseFeature[] = [
  'SynchronizePurchaseOrders',
  'SynchronizeGoodsReceipts',
];

// Payment batches (SEPA files made in the workflow) are offered for the packages whose users pay from their
// bank portal; the larger ERPs run payment proposals themselves, and a second route would pay twice.

/** Payment batches made in the workflow. */
export const paymentBatches: readonly BaseFeature[] = ['PaymentBatches'];

/** Purchase and sales invoices with their credit notes. */
export const invoiceDocuments: readonly DocumentFeature[] = [
  'PurchaseInvoice',
  'PurchaseCreditNote',
  'SalesInvoice',
  'SalesCreditNote',
];

/** Header options almost every ERP books with an invoice. */
export const invoiceHeader: readonly DocumentFeature[] = [
  'ForeignCurrency',
  'PaymentReference',
  'DueDate',
  'Period',
];

/** The documents that come with purchase orders. */
export const purchaseOrderDocuments: readonly DocumentFeature[] = [
  'PackingSlip',
  'PurchaseOrderMatching',
  'GoodsReceiptMatching',
];

/** Name, address and contact numbers of a vendor. */
export const vendorAddress: readonly VendorField[] = [
  'Name',
  'StreetAndNumber',
  'Postcode',
  'City',
  'Country',
  'PhoneNumber',
  'EmailAddress',
];

/** The codes and numbers that identify a vendor. */
export const vendorIdentity: readonly VendorField[] = [
  'ErpCode',
  'VatNumber',
  'IbanNumber',
  'BicCode',
  'ChamberOfCommerceNumber',
];

/** A vendor's contact person. */
export const vendorContact: readonly VendorField[] = [
  'ContactName',
  'ContactFirstName',
  'ContactLastName',
  'ContactPhoneNumber',
  'ContactEmailAddress',
  'ContactFunction',
];

/** The defaults a vendor brings to a new invoice. */
export const vendorDefaults: readonly VendorField[] = [
  'DefaultCurrency',
  'DefaultLedgerCode',
  'DefaultPaymentTermCode',
  'DefaultVatCode',
];

/** The codes and numbers that identify a customer. */
export const customerIdentity: readonly CustomerField[] = [
  'Code',
  'Name',
  'Country',
  'DebtorNumber',
  'VatNumber',
  'IbanNumbers',
  'ChamberOfCommerceNumber',
];

/** The defaults a customer brings to a new sales invoice. */
export const customerDefaults: readonly CustomerField[] = [
  'DefaultCurrency',
  'DefaultPaymentTermCode',
  'DefaultVatCode',
  'DefaultLedgerCode',
];

/** The item side of a purchase order line, which every purchase order delivers. */
export const orderLineItems: readonly PurchaseOrderLineField[] = [
  'LineNumber',
  'Article',
  'Description',
  'Quantity',
  'QuantityInvoiced',
  'QuantityReceived',
  'Unit',
  'UnitPrice',
  'Amount',
  'DeliveryDate',
];

import { defineErpFeatureSet } from '../builder';
import type { BaseFeature } from '../enums';
import type { FeatureSetsByAdapter } from '../featureSet';
import { invoiceDocuments, invoiceHeader } from './fieldGroups';

// Tryton (server/integrations/erp/tryton): parties with addresses, tax identifiers and bank accounts; accounts,
// taxes, payment terms and analytic accounts (Dimension1); purchases with their lines. Invoices are created with
// their lines, taxes and the original attached, then posted; their payment state is read back. Everything it
// hands over can be asked for "changed since", so synchronisation is incremental. It has no administrations
// of its own in one database, no goods receipts the adapter reads, and no journals or periods a line chooses.
export const TrytonBaseFeatures = [
  'CheckLogin',
  'SynchronizeVendors',
  'SynchronizeCustomers',
  'SynchronizeLedgers',
  'SynchronizeVatCodes',
  'SynchronizeDimensions',
  'SynchronizePaymentTerms',
  'SynchronizePurchaseOrders',
  'CreateVendor',
  'CreateCustomer',
  'PostPurchaseInvoice',
  'PostSalesInvoice',
  'PostAttachment',
  'ReadPaymentStatus',
  'IncrementalSynchronization',
] as const satisfies readonly BaseFeature[];

const tryton = defineErpFeatureSet({
  ErpAdapter: 'Tryton',
  Name: 'Tryton',
  BaseFeatures: TrytonBaseFeatures,
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, 'PurchaseOrderMatching'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    Quantity: 'Optional',
    UnitPrice: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  VendorFields: [
    'ErpCode',
    'Name',
    'StreetAndNumber',
    'Postcode',
    'City',
    'Country',
    'PhoneNumber',
    'EmailAddress',
    'VatNumber',
    'IbanNumber',
    'BicCode',
    'ChamberOfCommerceNumber',
    'DefaultCurrency',
    'DefaultPaymentTermCode',
  ],
  CustomerFields: [
    'Code',
    'Name',
    'Country',
    'VatNumber',
    'IbanNumbers',
    'ChamberOfCommerceNumber',
    'DefaultCurrency',
    'DefaultPaymentTermCode',
  ],
  PurchaseOrderLineFields: [
    'LineNumber',
    'Article',
    'Description',
    'Quantity',
    'QuantityInvoiced',
    'QuantityReceived',
    'UnitPrice',
    'Amount',
    'VatCode',
  ],
});

/** The sets of the Tryton adapter. */
export const trytonSets = { Tryton: [tryton] } satisfies FeatureSetsByAdapter;

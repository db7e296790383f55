import { defineErpFeatureSet, type ErpFeatureSetDefinition } from '../builder';
import type { FeatureSetsByAdapter } from '../featureSet';
import {
  connectedErp,
  customerDefaults,
  customerIdentity,
  erpPurchaseOrders,
  invoiceDocuments,
  invoiceHeader,
  orderLineItems,
  paymentBatches,
  purchaseOrderDocuments,
  vendorAddress,
  vendorContact,
  vendorDefaults,
  vendorIdentity,
} from './fieldGroups';

// Dutch accounting packages. Dutch coding speaks of kostenplaats (cost centre, Dimension1 unless said
// otherwise) and kostendrager (cost unit, Dimension2).

// Twinfield's dimension 1 is the G/L account itself, dimension 2 the cost centre and dimension 3 a project or
// an asset. Dimension3 carries either, so Project and Asset are not separate fields, and Dimension1 is the
// GeneralLedger field.
const twinfield: ErpFeatureSetDefinition = {
  ErpAdapter: 'Twinfield',
  Name: 'Twinfield',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeProjects',
    'SynchronizeAssets',
    'SynchronizeCurrencies',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'UpdateVendor',
    'PostAttachment',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension2: 'Optional',
    Dimension3: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    'SearchName',
    'AddressName',
    'ContactName',
    'DefaultPaymentTermCode',
    'DefaultVatCode',
  ],
  CustomerFields: [...customerIdentity, 'DefaultPaymentTermCode', 'DefaultVatCode'],
};

// SnelStart has cost centres only, books in euros, and has one connection key per administration. A vendor
// carries a default ledger and a payment term in days.
const snelStart: ErpFeatureSetDefinition = {
  ErpAdapter: 'SnelStart',
  Name: 'SnelStart',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeDimensions',
    'UpdateVendor',
    'PostAttachment',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, 'PaymentReference', 'DueDate'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    'ContactName',
    'DefaultLedgerCode',
    'DefaultPaymentTermCode',
  ],
  CustomerFields: [...customerIdentity, 'DefaultLedgerCode', 'DefaultPaymentTermCode'],
};

// AFAS Profit codes on cost centre and cost carrier (its first two allocation axes) and projects, and reads
// purchase orders with receipts from order management. A creditor's VAT duty (btw-plicht) is its VAT category.
// Payments run in Profit itself.
const afas: ErpFeatureSetDefinition = {
  ErpAdapter: 'Afas',
  Name: 'AFAS Profit',
  BaseFeatures: [
    ...connectedErp,
    ...erpPurchaseOrders,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeProjects',
    'SynchronizeArticles',
    'SynchronizePaymentTerms',
    'SynchronizePaymentMethods',
    'SynchronizeCurrencies',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'UpdateVendor',
    'PostAttachment',
    'ReadPaymentStatus',
    'IncrementalSynchronization',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, ...purchaseOrderDocuments, 'PaymentDiscount'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Project: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    ...vendorContact,
    ...vendorDefaults,
    'SearchName',
    'PostOfficeBox',
    'DefaultPaymentMethodCode',
    'DefaultVatCategory',
    'CreditorsAccount',
  ],
  CustomerFields: [...customerIdentity, ...customerDefaults, 'DefaultPaymentMethodCode', 'VatCategory'],
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Project',
  ],
};

// Visma AccountView (on premises): cost centres and projects, several administrations, payment discounts.
const accountView: ErpFeatureSetDefinition = {
  ErpAdapter: 'AccountView',
  Name: 'AccountView',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeProjects',
    'SynchronizePaymentTerms',
    'SynchronizeCurrencies',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, 'PaymentDiscount'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Project: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    ...vendorDefaults,
    'SearchName',
    'PostOfficeBox',
    'ContactName',
  ],
  CustomerFields: [...customerIdentity, ...customerDefaults],
};

// Muis (on premises): cost centre and cost unit, books in euros.
const muis: ErpFeatureSetDefinition = {
  ErpAdapter: 'Muis',
  Name: 'Muis',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, 'PaymentReference', 'DueDate', 'Period'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    'ContactName',
    'DefaultLedgerCode',
    'DefaultPaymentTermCode',
  ],
  CustomerFields: [...customerIdentity, 'DefaultPaymentTermCode'],
};

// FinMaster documents little of its interface; we offer the common ground: ledger, VAT and cost centre.
const finMaster: ErpFeatureSetDefinition = {
  ErpAdapter: 'FinMaster',
  Name: 'FinMaster',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeDimensions',
    'SynchronizeJournals',
    'SynchronizePeriods',
  ],
  DocumentFeatures: [...invoiceDocuments, 'DueDate', 'Period'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
  },
  VendorFields: [...vendorAddress, ...vendorIdentity],
  CustomerFields: customerIdentity,
};

/** The Dutch accounting packages. */
export const dutchSets = {
  Twinfield: [defineErpFeatureSet(twinfield)],
  SnelStart: [defineErpFeatureSet(snelStart)],
  Afas: [defineErpFeatureSet(afas)],
  AccountView: [defineErpFeatureSet(accountView)],
  Muis: [defineErpFeatureSet(muis)],
  FinMaster: [defineErpFeatureSet(finMaster)],
} satisfies FeatureSetsByAdapter;

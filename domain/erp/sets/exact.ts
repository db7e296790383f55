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

// Exact Online books a purchase entry line on a G/L account with its two analytical dimensions, cost centre
// (Dimension1) and cost unit (Dimension2), a project, a fixed asset, and From/To dates that spread (defer)
// the cost. The default set is the accounting package; the wholesale package adds items and purchase orders.
const exactOnline: ErpFeatureSetDefinition = {
  ErpAdapter: 'ExactOnline',
  Name: 'Exact Online',
  BaseFeatures: [
    ...connectedErp,
    ...paymentBatches,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeProjects',
    'SynchronizeAssets',
    'SynchronizePaymentTerms',
    'SynchronizeCurrencies',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'UpdateVendor',
    'PostAttachment',
    'ReadPaymentStatus',
    'IncrementalSynchronization',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, 'PaymentDiscount'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    Quantity: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Project: 'Optional',
    Asset: 'Optional',
    Deferral: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    ...vendorContact,
    ...vendorDefaults,
    'SearchName',
    'DefaultPaymentMethodCode',
    'CreditorsAccount',
    'CustomerCode',
  ],
  CustomerFields: [...customerIdentity, ...customerDefaults, 'DefaultPaymentMethodCode'],
};

const exactOnlineWholesale: ErpFeatureSetDefinition = {
  ...exactOnline,
  Id: 'ExactOnline.Wholesale',
  Name: 'Exact Online Wholesale',
  BaseFeatures: [...exactOnline.BaseFeatures, ...erpPurchaseOrders, 'SynchronizeArticles'],
  DocumentFeatures: [...exactOnline.DocumentFeatures, ...purchaseOrderDocuments],
  Coding: {
    ...exactOnline.Coding,
    UnitPrice: 'Optional',
    Article: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Project',
  ],
};

// Exact Online Bouw is Exact Online for construction: costs go to projects, and subcontractors' customers
// carry the G-account (WKA) percentage of the invoice that must be paid to the blocked G-account.
const exactOnlineBouw: ErpFeatureSetDefinition = {
  ...exactOnline,
  ErpAdapter: 'ExactOnlineBouw',
  Name: 'Exact Online Bouw',
  CustomerFields: [...exactOnline.CustomerFields, 'GAccountPercentage'],
};

// Exact Globe (on premises) has the same cost centre / cost unit pair, projects, items and assets, and its
// own purchase orders with receipts; it runs payments itself and has no change feed.
const exactGlobe: ErpFeatureSetDefinition = {
  ErpAdapter: 'ExactGlobe',
  Name: 'Exact Globe',
  BaseFeatures: [
    ...connectedErp,
    ...erpPurchaseOrders,
    'SynchronizeAdministrations',
    'SynchronizeDimensions',
    'SynchronizeProjects',
    'SynchronizeArticles',
    'SynchronizeAssets',
    'SynchronizePaymentTerms',
    'SynchronizePaymentMethods',
    'SynchronizeCurrencies',
    'SynchronizeJournals',
    'SynchronizePeriods',
    'UpdateVendor',
    'PostAttachment',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, ...purchaseOrderDocuments, 'PaymentDiscount'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    Quantity: 'Optional',
    UnitPrice: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Project: 'Optional',
    Article: 'Optional',
    Asset: 'Optional',
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
    'CreditorsAccount',
  ],
  CustomerFields: [
    ...customerIdentity,
    ...customerDefaults,
    'DefaultPaymentMethodCode',
    'GAccountPercentage',
  ],
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Project',
  ],
};

/** The Exact adapters. */
export const exactSets = {
  ExactOnline: [defineErpFeatureSet(exactOnline), defineErpFeatureSet(exactOnlineWholesale)],
  ExactOnlineBouw: [defineErpFeatureSet(exactOnlineBouw)],
  ExactGlobe: [defineErpFeatureSet(exactGlobe)],
} satisfies FeatureSetsByAdapter;

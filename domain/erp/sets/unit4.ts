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

// Unit4 and Unit4API are Unit4 Multivers (on premises through its SDK, online through its REST API);
// Unit4WebApi is Unit4 ERP (Business World), a different product with free dimensions.

// Multivers codes on cost centre and cost unit (kostenplaats / kostendrager) and projects.
const multivers: ErpFeatureSetDefinition = {
  ErpAdapter: 'Unit4',
  Name: 'Unit4 Multivers',
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
    'UpdateVendor',
    'ReadPaymentStatus',
  ],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, 'PaymentDiscount'],
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Project: 'Optional',
  },
  VendorFields: [...vendorAddress, ...vendorIdentity, ...vendorDefaults, 'SearchName', 'ContactName'],
  CustomerFields: [...customerIdentity, ...customerDefaults],
};

// The online API adds attachments and reading changes since the last synchronisation.
const multiversOnline: ErpFeatureSetDefinition = {
  ...multivers,
  ErpAdapter: 'Unit4API',
  Name: 'Unit4 Multivers Online',
  BaseFeatures: [...multivers.BaseFeatures, 'PostAttachment', 'IncrementalSynchronization'],
};

// Unit4 ERP codes an account with up to seven configurable dimensions; the project is one of its attribute
// values, offered here as Project, and Dimension1 to 5 take the first five others. Lines can be periodised
// (Deferral); VatScenario is its tax system. Procurement gives purchase orders with goods receipts, and
// payment proposals run in the ERP.
const unit4Erp: ErpFeatureSetDefinition = {
  ErpAdapter: 'Unit4WebApi',
  Name: 'Unit4 ERP',
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
    Quantity: 'Optional',
    UnitPrice: 'Optional',
    VatCode: 'Optional',
    VatScenario: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Dimension3: 'Optional',
    Dimension4: 'Optional',
    Dimension5: 'Optional',
    Project: 'Optional',
    Article: 'Optional',
    Deferral: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  VendorFields: [
    ...vendorAddress,
    ...vendorIdentity,
    ...vendorContact,
    ...vendorDefaults,
    'DefaultPaymentMethodCode',
    'DefaultVatScenarioCode',
    'VendorTypeCode',
  ],
  CustomerFields: [
    ...customerIdentity,
    ...customerDefaults,
    'DefaultPaymentMethodCode',
    'DefaultVatScenarioCode',
  ],
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Dimension3',
    'Dimension4',
    'Dimension5',
    'Project',
  ],
};

/** The Unit4 adapters. */
export const unit4Sets = {
  Unit4: [defineErpFeatureSet(multivers)],
  Unit4API: [defineErpFeatureSet(multiversOnline)],
  Unit4WebApi: [defineErpFeatureSet(unit4Erp)],
} satisfies FeatureSetsByAdapter;

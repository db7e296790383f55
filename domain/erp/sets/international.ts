import { defineErpFeatureSet, type ErpFeatureSetDefinition } from '../builder';
import type { BaseFeature } from '../enums';
import type { FeatureSetsByAdapter } from '../featureSet';
import {
  connectedErp,
  customerDefaults,
  customerIdentity,
  erpPurchaseOrders,
  invoiceDocuments,
  invoiceHeader,
  orderLineItems,
  purchaseOrderDocuments,
  vendorAddress,
  vendorContact,
  vendorDefaults,
  vendorIdentity,
} from './fieldGroups';

// Cloud ERPs from outside the Netherlands. Each has several companies (or subsidiaries), items, projects and
// purchase orders with receipts, reads changes since a date, and runs its own payment proposals.
const cloudErpFeatures: readonly BaseFeature[] = [
  ...connectedErp,
  ...erpPurchaseOrders,
  'SynchronizeAdministrations',
  'SynchronizeDimensions',
  'SynchronizeProjects',
  'SynchronizeArticles',
  'SynchronizePaymentTerms',
  'SynchronizePaymentMethods',
  'SynchronizeCurrencies',
  'UpdateVendor',
  'PostAttachment',
  'ReadPaymentStatus',
  'IncrementalSynchronization',
];

const cloudErpDocuments = [
  ...invoiceDocuments,
  ...invoiceHeader,
  ...purchaseOrderDocuments,
  'PaymentDiscount',
] as const;

// Visma.net ERP codes an account with a subaccount whose segments (department, cost centre, …) are the
// dimensions; we offer five. Lines take items, projects and deferral codes. A supplier's VAT zone is its
// VAT category, its supplier class the vendor type.
const vismaNet: ErpFeatureSetDefinition = {
  ErpAdapter: 'VismaNet',
  Name: 'Visma.net ERP',
  BaseFeatures: [...cloudErpFeatures, 'SynchronizePeriods'],
  DocumentFeatures: cloudErpDocuments,
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    Quantity: 'Optional',
    UnitPrice: 'Optional',
    VatCode: 'Optional',
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
    'DefaultVatCategory',
    'CreditorsAccount',
    'VendorTypeCode',
  ],
  CustomerFields: [...customerIdentity, ...customerDefaults, 'DefaultPaymentMethodCode', 'VatCategory'],
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

// NetSuite classifies a line by department, class and location (Dimension1 to 3), with a customer project,
// an item, and an amortization schedule (Deferral). Its vendors can be paid by EFT, and it is used with
// American dates.
const netSuite: ErpFeatureSetDefinition = {
  ErpAdapter: 'NetSuite',
  Name: 'Oracle NetSuite',
  BaseFeatures: [...cloudErpFeatures, 'SynchronizePeriods'],
  DocumentFeatures: cloudErpDocuments,
  Coding: {
    GeneralLedger: 'Mandatory',
    Description: 'Optional',
    Quantity: 'Optional',
    UnitPrice: 'Optional',
    VatCode: 'Optional',
    Dimension1: 'Optional',
    Dimension2: 'Optional',
    Dimension3: 'Optional',
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
    'AddressName',
    'CreditorsAccount',
    'UseElectronicFundsTransfer',
    'VendorTypeCode',
    'CustomerCode',
  ],
  CustomerFields: [
    ...customerIdentity,
    ...customerDefaults,
    'UseElectronicFundsTransfer',
    'UsesAmericanDateFormat',
  ],
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Dimension3',
    'Project',
  ],
};

// Uniconta has five free dimensions, projects and items; a line's VAT operation is the VAT scenario.
const uniconta: ErpFeatureSetDefinition = {
  ErpAdapter: 'Uniconta',
  Name: 'Uniconta',
  BaseFeatures: [...cloudErpFeatures, 'SynchronizeJournals'],
  DocumentFeatures: cloudErpDocuments,
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
  PurchaseOrderLineFields: vismaNet.PurchaseOrderLineFields,
};

/** The international cloud ERPs. */
export const internationalSets = {
  VismaNet: [defineErpFeatureSet(vismaNet)],
  NetSuite: [defineErpFeatureSet(netSuite)],
  Uniconta: [defineErpFeatureSet(uniconta)],
} satisfies FeatureSetsByAdapter;

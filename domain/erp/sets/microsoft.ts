import { defineErpFeatureSet, type ErpFeatureSetDefinition } from '../builder';
import type { BaseFeature } from '../enums';
import type { FeatureSetsByAdapter } from '../featureSet';
import type { CustomerField, VendorField } from '../fields';
import {
  connectedErp,
  customerIdentity,
  erpPurchaseOrders,
  invoiceDocuments,
  invoiceHeader,
  orderLineItems,
  purchaseOrderDocuments,
  vendorAddress,
  vendorIdentity,
} from './fieldGroups';

// Microsoft Dynamics: Navision / Business Central (NAV family) and Axapta / AX 2012 / Finance and Operations
// (AX family). All read companies (legal entities), items, fixed assets, jobs and purchase orders with receipts,
// and run their own payment proposals.

const dynamicsFeatures: readonly BaseFeature[] = [
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
  'SynchronizePeriods',
  'UpdateVendor',
  'ReadPaymentStatus',
];

// Posting groups, not a ledger, follow a vendor: VAT Bus. Posting Group (or AX's sales tax group) is the
// vendor's default VAT scenario, and the vendor posting group its creditors account.
const dynamicsVendorFields: readonly VendorField[] = [
  ...vendorAddress,
  ...vendorIdentity,
  'SearchName',
  'ContactName',
  'DefaultCurrency',
  'DefaultPaymentTermCode',
  'DefaultPaymentMethodCode',
  'DefaultVatScenarioCode',
  'CreditorsAccount',
  'VendorTypeCode',
];

const dynamicsCustomerFields: readonly CustomerField[] = [
  ...customerIdentity,
  'DefaultCurrency',
  'DefaultPaymentTermCode',
  'DefaultPaymentMethodCode',
  'DefaultVatScenarioCode',
];

// A NAV/BC purchase line is a G/L account, an item or a fixed asset, so the ledger is optional. VatCode is the
// VAT Prod. Posting Group and VatScenario the VAT Bus. Posting Group; Dimension1 and 2 are global dimensions
// 1 and 2, Dimension3 to 5 shortcut dimensions 3 to 5; Project is the job number.
const navisionSql: ErpFeatureSetDefinition = {
  ErpAdapter: 'NavisionSQL',
  Name: 'Microsoft Dynamics NAV (SQL)',
  BaseFeatures: dynamicsFeatures,
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, ...purchaseOrderDocuments, 'PaymentDiscount'],
  // Deferral codes came with NAV 2015; the NAV adapters also serve older versions, so they leave them out.
  Coding: {
    GeneralLedger: 'Optional',
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
    Asset: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  VendorFields: [...dynamicsVendorFields, 'CustomerCode'],
  CustomerFields: dynamicsCustomerFields,
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

// Web services (NAV 2013 and later) can add the document as an incoming document.
const navisionWs: ErpFeatureSetDefinition = {
  ...navisionSql,
  ErpAdapter: 'NavisionWS',
  Name: 'Microsoft Dynamics NAV (web services)',
  BaseFeatures: [...dynamicsFeatures, 'PostAttachment'],
};

// Business Central: the NAV coding plus deferral codes, attachments, a change feed (lastModifiedDateTime)
// and the US electronic payment fields.
const businessCentral: ErpFeatureSetDefinition = {
  ...navisionSql,
  ErpAdapter: 'BusinessCentral',
  Name: 'Microsoft Dynamics 365 Business Central',
  BaseFeatures: [...dynamicsFeatures, 'PostAttachment', 'IncrementalSynchronization'],
  Coding: { ...navisionSql.Coding, Deferral: 'Optional' },
  VendorFields: [...navisionSql.VendorFields, 'UseElectronicFundsTransfer'],
  CustomerFields: [...dynamicsCustomerFields, 'UseElectronicFundsTransfer', 'UsesAmericanDateFormat'],
};

// AX 2012 and Finance and Operations code with financial dimensions of the account structure: we offer the
// first five. VatCode is the item sales tax group, VatScenario the sales tax group. Quantity and unit price
// belong to item lines; the ledger stays mandatory, as a vendor invoice line without item needs a main account.
const ax2012: ErpFeatureSetDefinition = {
  ErpAdapter: 'AX2012',
  Name: 'Microsoft Dynamics AX 2012',
  BaseFeatures: [...dynamicsFeatures, 'SynchronizeJournals', 'PostAttachment'],
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
    Asset: 'Optional',
    PurchaseOrderLine: 'Optional',
  },
  VendorFields: dynamicsVendorFields,
  CustomerFields: dynamicsCustomerFields,
  PurchaseOrderLineFields: navisionSql.PurchaseOrderLineFields,
};

// Axapta (AX 2009 and older) has the three fixed dimensions Department, Cost centre and Purpose.
const axapta: ErpFeatureSetDefinition = {
  ...ax2012,
  ErpAdapter: 'Axapta',
  Name: 'Microsoft Dynamics AX (Axapta)',
  Coding: { ...ax2012.Coding, Dimension4: 'NotAllowed', Dimension5: 'NotAllowed' },
  PurchaseOrderLineFields: [
    ...orderLineItems,
    'GeneralLedger',
    'VatCode',
    'Dimension1',
    'Dimension2',
    'Dimension3',
  ],
};

// Finance and Operations adds change tracking on its data entities and the US electronic payment fields.
const d365fo: ErpFeatureSetDefinition = {
  ...ax2012,
  ErpAdapter: 'D365FO',
  Name: 'Microsoft Dynamics 365 Finance and Operations',
  BaseFeatures: [...ax2012.BaseFeatures, 'IncrementalSynchronization'],
  VendorFields: [...dynamicsVendorFields, 'UseElectronicFundsTransfer'],
  CustomerFields: [...dynamicsCustomerFields, 'UseElectronicFundsTransfer', 'UsesAmericanDateFormat'],
};

/** The Microsoft Dynamics adapters. */
export const microsoftSets = {
  NavisionSQL: [defineErpFeatureSet(navisionSql)],
  NavisionWS: [defineErpFeatureSet(navisionWs)],
  BusinessCentral: [defineErpFeatureSet(businessCentral)],
  Axapta: [defineErpFeatureSet(axapta)],
  AX2012: [defineErpFeatureSet(ax2012)],
  D365FO: [defineErpFeatureSet(d365fo)],
} satisfies FeatureSetsByAdapter;

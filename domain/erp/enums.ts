import { FieldRequirement } from '../validation/enums';

/** What an ERP or logistics adapter can do for a company. */
export const BaseFeatures = [
  'CheckLogin',
  'SynchronizeAdministrations',
  'SynchronizeVendors',
  'SynchronizeCustomers',
  'SynchronizeLedgers',
  'SynchronizeVatCodes',
  'SynchronizeDimensions',
  'SynchronizeProjects',
  'SynchronizeArticles',
  'SynchronizeAssets',
  'SynchronizePaymentTerms',
  'SynchronizePaymentMethods',
  'SynchronizeCurrencies',
  'SynchronizeJournals',
  'SynchronizePeriods',
  'SynchronizePurchaseOrders',
  'SynchronizeGoodsReceipts',
  'CreateVendor',
  'UpdateVendor',
  'CreateCustomer',
  'PostPurchaseInvoice',
  'PostSalesInvoice',
  'PostAttachment',
  'ReadPaymentStatus',
  'IncrementalSynchronization',
  'PaymentBatches',
] as const;
export type BaseFeature = (typeof BaseFeatures)[number];

/** The document kinds and document-level options a set supports; each entry says whether it CanBeChanged. */
export const DocumentFeatures = [
  'PurchaseInvoice',
  'PurchaseCreditNote',
  'SalesInvoice',
  'SalesCreditNote',
  'PackingSlip',
  'ForeignCurrency',
  'PaymentDiscount',
  'PaymentReference',
  'DueDate',
  'Period',
  'PurchaseOrderMatching',
  'GoodsReceiptMatching',
] as const;
export type DocumentFeature = (typeof DocumentFeatures)[number];

/** The company update jobs of spec 000 §3, in the spec's order. */
export const CompanyUpdateJobs = [
  'UpdateAll',
  'UpdateAdministrations',
  'UpdateCompany',
  'UpdateVendors',
  'CheckLogin',
  'CreateVendors',
  'UpdatePurchaseOrders',
  'UpdateLogisticsAll',
  'UpdateCustomers',
  'CreateCustomers',
] as const;
export type CompanyUpdateJob = (typeof CompanyUpdateJobs)[number];

/** The field requirements a coding feature may have: the spec's list without the conditional ones. */
export const CodingRestrictions = [
  FieldRequirement.Mandatory,
  FieldRequirement.Optional,
  FieldRequirement.NotAllowed,
] as const;
export type CodingRestriction = (typeof CodingRestrictions)[number];

/** Base features that belong to purchase orders: the company's logistics adapter decides them. */
export const LogisticsBaseFeatures: readonly BaseFeature[] = [
  'SynchronizePurchaseOrders',
  'SynchronizeGoodsReceipts',
];

/** Document features that belong to purchase orders: the company's logistics adapter decides them. */
export const LogisticsDocumentFeatures: readonly DocumentFeature[] = [
  'PackingSlip',
  'PurchaseOrderMatching',
  'GoodsReceiptMatching',
];

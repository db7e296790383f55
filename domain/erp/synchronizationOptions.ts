import { type BaseFeature, type CompanyUpdateJob, CompanyUpdateJobs } from './enums';

/** Base features that read master data of the company (its UpdateCompany job). */
const CompanyDataFeatures: readonly BaseFeature[] = [
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
];

type Has = (feature: BaseFeature) => boolean;
const never = () => false;

// An ERP set offers the ERP jobs, a logistics set only its own (UpdateLogisticsAll); both may check a login.
const erpJobs: Record<CompanyUpdateJob, (has: Has) => boolean> = {
  UpdateAll: (has) =>
    CompanyDataFeatures.some(has) || has('SynchronizeVendors') || has('SynchronizeCustomers'),
  UpdateAdministrations: (has) => has('SynchronizeAdministrations'),
  UpdateCompany: (has) => CompanyDataFeatures.some(has),
  UpdateVendors: (has) => has('SynchronizeVendors'),
  CheckLogin: (has) => has('CheckLogin'),
  CreateVendors: (has) => has('CreateVendor'),
  UpdatePurchaseOrders: (has) => has('SynchronizePurchaseOrders'),
  UpdateLogisticsAll: never,
  UpdateCustomers: (has) => has('SynchronizeCustomers'),
  CreateCustomers: (has) => has('CreateCustomer'),
};

const logisticsJobs: Record<CompanyUpdateJob, (has: Has) => boolean> = {
  UpdateAll: never,
  UpdateAdministrations: never,
  UpdateCompany: never,
  UpdateVendors: never,
  CheckLogin: (has) => has('CheckLogin'),
  CreateVendors: never,
  UpdatePurchaseOrders: (has) => has('SynchronizePurchaseOrders'),
  UpdateLogisticsAll: (has) => has('SynchronizePurchaseOrders') || has('SynchronizeGoodsReceipts'),
  UpdateCustomers: never,
  CreateCustomers: never,
};

/** The company update jobs a set offers, derived from its base features, in the spec's order. */
export function synchronizationOptionsFor(
  features: readonly BaseFeature[],
  kind: 'erp' | 'logistics',
): CompanyUpdateJob[] {
  const has: Has = (feature) => features.includes(feature);
  const rules = kind === 'erp' ? erpJobs : logisticsJobs;
  return CompanyUpdateJobs.filter((job) => rules[job](has));
}

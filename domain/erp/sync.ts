import type { ErpAdapter, LogisticsAdapter } from '../entities/enums';
import type { ErpActionKind } from './actions';
import { type BaseFeature, type CompanyUpdateJob, CompanyUpdateJobs, LogisticsBaseFeatures } from './enums';
import { featureSetFor, logisticsFeatureSetFor } from './registry';
import { synchronizationOptionsFor } from './synchronizationOptions';

/**
 * What the company update jobs (spec 000 §3) bring in from the ERP, and when a company's scheduled
 * synchronisation is due. The kinds use the names of the adapter contract (server/integrations/erp/types.ts
 * ErpMasterDataKinds), which the code lists share.
 */
export const ErpSyncKinds = [
  'GeneralLedger',
  'VatCode',
  'PaymentTerm',
  'Dimension1',
  'Vendors',
  'Customers',
  'PurchaseOrders',
] as const;
export type ErpSyncKind = (typeof ErpSyncKinds)[number];

/** The base feature that lets an adapter hand over each kind. */
export const SyncFeatureOf: Record<ErpSyncKind, BaseFeature> = {
  GeneralLedger: 'SynchronizeLedgers',
  VatCode: 'SynchronizeVatCodes',
  PaymentTerm: 'SynchronizePaymentTerms',
  Dimension1: 'SynchronizeDimensions',
  Vendors: 'SynchronizeVendors',
  Customers: 'SynchronizeCustomers',
  PurchaseOrders: 'SynchronizePurchaseOrders',
};

/** The code lists of the company itself: its UpdateCompany job. */
const CompanyKinds: readonly ErpSyncKind[] = ['GeneralLedger', 'VatCode', 'PaymentTerm', 'Dimension1'];

const KindsOfJob: Partial<Record<ErpActionKind, readonly ErpSyncKind[]>> = {
  UpdateAll: ErpSyncKinds,
  UpdateCompany: CompanyKinds,
  UpdateVendors: ['Vendors'],
  UpdateCustomers: ['Customers'],
  UpdatePurchaseOrders: ['PurchaseOrders'],
};

/** True for the jobs that read master data (and so count as a synchronisation of the company). */
export const isSyncJob = (action: ErpActionKind): boolean => KindsOfJob[action] !== undefined;

/**
 * The kinds a job synchronises with an adapter of these features, code lists before the relations that name
 * them and purchase orders last (they name vendors); empty when the adapter offers none of them.
 */
export function syncKindsFor(action: ErpActionKind, features: readonly BaseFeature[]): ErpSyncKind[] {
  const kinds = KindsOfJob[action] ?? [];
  return ErpSyncKinds.filter((kind) => kinds.includes(kind) && features.includes(SyncFeatureOf[kind]));
}

/** The company fields that decide what its ERP synchronises. */
export type ErpSyncChoice = {
  ErpAdapter: ErpAdapter;
  ErpFeatureSetId: string | null;
  LogisticsAdapter: LogisticsAdapter;
  LogisticsFeatureSetId: string | null;
};

/**
 * The base features with which the company's ERP hands over master data: its ERP feature set's, except that
 * purchase orders (and receipts) come from the ERP only when the logistics adapter takes them from it (Erp),
 * as the company's feature description has it.
 */
export function erpSyncFeaturesOf(company: ErpSyncChoice): BaseFeature[] {
  const erp = featureSetFor(company.ErpAdapter, company.ErpFeatureSetId);
  const logistics = logisticsFeatureSetFor(company.LogisticsAdapter, company.LogisticsFeatureSetId);
  return erp.BaseFeatures.filter(
    (feature) => logistics.TakesPurchaseOrdersFromErp || !LogisticsBaseFeatures.includes(feature),
  );
}

/**
 * The company update jobs that may be asked of a company: what its ERP offers, what its logistics adapter offers,
 * and always a login check (its answer says plainly when there is nothing to log in to).
 */
export function companyUpdateJobsOf(company: ErpSyncChoice): CompanyUpdateJob[] {
  const erp = synchronizationOptionsFor(erpSyncFeaturesOf(company), 'erp');
  const logistics = logisticsFeatureSetFor(
    company.LogisticsAdapter,
    company.LogisticsFeatureSetId,
  ).SynchronizationOptions;
  return CompanyUpdateJobs.filter(
    (job) => job === 'CheckLogin' || erp.includes(job) || logistics.includes(job),
  );
}

/** What one synchronised kind did to Ledgerline's master data. */
export type SyncCounts = { created: number; updated: number; unchanged: number; skipped: number };

/**
 * Whether a company's scheduled synchronisation is due: it has a schedule, and neither its last completed
 * synchronisation nor its last scheduled attempt (which may have failed) is more recent than the interval.
 */
export function isSyncDue(
  schedule: { everyMinutes: number; lastSyncAt: string | null; lastAttemptAt: string | null },
  now: Date,
): boolean {
  if (schedule.everyMinutes <= 0) return false;
  const last = Math.max(
    schedule.lastSyncAt ? Date.parse(schedule.lastSyncAt) : 0,
    schedule.lastAttemptAt ? Date.parse(schedule.lastAttemptAt) : 0,
  );
  return now.getTime() - last >= schedule.everyMinutes * 60_000;
}

/** The scheduled synchronisation interval a company may choose: never (0) up to once a week. */
export const ErpSyncEveryMinutesMax = 7 * 24 * 60;

/**
 * The adapters Ledgerline has a working connection for. The others stay selectable with their feature sets
 * (spec 000 §1); their ERP work fails saying so, and the company page offers the manual adapter request.
 */
export const ConnectedErpAdapters: readonly ErpAdapter[] = ['Tryton'];

export const hasErpConnection = (adapter: string): boolean =>
  (ConnectedErpAdapters as readonly string[]).includes(adapter);

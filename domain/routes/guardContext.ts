import type { ActionRight, ViewRight } from '../rights/rights';

/** What the route guards look at: the signed-in user's rights and the environment's switches. */
export type GuardContext = {
  viewRights: ReadonlySet<ViewRight>;
  actionRights: ReadonlySet<ActionRight>;
  /** Number of companies the user may validate (verify). */
  validateCompanyCount: number;
  /** Number of companies the user may see. */
  companyCount: number;
  /** Some company of the user uses sales invoices. */
  usesSalesInvoices: boolean;
  /** Some company of the user uses packing slips. */
  usesPackingSlips: boolean;
  /** Setting Workflow_UsesPaymentBatches. */
  workflowSupportsPaymentBatches: boolean;
  /** Setting Verify_UseFastVerify. */
  useFastVerify: boolean;
  /** Feature flag RemoveOldSourceOverviews. */
  removeOldSourceOverviews: boolean;
  enterpriseFeatures: ReadonlySet<string>;
  isContractManagementEnvironment: boolean;
  isAuthenticationManagementEnvironment: boolean;
  /** The user belongs to more than one customer (environment). */
  isInMultipleEnvironments: boolean;
};

/** A guard context with nothing granted; tests and start-up build on it. */
export const emptyGuardContext: GuardContext = {
  viewRights: new Set(),
  actionRights: new Set(),
  validateCompanyCount: 0,
  companyCount: 0,
  usesSalesInvoices: false,
  usesPackingSlips: false,
  workflowSupportsPaymentBatches: false,
  useFastVerify: false,
  removeOldSourceOverviews: false,
  enterpriseFeatures: new Set(),
  isContractManagementEnvironment: false,
  isAuthenticationManagementEnvironment: false,
  isInMultipleEnvironments: false,
};

import type { Company } from '../../domain/entities/company';
import type { CurrentUser } from '../../domain/entities/user';
import type { GuardContext } from '../../domain/routes/guardContext';

/** The settings the shell needs for guards and menus. */
export type ShellSettings = {
  Verify_UseFastVerify: boolean;
  Workflow_UsesPaymentBatches: boolean;
  ContractManagement_Url: string;
  Support_Url: string;
};

/** Everything the start-up sequence loads that guards and menus look at. */
export type BaseData = {
  user: CurrentUser;
  companies: Company[];
  featureFlags: { Name: string; Enabled: boolean }[];
  enterpriseFeatures: string[];
  isContractManagementEnvironment: boolean;
  isAuthenticationManagementEnvironment: boolean;
  settings: ShellSettings;
};

/** Builds the route guards' context from the current user, companies, settings and features. */
export function buildGuardContext(base: BaseData): GuardContext {
  const { user, companies } = base;
  const visible = companies.filter((company) => !company.IsDeleted);
  const validateIds = new Set(user.ValidateCompanies);
  return {
    viewRights: new Set(user.UserViewRights),
    actionRights: new Set(user.UserActionRights),
    validateCompanyCount: user.MayValidateAllCompanies
      ? visible.length
      : visible.filter((company) => validateIds.has(company.Id)).length,
    companyCount: visible.length,
    usesSalesInvoices: visible.some((company) => company.UsesSalesInvoices),
    usesPackingSlips: visible.some((company) => company.UsesPackingSlips),
    workflowSupportsPaymentBatches: base.settings.Workflow_UsesPaymentBatches,
    useFastVerify: base.settings.Verify_UseFastVerify,
    removeOldSourceOverviews: base.featureFlags.some(
      (flag) => flag.Name === 'RemoveOldSourceOverviews' && flag.Enabled,
    ),
    enterpriseFeatures: new Set(base.enterpriseFeatures),
    isContractManagementEnvironment: base.isContractManagementEnvironment,
    isAuthenticationManagementEnvironment: base.isAuthenticationManagementEnvironment,
    isInMultipleEnvironments: user.IsInMultipleEnvironments,
  };
}

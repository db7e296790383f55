import { LegacyRoleCodes } from '../entities/enums';
import { type LegacyRoleCode, LegacyRoles } from '../workflow/legacyRoles';
import {
  type ActionRight,
  ActionRights,
  type BaseRole,
  BaseRoles,
  type ViewRight,
  ViewRights,
} from './rights';
import { defaultActionRights, defaultViewRights } from './roleDefaults';

/** The groups the roles screen shows rights in, in this order. */
export const RightGroups = [
  'Personal',
  'Documents',
  'Companies',
  'MasterData',
  'Workflow',
  'Payments',
  'Administration',
  'Reports',
] as const;
export type RightGroup = (typeof RightGroups)[number];

/** A view or an action right, as one row of the roles matrix. */
export type RoleRight =
  | { Kind: 'View'; Right: ViewRight; Group: RightGroup }
  | { Kind: 'Action'; Right: ActionRight; Group: RightGroup };

const viewGroups: Record<ViewRight, RightGroup> = {
  MySettings: 'Personal',
  ChangeCustomer: 'Personal',
  Dashboard: 'Documents',
  PackingSlips: 'Documents',
  SourceDocuments: 'Documents',
  SourceOverview: 'Documents',
  EmailInvoices: 'Documents',
  DocumentFlow: 'Documents',
  DownloadArchive: 'Documents',
  ElectronicTemplates: 'Documents',
  ContractManagement: 'Documents',
  Vendors: 'MasterData',
  Customers: 'MasterData',
  Tags: 'MasterData',
  PeriodTable: 'MasterData',
  DefaultTexts: 'MasterData',
  SuggestionRoutes: 'Workflow',
  AutoRoutes: 'Workflow',
  Statuses: 'Workflow',
  Actions: 'Workflow',
  StatusActions: 'Workflow',
  StatusFilters: 'Workflow',
  CustomizeSettings: 'Workflow',
  PaymentLists: 'Payments',
  Users: 'Administration',
  Companies: 'Administration',
  Settings: 'Administration',
  Mailboxes: 'Administration',
  Translations: 'Administration',
  AuthenticationManagement: 'Administration',
  ApiKeyOverview: 'Administration',
  ErpActionsOverview: 'Administration',
  Enterprise: 'Administration',
  Billing: 'Administration',
  AuditLog: 'Reports',
  SystemLog: 'Reports',
  ManagementReports: 'Reports',
};

const actionGroups: Record<ActionRight, RightGroup> = {
  VerifyInvoice: 'Documents',
  VerifyPackingSlip: 'Documents',
  InvoiceRemark: 'Documents',
  InvoiceAdvancedEdit: 'Documents',
  LinkPackingSlipToInvoice: 'Documents',
  EmailInvoiceEdit: 'Documents',
  MayEditDocuments: 'Documents',
  MayDeleteDocuments: 'Documents',
  ValidateDocumentsWithoutCompany: 'Documents',
  MaySeeConfidentialIDocuments: 'Documents',
  MayApproveAllDocuments: 'Documents',
  MaySeeAllCompanies: 'Companies',
  MayHandleAllCompanies: 'Companies',
  MayValidateAllCompanies: 'Companies',
  MayApproveAllCompanies: 'Companies',
  MaySignAllCompanies: 'Companies',
  MayHandleAtLeastOneCompany: 'Companies',
  MayApprovePay: 'Payments',
  MayApprovePaymentBatches: 'Payments',
  Admin: 'Administration',
  SuperAdmin: 'Administration',
  RoleEdit: 'Administration',
  SettingsEdit: 'Administration',
  RemoveCompanyFromWorkflow: 'Administration',
  SetupTemplateExport: 'Administration',
  SetupTemplateImport: 'Administration',
  MaySeeSupportUserName: 'Administration',
  MaySplitUsers: 'Administration',
};

/** Every right, grouped in RightGroups order: per group the view rights, then the action rights. */
export const RoleRights: readonly RoleRight[] = RightGroups.flatMap((group) => [
  ...ViewRights.filter((right) => viewGroups[right] === group).map(
    (Right): RoleRight => ({ Kind: 'View', Right, Group: group }),
  ),
  ...ActionRights.filter((right) => actionGroups[right] === group).map(
    (Right): RoleRight => ({ Kind: 'Action', Right, Group: group }),
  ),
]);

/**
 * The columns of the roles matrix: the five base roles, and the administrator. An administrator's
 * default rights are the same whatever the base role (rights/roleDefaults.ts), so one column says it.
 */
export const RoleColumns = [...BaseRoles, 'Admin'] as const;
export type RoleColumn = (typeof RoleColumns)[number];

/** True for a column of the roles matrix (a base role or Admin). */
export function isRoleColumn(value: string): value is RoleColumn {
  return (RoleColumns as readonly string[]).includes(value);
}

/** The rights a new user gets by default: of a base role, or as an administrator. */
export function roleRights(column: RoleColumn): { ViewRights: ViewRight[]; ActionRights: ActionRight[] } {
  const role: BaseRole = column === 'Admin' ? 'None' : column;
  const isAdmin = column === 'Admin';
  return { ViewRights: defaultViewRights(role, isAdmin), ActionRights: defaultActionRights(role, isAdmin) };
}

/** Whether a set of rights holds one matrix row. */
export function holds(
  rights: { ViewRights: readonly string[]; ActionRights: readonly string[] },
  row: RoleRight,
) {
  return (row.Kind === 'View' ? rights.ViewRights : rights.ActionRights).includes(row.Right);
}

/** A legacy role code against the defaults of what it maps to: the rights it adds and those it leaves out. */
export type LegacyRoleDifference = {
  Code: LegacyRoleCode;
  BaseRole: BaseRole;
  IsAdmin: boolean;
  /** The matrix column it starts from: its base role, or Admin for an administrator. */
  Column: RoleColumn;
  Added: RoleRight[];
  Removed: RoleRight[];
};

/** Each legacy role code (domain/workflow/legacyRoles.ts) next to the default rights of its column. */
export function legacyRoleDifferences(): LegacyRoleDifference[] {
  return LegacyRoleCodes.map((code) => {
    const legacy = LegacyRoles[code];
    const column: RoleColumn = legacy.IsAdmin ? 'Admin' : legacy.BaseRole;
    const base = roleRights(column);
    return {
      Code: code,
      BaseRole: legacy.BaseRole,
      IsAdmin: legacy.IsAdmin,
      Column: column,
      Added: RoleRights.filter((row) => holds(legacy, row) && !holds(base, row)),
      Removed: RoleRights.filter((row) => !holds(legacy, row) && holds(base, row)),
    };
  });
}

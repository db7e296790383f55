import { LegacyRoleCodes } from '../entities/enums';
import type { ActionRight, BaseRole, ViewRight } from '../rights/rights';
import { defaultActionRights, defaultViewRights } from '../rights/roleDefaults';

export type LegacyRoleCode = (typeof LegacyRoleCodes)[number];

/** What a legacy role code stands for: a base role, whether an administrator, and the rights it grants. */
export type LegacyRole = {
  BaseRole: BaseRole;
  IsAdmin: boolean;
  ViewRights: ViewRight[];
  ActionRights: ActionRight[];
};

// Shaping the environment stays with full administrators.
const notForSimpleAdmin = new Set<ActionRight>([
  'RoleEdit',
  'RemoveCompanyFromWorkflow',
  'SetupTemplateImport',
  'SetupTemplateExport',
]);

/**
 * The legacy role codes (spec 000 §3; their meaning is not shown there), mapped by what the names say
 * to a Dutch AP team, on top of the base roles' default rights (rights/roleDefaults.ts):
 *
 * | code        | reads as                                | base role | admin | rights                                  |
 * |-------------|-----------------------------------------|-----------|-------|-----------------------------------------|
 * | SIMPLEADMIN | an administrator of the everyday        | Advanced  | yes   | an administrator's, without editing roles, removing companies or setup template import/export |
 * | VALIDATOR   | the verifier                            | Check     | no    | Check's: verify invoices and packing slips, remarks |
 * | GEBRUIKER   | ("user") whoever approves what is routed to them | None | no | None's, plus the dashboard and remarks |
 * | INK-ADM     | ("inkoopadministratie") the AP clerks who code and post | Post | no | Post's |
 */
export const LegacyRoles: Record<LegacyRoleCode, LegacyRole> = {
  SIMPLEADMIN: {
    BaseRole: 'Advanced',
    IsAdmin: true,
    ViewRights: defaultViewRights('Advanced', true),
    ActionRights: defaultActionRights('Advanced', true).filter((right) => !notForSimpleAdmin.has(right)),
  },
  VALIDATOR: {
    BaseRole: 'Check',
    IsAdmin: false,
    ViewRights: defaultViewRights('Check', false),
    ActionRights: defaultActionRights('Check', false),
  },
  GEBRUIKER: {
    BaseRole: 'None',
    IsAdmin: false,
    ViewRights: [...defaultViewRights('None', false), 'Dashboard'],
    ActionRights: [...defaultActionRights('None', false), 'InvoiceRemark'],
  },
  'INK-ADM': {
    BaseRole: 'Post',
    IsAdmin: false,
    ViewRights: defaultViewRights('Post', false),
    ActionRights: defaultActionRights('Post', false),
  },
};

/** True for the four legacy role codes. */
export function isLegacyRoleCode(code: string): code is LegacyRoleCode {
  return (LegacyRoleCodes as readonly string[]).includes(code);
}

/** The base role and rights of a legacy role code (case and spaces ignored), or null for another code. */
export function legacyRole(code: string): LegacyRole | null {
  const normalized = code.trim().toUpperCase();
  return isLegacyRoleCode(normalized) ? LegacyRoles[normalized] : null;
}

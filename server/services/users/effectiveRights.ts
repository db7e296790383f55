import type { ActionRight, ViewRight } from '../../../domain/rights/rights';
import { ActionRights, ViewRights } from '../../../domain/rights/rights';
import type { roles, users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

const viewSet = new Set<string>(ViewRights);
const actionSet = new Set<string>(ActionRights);

/** The view rights a user holds: their own plus those of their roles. */
export function effectiveViewRights(user: UserRow, userRoles: RoleRow[]): Set<ViewRight> {
  const all = [...user.viewRights, ...userRoles.flatMap((role) => role.viewRights)];
  return new Set(all.filter((right): right is ViewRight => viewSet.has(right)));
}

/** The action rights a user holds: their own, their roles', and those the user's flags imply. */
export function effectiveActionRights(user: UserRow, userRoles: RoleRow[]): Set<ActionRight> {
  const all = [...user.actionRights, ...userRoles.flatMap((role) => role.actionRights)];
  const rights = new Set(all.filter((right): right is ActionRight => actionSet.has(right)));
  const implied: Array<[boolean, ActionRight]> = [
    [user.isAdmin, 'Admin'],
    [user.maySeeAllCompanies, 'MaySeeAllCompanies'],
    [user.mayHandleAllCompanies, 'MayHandleAllCompanies'],
    [user.mayValidateAllCompanies, 'MayValidateAllCompanies'],
    [user.mayApproveAllCompanies, 'MayApproveAllCompanies'],
    [user.maySignAllCompanies, 'MaySignAllCompanies'],
    [user.mayEditDocuments, 'MayEditDocuments'],
    [user.mayDeleteDocuments, 'MayDeleteDocuments'],
    [user.maySeeConfidentialDocuments, 'MaySeeConfidentialIDocuments'],
    [user.mayApprovePay, 'MayApprovePay'],
    [user.validateDocumentsWithoutCompany, 'ValidateDocumentsWithoutCompany'],
    [user.mayHandleAllCompanies || user.handleCompanies.length > 0, 'MayHandleAtLeastOneCompany'],
  ];
  for (const [holds, right] of implied) if (holds) rights.add(right);
  return rights;
}

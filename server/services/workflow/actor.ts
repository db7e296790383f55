import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { companyScopesOf, type WorkflowActor } from '../../../domain/workflow/actor';
import type { Tx } from '../../db/client';
import { userGroupMembers, users } from '../../db/schema/index';
import type { Actor } from '../users/actor';

/** The company-scope fields of a user row, as the domain's User entity names them. */
export function scopeFieldsOf(user: typeof users.$inferSelect) {
  return {
    SeeCompanies: user.seeCompanies,
    ValidateCompanies: user.validateCompanies,
    HandleCompanies: user.handleCompanies,
    ApproveCompanies: user.approveCompanies,
    SignCompanies: user.signCompanies,
    MaySeeAllCompanies: user.maySeeAllCompanies,
    MayValidateAllCompanies: user.mayValidateAllCompanies,
    MayHandleAllCompanies: user.mayHandleAllCompanies,
    MayApproveAllCompanies: user.mayApproveAllCompanies,
    MaySignAllCompanies: user.maySignAllCompanies,
  };
}

/** Whether a user row is away today (Absence From–To, both days included). */
export const absentToday = and(
  lte(users.absenceFrom, sql`current_date`),
  or(isNull(users.absenceTo), gte(users.absenceTo, sql`current_date`)),
);

/**
 * The signed-in user as the workflow sees them: rights, company scopes, approval limit, the groups they
 * belong to and the colleagues away today who named them as replacement.
 */
export async function workflowActorOf(tx: Tx, actor: Actor): Promise<WorkflowActor> {
  const groups = await tx
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.memberId, actor.userId));
  const replacing = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.absenceReplacedByUserId, actor.userId), absentToday));
  return {
    UserId: actor.userId,
    IsSystem: false,
    ActionRights: actor.actionRights,
    Companies: companyScopesOf(scopeFieldsOf(actor.user), actor.actionRights),
    MaximumApprovalAmount: actor.user.maximumApprovalAmount,
    GroupIds: groups.map((group) => group.id),
    ReplacingUserIds: replacing.map((user) => user.id),
  };
}

import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userGroupMembers, users } from '../../db/schema/index';
import { asService } from '../../db/serviceRole';
import type { UserRelations } from '../../presenters/user';

/** Group membership, replacements and multi-environment facts for a set of users, in three queries. */
export async function relationsOf(
  tx: Tx,
  rows: Array<typeof users.$inferSelect>,
): Promise<Map<string, UserRelations>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<string, UserRelations>(
    ids.map((id) => [
      id,
      { groupMemberIds: [], belongsTo: [], replacingUserIds: [], isInMultipleEnvironments: false },
    ]),
  );
  if (ids.length === 0) return result;
  const memberships = await tx.select().from(userGroupMembers);
  for (const m of memberships) {
    result.get(m.groupId)?.groupMemberIds.push(m.memberId);
    result.get(m.memberId)?.belongsTo.push(m.groupId);
  }
  // Users currently absent and replaced by someone: that someone is replacing them.
  const today = sql`current_date`;
  const absent = await tx
    .select({ id: users.id, replacedBy: users.absenceReplacedByUserId })
    .from(users)
    .where(and(lte(users.absenceFrom, today), gte(users.absenceTo, today)));
  for (const row of absent) if (row.replacedBy) result.get(row.replacedBy)?.replacingUserIds.push(row.id);

  const accountIds = rows.map((row) => row.accountId).filter((id): id is string => Boolean(id));
  if (accountIds.length > 0) {
    const counts = await asService(tx, () =>
      tx
        .select({ accountId: users.accountId, n: count() })
        .from(users)
        .where(
          and(
            inArray(users.accountId, accountIds),
            eq(users.isDeleted, false),
            eq(users.invitationPending, false),
          ),
        )
        .groupBy(users.accountId),
    );
    const multi = new Set(counts.filter((c) => c.n > 1).map((c) => c.accountId));
    for (const row of rows) {
      const relations = result.get(row.id);
      // An open invitation tells nothing about the login's other customers.
      if (relations && row.accountId && !row.invitationPending)
        relations.isInMultipleEnvironments = multi.has(row.accountId);
    }
  }
  return result;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userGroupMembers, users } from '../../db/schema/index';
import { validationFailed } from '../../errors';

/** Replaces the members of a group; members must be existing, non-group users of the customer. */
export async function setGroupMembers(
  tx: Tx,
  tenantId: string,
  groupId: string,
  memberIds: string[],
): Promise<void> {
  const unique = [...new Set(memberIds)].filter((id) => id !== groupId);
  if (unique.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, unique), eq(users.isGroup, false)));
    if (found.length !== unique.length) throw validationFailed({ GroupMemberIds: 'Validation_All_In_List' });
  }
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  if (unique.length > 0) {
    await tx.insert(userGroupMembers).values(unique.map((memberId) => ({ tenantId, groupId, memberId })));
  }
}

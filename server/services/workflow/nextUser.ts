import { and, eq } from 'drizzle-orm';
import { WorkflowMessageKey } from '../../../domain/workflow/messages';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors';

/** The named next user must be an active user or group of the customer (row-level security keeps it so). */
export async function requireKnownNextUser(tx: Tx, nextUserId: string | null | undefined, action: string) {
  if (!nextUserId) return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, nextUserId), eq(users.isActive, true), eq(users.isDeleted, false)));
  if (!user) throw new AppError(400, WorkflowMessageKey.Action_Next_User_Not_Allowed, [action]);
}

import { eq } from 'drizzle-orm';
import type { DocumentLockState } from '../../../domain/documents/document';
import type { Tx } from '../../db/client';
import { documentLocks, users } from '../../db/schema/index';
import { isoTimestamp } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { requireVisibleDocument } from './access';

/** Document/IsLocked: locked when another user holds an unexpired workflow lock. */
export async function lockStateOf(tx: Tx, actor: Actor, documentId: string): Promise<DocumentLockState> {
  await requireVisibleDocument(tx, actor, documentId);
  const [lock] = await tx
    .select({ lock: documentLocks, userName: users.name })
    .from(documentLocks)
    .leftJoin(users, eq(users.id, documentLocks.userId))
    .where(eq(documentLocks.documentId, documentId));
  const held = lock && lock.lock.userId !== actor.userId && Date.parse(lock.lock.lockedUntil) > Date.now();
  if (!held) return { IsLocked: false, LockedByUserId: null, LockedByUserName: '', LockedUntil: null };
  return {
    IsLocked: true,
    LockedByUserId: lock.lock.userId,
    LockedByUserName: lock.userName ?? '',
    LockedUntil: isoTimestamp(lock.lock.lockedUntil),
  };
}

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentLocks, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { isoTimestamp } from '../../presenters/document';
import type { Actor } from '../users/actor';

/** How long a workflow lock lasts without a heartbeat (the client renews it every 30 s). */
export const LockSeconds = 120;

/** The name of another user holding an unexpired lock on the document, or null. */
export async function lockHolderOf(tx: Tx, actor: Actor, documentId: string): Promise<string | null> {
  const [lock] = await tx
    .select({ name: users.name })
    .from(documentLocks)
    .leftJoin(users, eq(users.id, documentLocks.userId))
    .where(
      and(
        eq(documentLocks.documentId, documentId),
        ne(documentLocks.userId, actor.userId),
        gt(documentLocks.lockedUntil, sql`now()`),
      ),
    );
  return lock ? (lock.name ?? '') : null;
}

/** 423 Document_Is_Locked%%<name> when another user holds the document's lock. */
export async function requireNotLockedByOther(tx: Tx, actor: Actor, documentId: string): Promise<void> {
  const holder = await lockHolderOf(tx, actor, documentId);
  if (holder !== null) throw new AppError(423, 'Document_Is_Locked', [holder]);
}

/**
 * Document/Lock: takes the lock, or renews it when the actor holds it or it expired, in one statement so
 * two users opening the document together cannot both get it; 423 when another user holds it.
 */
export async function takeLock(
  tx: Tx,
  actor: Actor,
  documentId: string,
): Promise<{ IsLocked: false; LockedUntil: string }> {
  const until = sql`now() + make_interval(secs => ${LockSeconds})`;
  const [taken] = await tx
    .insert(documentLocks)
    .values({ tenantId: actor.tenantId, documentId, userId: actor.userId, lockedUntil: until })
    .onConflictDoUpdate({
      target: documentLocks.documentId,
      set: { userId: actor.userId, lockedUntil: until },
      setWhere: sql`${documentLocks.userId} = ${actor.userId} or ${documentLocks.lockedUntil} <= now()`,
    })
    .returning({ lockedUntil: documentLocks.lockedUntil });
  if (!taken) await requireNotLockedByOther(tx, actor, documentId);
  if (!taken) throw new AppError(423, 'Document_Is_Locked', ['']);
  return { IsLocked: false, LockedUntil: isoTimestamp(taken.lockedUntil) };
}

/** Document/Unlock, and after every action: releases the actor's own lock (another user's stays). */
export async function releaseLock(tx: Tx, actor: Actor, documentId: string): Promise<void> {
  await tx
    .delete(documentLocks)
    .where(and(eq(documentLocks.documentId, documentId), eq(documentLocks.userId, actor.userId)));
}

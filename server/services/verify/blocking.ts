import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { VerifyDocument } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { documentLocks, documents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import type { Actor } from '../users/actor';
import { lockHolderOf } from '../workflow/locks';
import { requireVerifyDocument, VerifyStatuses } from './scope';
import { verifyDocumentById } from './verifyDocuments';

/** How long a verify block lasts: a verifier who left without unblocking frees the document after this. */
export const VerifyBlockMinutes = 30;

/** 423 Document_Is_Locked%%<name> when another user holds an unexpired block (or workflow lock) on the document. */
export async function requireNotBlockedByOther(tx: Tx, actor: Actor, documentId: string): Promise<void> {
  const holder = await lockHolderOf(tx, actor, documentId);
  if (holder !== null) throw new AppError(423, 'Document_Is_Locked', [holder]);
}

/**
 * Frees the user's blocks on documents still waiting for verification, except `exceptId`, and tells colleagues who
 * may see their companies once this commits.
 */
async function releaseVerifyBlocks(
  tx: Tx,
  actor: Pick<Actor, 'userId' | 'tenantId'>,
  exceptId?: string,
): Promise<void> {
  const waiting = tx
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.status, [...VerifyStatuses]));
  const released = await tx
    .delete(documentLocks)
    .where(
      and(
        eq(documentLocks.userId, actor.userId),
        inArray(documentLocks.documentId, waiting),
        exceptId ? ne(documentLocks.documentId, exceptId) : undefined,
      ),
    )
    .returning({ id: documentLocks.documentId });
  if (released.length === 0) return;
  const freed = await tx
    .select({ id: documents.id, companyId: documents.companyId })
    .from(documents)
    .where(
      inArray(
        documents.id,
        released.map((lock) => lock.id),
      ),
    );
  for (const document of freed)
    await publishLiveEvent(tx, actor.tenantId, {
      Event: 'VerifyRecordUnblocked',
      DocumentId: document.id,
      CompanyId: document.companyId,
      ByUserId: actor.userId,
    });
}

/**
 * Verify/BlockRecord/{id}: the verifier opens the document; others see it blocked (read-only) until they choose
 * another, leave (UnblockRecordsForUser) or 30 minutes pass. The block is the document's workflow lock, so nobody
 * acts on the document meanwhile. A user blocks one verify document at a time. 423 when another user holds it.
 */
export async function blockVerifyRecord(tx: Tx, actor: Actor, id: string): Promise<VerifyDocument> {
  const document = await requireVerifyDocument(tx, actor, id, { lock: true });
  await requireNotBlockedByOther(tx, actor, id);
  await releaseVerifyBlocks(tx, actor, id);
  const until = sql`now() + make_interval(mins => ${VerifyBlockMinutes})`;
  const [taken] = await tx
    .insert(documentLocks)
    .values({ tenantId: actor.tenantId, documentId: id, userId: actor.userId, lockedUntil: until })
    .onConflictDoUpdate({
      target: documentLocks.documentId,
      set: { userId: actor.userId, lockedUntil: until },
      setWhere: sql`${documentLocks.userId} = ${actor.userId} or ${documentLocks.lockedUntil} <= now()`,
    })
    .returning({ id: documentLocks.documentId });
  if (!taken) await requireNotBlockedByOther(tx, actor, id);
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'VerifyRecordBlocked',
    DocumentId: id,
    CompanyId: document.companyId,
    ByUserId: actor.userId,
  });
  return verifyDocumentById(tx, actor, id);
}

/** Verify/UnblockRecordsForUser: frees every verify document the user holds (they left the verify screen). */
export async function unblockVerifyRecordsForUser(
  tx: Tx,
  actor: Pick<Actor, 'userId' | 'tenantId'>,
): Promise<void> {
  await releaseVerifyBlocks(tx, actor);
}

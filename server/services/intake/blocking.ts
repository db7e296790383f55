import { and, eq, ne } from 'drizzle-orm';
import type { Source } from '../../../domain/intake/source';
import type { Tx } from '../../db/client';
import { sources } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { assertNotHeldByOther, loadSource, type SourceScope } from './sourceAccess';
import { splitterDetail } from './splitter';

/**
 * PUT /Source/BlockSource/{id}: the user takes the source to work on it; other users see it
 * read-only. A user holds one source at a time: the one held before is freed. 423 when another
 * user holds it.
 */
export async function blockSource(tx: Tx, actor: Actor, scope: SourceScope, id: string): Promise<Source> {
  const source = await loadSource(tx, scope, id, true);
  await assertNotHeldByOther(tx, source, actor);
  await tx
    .update(sources)
    .set({ isBlocked: false, currentUserId: null, blockedAt: null })
    .where(and(eq(sources.currentUserId, actor.userId), eq(sources.isBlocked, true), ne(sources.id, id)));
  await tx
    .update(sources)
    .set({ isBlocked: true, currentUserId: actor.userId, blockedAt: new Date().toISOString() })
    .where(eq(sources.id, id));
  return splitterDetail(tx, scope, id);
}

/** PUT /Source/UnblockSourcesForUser: frees every source the user holds (they left the splitter). */
export async function unblockSourcesForUser(tx: Tx, actor: Actor): Promise<void> {
  await tx
    .update(sources)
    .set({ isBlocked: false, currentUserId: null, blockedAt: null })
    .where(and(eq(sources.currentUserId, actor.userId), eq(sources.isBlocked, true)));
}

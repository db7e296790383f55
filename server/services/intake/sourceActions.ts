import { and, eq, inArray } from 'drizzle-orm';
import type { RotateSourcePagesInput } from '../../../domain/intake/source';
import type { Tx } from '../../db/client';
import { sourcePages, sources } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { normalisedRotation } from './buildOriginal';
import { assertNotHeldByOther, inScope, loadSource, type SourceScope } from './sourceAccess';
import { nextSourceId, type SplitterFilter } from './splitter';

/**
 * DELETE /Source/{id}: the source is dropped (status Deleted, statusInWorkflow Documents_Deleted).
 * A source already split into documents cannot be deleted. Answers the next source to open.
 */
export async function deleteSource(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  id: string,
  filter: SplitterFilter,
): Promise<{ NextId: string | null }> {
  const source = await loadSource(tx, scope, id, true);
  await assertNotHeldByOther(tx, source, actor);
  if (source.isDeleted) throw notFound('Source_Not_Found');
  if (source.statusInWorkflow === 'Validating' || source.statusInWorkflow === 'Validated')
    throw new AppError(409, 'Document_Is_Updated_By_Other_User');
  const now = new Date().toISOString();
  await tx
    .update(sources)
    .set({
      status: 'Deleted',
      statusInWorkflow: 'Documents_Deleted',
      isDeleted: true,
      isBlocked: false,
      currentUserId: null,
      blockedAt: null,
      updatedAt: now,
      dateStatus: now,
    })
    .where(eq(sources.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Source',
    entityId: id,
    action: 'delete',
    changes: { SourceNumber: source.sourceNumber, Status: source.status },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'SourceUpdated',
    SourceId: id,
    CompanyId: source.companyId ?? undefined,
    ByUserId: actor.userId,
  });
  return { NextId: await nextSourceId(tx, actor, scope, filter, id) };
}

/**
 * PUT /Source/RotateSourcePages: turns pages by the given degrees (added to their rotation, kept in
 * 0–359). The pages must belong to sources in the scope that no other user holds.
 */
export async function rotateSourcePages(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  input: RotateSourcePagesInput,
): Promise<void> {
  const ids = [...new Set(input.map((item) => item.SourcePageId))];
  const pages = await tx
    .select({ id: sourcePages.id, rotation: sourcePages.rotation, sourceId: sourcePages.sourceId })
    .from(sourcePages)
    .innerJoin(sources, eq(sources.id, sourcePages.sourceId))
    .where(and(inArray(sourcePages.id, ids), inScope(scope)));
  if (pages.length !== ids.length) throw notFound('Source_Not_Found');
  const sourceIds = [...new Set(pages.map((page) => page.sourceId))];
  const held = await tx.select().from(sources).where(inArray(sources.id, sourceIds)).for('update');
  for (const source of held) await assertNotHeldByOther(tx, source, actor);
  const rotation = new Map(pages.map((page) => [page.id, page.rotation]));
  for (const item of input)
    rotation.set(item.SourcePageId, (rotation.get(item.SourcePageId) ?? 0) + item.RotationDegrees);
  for (const [id, degrees] of rotation)
    await tx
      .update(sourcePages)
      .set({ rotation: normalisedRotation(degrees) })
      .where(eq(sourcePages.id, id));
}

/** POST /Source/Retry/{id}: a source that failed processing is processed again from where it stopped. */
export async function retrySource(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  id: string,
): Promise<{ tenantId: string; sourceId: string }> {
  const source = await loadSource(tx, scope, id, true);
  if (source.status !== 'ConvertedError') throw badRequest('Source_Not_Failed');
  const now = new Date().toISOString();
  await tx
    .update(sources)
    .set({
      status: 'New',
      hasError: false,
      errorCode: '',
      errorMessage: '',
      attempts: 0,
      updatedAt: now,
      dateStatus: now,
    })
    .where(eq(sources.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Source',
    entityId: id,
    action: 'update',
    changes: { Status: { from: 'ConvertedError', to: 'New' } },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'SourceUpdated',
    SourceId: id,
    CompanyId: source.companyId ?? undefined,
    ByUserId: actor.userId,
  });
  return { tenantId: actor.tenantId, sourceId: id };
}

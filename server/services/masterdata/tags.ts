import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents, tags } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { byKey } from './keySearch';

type TagRow = typeof tags.$inferSelect;

/** The tags of the customer environment by name. */
export function listTags(tx: Tx): Promise<TagRow[]> {
  return tx.select().from(tags).orderBy(byKey(tags.nameKey), byKey(tags.name));
}

/** One tag, or 404 Tag_Not_Found. */
export async function loadTag(tx: Tx, id: string): Promise<TagRow> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('Tag_Not_Found');
  return row;
}

/** Refuses a name another tag has, whatever its case. */
async function assertNameFree(tx: Tx, name: string, selfId?: string) {
  const [existing] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.nameKey, sql`lower(${name})`));
  if (existing && existing.id !== selfId) throw validationFailed({ Name: 'Validation_Name_Not_Unique' });
}

/** Adds a tag, or renames the tag `id` names (POST /Tag with an Id). */
export async function saveTag(tx: Tx, actor: Actor, tag: { Name: string; Id?: string }): Promise<TagRow> {
  if (!masterDataPolicy.editTags(actor)) throw forbidden();
  const before = tag.Id ? await loadTag(tx, tag.Id) : null;
  await assertNameFree(tx, tag.Name, before?.id);
  if (before) {
    const [row] = await tx
      .update(tags)
      .set({ name: tag.Name, updatedAt: new Date().toISOString() })
      .where(eq(tags.id, before.id))
      .returning();
    // Documents hold their tags as text: a renamed tag follows on every document that carries it.
    if (before.name !== row.name)
      await tx
        .update(documents)
        .set({ tags: sql`array_replace(${documents.tags}, ${before.name}, ${row.name})` })
        .where(sql`${before.name} = any(${documents.tags})`);
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'Tag',
      entityId: row.id,
      action: 'update',
      changes: { Name: { from: before.name, to: row.name } },
    });
    await publishLiveEvent(tx, actor.tenantId, { Event: 'TagUpdated', Id: row.id, ByUserId: actor.userId });
    return row;
  }
  const [row] = await tx.insert(tags).values({ tenantId: actor.tenantId, name: tag.Name }).returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Tag',
    entityId: row.id,
    action: 'create',
    changes: { Name: row.name },
  });
  await publishLiveEvent(tx, actor.tenantId, { Event: 'TagUpdated', Id: row.id, ByUserId: actor.userId });
  return row;
}

/** Removes a tag from the list; documents tagged with it keep the text. */
export async function deleteTag(tx: Tx, actor: Actor, id: string): Promise<void> {
  if (!masterDataPolicy.editTags(actor)) throw forbidden();
  const before = await loadTag(tx, id);
  await tx.delete(tags).where(eq(tags.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Tag',
    entityId: id,
    action: 'delete',
    changes: { Name: before.name },
  });
  await publishLiveEvent(tx, actor.tenantId, { Event: 'TagUpdated', Id: id, ByUserId: actor.userId });
}

import { eq, or, sql } from 'drizzle-orm';
import type { DefaultText, DefaultTextFields } from '../../../domain/defaultTexts/index';
import type { Tx } from '../../db/client';
import { defaultTexts } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { defaultTextPolicy } from '../../policies/defaultText';
import { audit, changedFields } from '../audit/audit';
import { byKey } from '../masterdata/keySearch';
import { assertVisibleCompany } from '../masterdata/visibleCompany';
import type { Actor } from '../users/actor';
import { columnsOf, type DefaultTextRow, defaultTextFields, presentDefaultText } from './present';

/** Every default text of the customer environment by name; with a search, those whose name or text holds it. */
export async function listDefaultTexts(tx: Tx, search = ''): Promise<DefaultText[]> {
  const term = search.trim().toLowerCase();
  // strpos rather than LIKE: the user's % and _ are plain characters. A few dozen rows per environment.
  const matches = term
    ? or(
        sql`strpos(lower(${defaultTexts.name}), ${term}) > 0`,
        sql`strpos(lower(${defaultTexts.text}), ${term}) > 0`,
      )
    : undefined;
  const rows = await tx
    .select()
    .from(defaultTexts)
    .where(matches)
    .orderBy(byKey(sql`lower(${defaultTexts.name})`), defaultTexts.id);
  return rows.map(presentDefaultText);
}

/** One default text, or 404 Default_Text_Not_Found. */
export async function loadDefaultText(tx: Tx, id: string): Promise<DefaultTextRow> {
  const [row] = await tx.select().from(defaultTexts).where(eq(defaultTexts.id, id));
  if (!row) throw notFound('Default_Text_Not_Found');
  return row;
}

/** Refuses an editor without the DefaultTexts right and a company the editor cannot see. */
async function checkDefaultText(tx: Tx, actor: Actor, input: DefaultTextFields): Promise<void> {
  if (!defaultTextPolicy.edit(actor)) throw forbidden();
  if (input.CompanyId !== null) await assertVisibleCompany(tx, actor, input.CompanyId);
}

/** POST /DefaultText. */
export async function createDefaultText(
  tx: Tx,
  actor: Actor,
  input: DefaultTextFields,
): Promise<DefaultText> {
  await checkDefaultText(tx, actor, input);
  const [row] = await tx
    .insert(defaultTexts)
    .values({ tenantId: actor.tenantId, ...columnsOf(input) })
    .returning();
  const created = presentDefaultText(row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'DefaultText',
    entityId: row.id,
    action: 'create',
    changes: defaultTextFields(created),
  });
  return created;
}

/** PUT /DefaultText/{id}. */
export async function updateDefaultText(
  tx: Tx,
  actor: Actor,
  id: string,
  input: DefaultTextFields,
): Promise<DefaultText> {
  const before = presentDefaultText(await loadDefaultText(tx, id));
  await checkDefaultText(tx, actor, input);
  const [row] = await tx
    .update(defaultTexts)
    .set({ ...columnsOf(input), updatedAt: new Date().toISOString() })
    .where(eq(defaultTexts.id, id))
    .returning();
  const updated = presentDefaultText(row);
  const changes = changedFields(defaultTextFields(before), defaultTextFields(updated));
  // Saving what is already there changes nothing worth a line in the audit log.
  if (Object.keys(changes).length > 0)
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'DefaultText',
      entityId: id,
      action: 'update',
      changes,
    });
  return updated;
}

/** DELETE /DefaultText/{id}: remarks written with it keep their words. */
export async function deleteDefaultText(tx: Tx, actor: Actor, id: string): Promise<void> {
  if (!defaultTextPolicy.edit(actor)) throw forbidden();
  const before = presentDefaultText(await loadDefaultText(tx, id));
  await tx.delete(defaultTexts).where(eq(defaultTexts.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'DefaultText',
    entityId: id,
    action: 'delete',
    changes: defaultTextFields(before),
  });
}

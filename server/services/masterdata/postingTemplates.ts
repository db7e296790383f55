import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PostingTemplateInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { postingTemplateLines, postingTemplates } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { presentPostingTemplate } from '../../presenters/masterdata';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { byKey } from './keySearch';
import { assertVisibleCompany } from './visibleCompany';

type TemplateRow = typeof postingTemplates.$inferSelect;
type TemplateLineRow = typeof postingTemplateLines.$inferSelect;
type TemplateFields = z.output<typeof PostingTemplateInput>;

/** A template's own fields in the spec's names, for its audit rows (the lines are counted). */
const templateFields = (row: TemplateRow) => {
  const { Lines: _lines, ...fields } = presentPostingTemplate(row, []);
  return fields;
};

/** The lines of each template, in line order, by template id. */
export async function templateLinesOf(tx: Tx, rows: TemplateRow[]): Promise<Map<string, TemplateLineRow[]>> {
  const byTemplate = new Map<string, TemplateLineRow[]>();
  if (rows.length === 0) return byTemplate;
  const ids = rows.map((row) => row.id);
  const lines = await tx
    .select()
    .from(postingTemplateLines)
    .where(inArray(postingTemplateLines.templateId, ids))
    .orderBy(asc(postingTemplateLines.lineNumber));
  for (const line of lines)
    byTemplate.set(line.templateId, [...(byTemplate.get(line.templateId) ?? []), line]);
  return byTemplate;
}

/** A company's templates by sort number, then name. */
export function templatesOf(tx: Tx, companyId: string): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(postingTemplates)
    .where(eq(postingTemplates.companyId, companyId))
    .orderBy(
      asc(postingTemplates.sortNumber),
      byKey(sql`lower(${postingTemplates.name})`),
      asc(postingTemplates.id),
    );
}

/** Loads a template whose company the actor sees, or answers 404 Posting_Template_Not_Found / 403. */
export async function loadPostingTemplate(tx: Tx, actor: Actor, id: string): Promise<TemplateRow> {
  const [row] = await tx.select().from(postingTemplates).where(eq(postingTemplates.id, id));
  if (!row) throw notFound('Posting_Template_Not_Found');
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

const templateColumns = (input: TemplateFields) => ({
  name: input.Name,
  targetType: input.TargetType,
  relationCode: input.RelationCode,
  sortNumber: input.SortNumber,
  isDefault: input.IsDefault,
  documentType: input.DocumentType,
});

async function insertLines(tx: Tx, tenantId: string, templateId: string, input: TemplateFields) {
  await tx.insert(postingTemplateLines).values(
    input.Lines.map((line, index) => ({
      tenantId,
      templateId,
      lineNumber: index + 1,
      amountType: line.AmountType,
      // A line keeps only what its split type uses.
      amount: line.AmountType === 'Fixed' ? line.Amount : null,
      percentage: line.AmountType === 'Percentage' ? line.Percentage : null,
      description: line.Description,
      ledgerCode: line.LedgerCode,
      vatCode: line.VatCode,
      dimension1: line.Dimension1,
      dimension2: line.Dimension2,
      dimension3: line.Dimension3,
      dimension4: line.Dimension4,
      dimension5: line.Dimension5,
      project: line.Project,
    })),
  );
}

/** One default per company and document type: saving a default takes the mark from the others. */
async function clearOtherDefaults(tx: Tx, actor: Actor, row: TemplateRow) {
  if (!row.isDefault) return;
  const cleared = await tx
    .update(postingTemplates)
    .set({ isDefault: false, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(postingTemplates.companyId, row.companyId),
        eq(postingTemplates.documentType, row.documentType),
        eq(postingTemplates.isDefault, true),
        ne(postingTemplates.id, row.id),
      ),
    )
    .returning({ id: postingTemplates.id });
  for (const { id } of cleared)
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'PostingTemplate',
      entityId: id,
      action: 'update',
      changes: { IsDefault: { from: true, to: false } },
    });
}

/** Adds a posting template with its lines; the split rules were checked with the body. */
export async function createPostingTemplate(
  tx: Tx,
  actor: Actor,
  input: TemplateFields,
): Promise<TemplateRow> {
  await assertVisibleCompany(tx, actor, input.CompanyId);
  if (!masterDataPolicy.editPostingTemplates(actor, input.CompanyId)) throw forbidden();
  const [row] = await tx
    .insert(postingTemplates)
    .values({ ...templateColumns(input), tenantId: actor.tenantId, companyId: input.CompanyId })
    .returning();
  await insertLines(tx, actor.tenantId, row.id, input);
  await clearOtherDefaults(tx, actor, row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PostingTemplate',
    entityId: row.id,
    action: 'create',
    changes: { Name: row.name, IsDefault: row.isDefault, Lines: input.Lines.length },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PostingTemplateUpdated',
    Id: row.id,
    CompanyId: row.companyId,
    ByUserId: actor.userId,
  });
  return row;
}

/** Changes a template and replaces its lines; it stays in its company. */
export async function updatePostingTemplate(
  tx: Tx,
  actor: Actor,
  id: string,
  input: TemplateFields,
): Promise<TemplateRow> {
  const before = await loadPostingTemplate(tx, actor, id);
  if (!masterDataPolicy.editPostingTemplates(actor, before.companyId)) throw forbidden();
  if (input.CompanyId !== before.companyId) throw validationFailed({ CompanyId: 'Validation_In_List' });
  const [row] = await tx
    .update(postingTemplates)
    .set({ ...templateColumns(input), updatedAt: new Date().toISOString() })
    .where(eq(postingTemplates.id, id))
    .returning();
  await tx.delete(postingTemplateLines).where(eq(postingTemplateLines.templateId, id));
  await insertLines(tx, actor.tenantId, id, input);
  await clearOtherDefaults(tx, actor, row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PostingTemplate',
    entityId: id,
    action: 'update',
    changes: { ...changedFields(templateFields(before), templateFields(row)), Lines: input.Lines.length },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PostingTemplateUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
  return row;
}

/** Removes a template with its lines. */
export async function deletePostingTemplate(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadPostingTemplate(tx, actor, id);
  if (!masterDataPolicy.editPostingTemplates(actor, before.companyId)) throw forbidden();
  await tx.delete(postingTemplates).where(eq(postingTemplates.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PostingTemplate',
    entityId: id,
    action: 'delete',
    changes: { Name: before.name },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PostingTemplateUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
}

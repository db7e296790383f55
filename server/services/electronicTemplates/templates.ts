import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  type ElectronicTemplateSave,
  numberedLines,
  statusOnSave,
} from '../../../domain/electronicTemplates/index';
import type { Tx } from '../../db/client';
import { electronicTemplates, relations } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { audit, changedFields } from '../audit/audit';
import { assertVisibleCompany } from '../masterdata/visibleCompany';
import type { Actor } from '../users/actor';
import { updatedByOtherUser } from '../workflow/refusal';
import { presentElectronicTemplate, type TemplateRow } from './present';

const NotFoundKey = 'Electronic_Template_Not_Found';

/** A company's templates that are not deleted, by name. */
export async function templatesOfCompany(tx: Tx, actor: Actor, companyId: string): Promise<TemplateRow[]> {
  await assertVisibleCompany(tx, actor, companyId);
  return tx
    .select()
    .from(electronicTemplates)
    .where(and(eq(electronicTemplates.companyId, companyId), ne(electronicTemplates.status, 'Deleted')))
    .orderBy(asc(sql`lower(${electronicTemplates.name})`), asc(electronicTemplates.id));
}

/** A template the actor may see, or 404 Electronic_Template_Not_Found (also when deleted) / 403. */
export async function loadElectronicTemplate(
  tx: Tx,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TemplateRow> {
  const query = tx.select().from(electronicTemplates).where(eq(electronicTemplates.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || row.status === 'Deleted') throw notFound(NotFoundKey);
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

/** The relation named by id must be one of the company's; its code and name are then taken from it. */
async function relationOf(tx: Tx, input: ElectronicTemplateSave) {
  if (!input.RelationId)
    return { relationId: null, relationCode: input.RelationCode, relationName: input.RelationName };
  const [relation] = await tx
    .select({ id: relations.id, code: relations.code, name: relations.name })
    .from(relations)
    .where(and(eq(relations.id, input.RelationId), eq(relations.companyId, input.CompanyId)));
  if (!relation)
    throw badRequest(input.DocumentType === 'SalesInvoice' ? 'Customer_Not_Found' : 'Vendor_Not_Found');
  return { relationId: relation.id, relationCode: relation.code, relationName: relation.name };
}

async function columnsOf(tx: Tx, input: ElectronicTemplateSave) {
  const lines = numberedLines(input.TemplateLinesJson);
  return {
    companyId: input.CompanyId,
    name: input.Name,
    status: statusOnSave(input.Status, lines),
    ...(await relationOf(tx, input)),
    documentType: input.DocumentType,
    electronicDocumentType: input.ElectronicDocumentType,
    ruleName: input.RuleName,
    lines,
    invoiceDescription: input.InvoiceDescription,
  };
}

/** The audit view of a template: its fields, with the lines counted. */
const audited = (row: TemplateRow) => {
  const {
    TemplateLinesJson,
    RuleResultsJson: _r,
    UnlinkedLines: _u,
    Rules: _rules,
    LastUpdate: _l,
    ...fields
  } = presentElectronicTemplate(row);
  return { ...fields, Lines: TemplateLinesJson.length, LinesJson: TemplateLinesJson };
};

/**
 * Creates a template (no Id) or changes one when the LastUpdate the user read is still current (else 409
 * Document_Is_Updated_By_Other_User). Its status follows from its lines; audited in the same transaction.
 */
export async function saveElectronicTemplate(
  tx: Tx,
  actor: Actor,
  input: ElectronicTemplateSave,
): Promise<TemplateRow> {
  await assertVisibleCompany(tx, actor, input.CompanyId);
  const entry = { tenantId: actor.tenantId, userId: actor.userId, entity: 'ElectronicTemplate' };
  const values = await columnsOf(tx, input);
  if (!input.Id) {
    const [row] = await tx
      .insert(electronicTemplates)
      .values({ tenantId: actor.tenantId, ...values })
      .returning();
    const { LinesJson: _lines, ...changes } = audited(row);
    await audit(tx, { ...entry, entityId: row.id, action: 'create', changes });
    await publishLiveEvent(tx, actor.tenantId, {
      Event: 'ElectronicTemplateUpdated',
      Id: row.id,
      CompanyId: row.companyId,
      ByUserId: actor.userId,
    });
    return row;
  }
  const before = await loadElectronicTemplate(tx, actor, input.Id, { lock: true });
  if (new Date(before.updatedAt).toISOString() !== input.LastUpdate) throw updatedByOtherUser();
  const [row] = await tx
    .update(electronicTemplates)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(electronicTemplates.id, before.id))
    .returning();
  await audit(tx, {
    ...entry,
    entityId: row.id,
    action: 'update',
    changes: changedFields(audited(before), audited(row)),
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'ElectronicTemplateUpdated',
    Id: row.id,
    CompanyId: row.companyId,
    ByUserId: actor.userId,
  });
  return row;
}

/** Deletes a template softly: it becomes Deleted, stays for the audit and no longer codes anything. */
export async function deleteElectronicTemplate(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadElectronicTemplate(tx, actor, id, { lock: true });
  await tx
    .update(electronicTemplates)
    .set({ status: 'Deleted', updatedAt: sql`clock_timestamp()` })
    .where(eq(electronicTemplates.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'ElectronicTemplate',
    entityId: id,
    action: 'delete',
    changes: { Name: before.name, Status: { from: before.status, to: 'Deleted' } },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'ElectronicTemplateUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
}

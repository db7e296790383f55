import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { type ReplyTemplateInput, type ReplyValues, renderReply } from '../../../domain/intake/replyTemplate';
import type { Tx } from '../../db/client';
import { replyTemplates } from '../../db/schema/index';
import { notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { updatedByOtherUser } from '../workflow/refusal';
import { loadMailbox } from './mailboxes';
import { readableSize } from './mailReply';

type TemplateRow = typeof replyTemplates.$inferSelect;

/** The customer's templates; with a mailbox, that mailbox's own and the general ones (MailboxId null). */
export async function listReplyTemplates(tx: Tx, actor: Actor, mailboxId?: string): Promise<TemplateRow[]> {
  if (mailboxId) await loadMailbox(tx, actor, mailboxId);
  return tx
    .select()
    .from(replyTemplates)
    .where(
      mailboxId ? or(eq(replyTemplates.mailboxId, mailboxId), isNull(replyTemplates.mailboxId)) : undefined,
    )
    .orderBy(asc(replyTemplates.situation), asc(replyTemplates.language), asc(replyTemplates.createdAt));
}

/** One template, or 404 Reply_Template_Not_Found (also for a mailbox of a company the actor does not see). */
export async function loadReplyTemplate(tx: Tx, actor: Actor, id: string): Promise<TemplateRow> {
  const [row] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  if (!row) throw notFound('Reply_Template_Not_Found');
  if (row.mailboxId)
    await loadMailbox(tx, actor, row.mailboxId).catch(() => {
      throw notFound('Reply_Template_Not_Found');
    });
  return row;
}

const columnsOf = (input: ReplyTemplateInput) => ({
  mailboxId: input.MailboxId,
  situation: input.Situation,
  language: input.Language,
  subject: input.Subject,
  body: input.Body,
  isActive: input.IsActive,
});

/** Creates a template (no Id) or changes one; a stale LastUpdate gives Document_Is_Updated_By_Other_User. */
export async function saveReplyTemplate(
  tx: Tx,
  actor: Actor,
  input: ReplyTemplateInput,
): Promise<TemplateRow> {
  if (input.MailboxId) await loadMailbox(tx, actor, input.MailboxId);
  const values = columnsOf(input);
  const entry = { tenantId: actor.tenantId, userId: actor.userId, entity: 'ReplyTemplate' };
  if (!input.Id) {
    const [row] = await tx
      .insert(replyTemplates)
      .values({ tenantId: actor.tenantId, ...values })
      .returning();
    await audit(tx, {
      ...entry,
      entityId: row.id,
      action: 'create',
      changes: { Situation: row.situation, Language: row.language, MailboxId: row.mailboxId },
    });
    await publishLiveEvent(tx, actor.tenantId, {
      Event: 'ReplyTemplateUpdated',
      Id: row.id,
      ByUserId: actor.userId,
    });
    return row;
  }
  const before = await loadReplyTemplate(tx, actor, input.Id);
  if (input.LastUpdate && new Date(before.updatedAt).toISOString() !== input.LastUpdate)
    throw updatedByOtherUser();
  const [row] = await tx
    .update(replyTemplates)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(replyTemplates.id, before.id)))
    .returning();
  await audit(tx, { ...entry, entityId: row.id, action: 'update', changes: changedFields(before, row) });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'ReplyTemplateUpdated',
    Id: row.id,
    ByUserId: actor.userId,
  });
  return row;
}

/** Deletes a template. */
export async function deleteReplyTemplate(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadReplyTemplate(tx, actor, id);
  await tx.delete(replyTemplates).where(eq(replyTemplates.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'ReplyTemplate',
    entityId: id,
    action: 'delete',
    changes: { Situation: before.situation, Language: before.language },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'ReplyTemplateUpdated',
    Id: id,
    ByUserId: actor.userId,
  });
}

/** Example values for a preview, in the template's language. */
export function previewValues(language: ReplyTemplateInput['Language'], mailboxAddress: string): ReplyValues {
  const dutch = language === 'nl-NL';
  return {
    SenderName: dutch ? 'Jan de Vries' : 'John Smith',
    SenderEmail: dutch ? 'jan@leverancier.nl' : 'john@supplier.example',
    Subject: dutch ? 'Factuur 2024-001' : 'Invoice 2024-001',
    MailboxAddress: mailboxAddress,
    CompanyName: dutch ? 'Uw bedrijf' : 'Your company',
    ReceivedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
    MaxSize: readableSize(25 * 1024 * 1024),
    Files: dutch ? 'factuur.pdf' : 'invoice.pdf',
  };
}

/** The template filled with example values (POST /ReplyTemplate/Preview). */
export function previewReply(input: ReplyTemplateInput, mailboxAddress: string) {
  return renderReply(input, previewValues(input.Language, mailboxAddress));
}

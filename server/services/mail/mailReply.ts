import { and, eq, isNull, or } from 'drizzle-orm';
import type { ReplyLanguage, ReplySituation, ReplyStatus } from '../../../domain/intake/enums';
import { type ReplyValues, renderReply } from '../../../domain/intake/replyTemplate';
import type { Tx } from '../../db/client';
import { replyTemplates } from '../../db/schema/index';
import type { MailSender } from '../../integrations/mail/mailSender';

type TemplateRow = typeof replyTemplates.$inferSelect;

/**
 * The template that answers a situation: the mailbox's own in the language, then the customer's
 * general one, then the same two in the other language; null when there is none.
 */
export async function findReplyTemplate(
  tx: Tx,
  mailboxId: string,
  situation: ReplySituation,
  language: ReplyLanguage,
): Promise<TemplateRow | null> {
  const rows = await tx
    .select()
    .from(replyTemplates)
    .where(
      and(
        eq(replyTemplates.situation, situation),
        eq(replyTemplates.isActive, true),
        or(eq(replyTemplates.mailboxId, mailboxId), isNull(replyTemplates.mailboxId)),
      ),
    );
  const rank = (row: TemplateRow) => (row.language === language ? 0 : 2) + (row.mailboxId ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A size in bytes as people read it: `25 MB`, `512 KB`. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Sends the rendered template to the sender; Sent, Written (outbox) or Failed. */
export async function sendReply(
  replies: { mail: MailSender; toOutbox?: boolean },
  to: string,
  template: Pick<TemplateRow, 'subject' | 'body'>,
  values: ReplyValues,
): Promise<ReplyStatus> {
  const reply = renderReply({ Subject: template.subject, Body: template.body }, values);
  try {
    await replies.mail.send({
      to,
      subject: reply.Subject,
      text: reply.Body,
      html: `<p>${escapeHtml(reply.Body).replace(/\r?\n/g, '<br>')}</p>`,
    });
    return replies.toOutbox ? 'Written' : 'Sent';
  } catch {
    return 'Failed';
  }
}

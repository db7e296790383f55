import type { ReplySituation } from '../../../domain/intake/enums';
import type { ReplyTemplate, ReplyTemplateInput } from '../../../domain/intake/replyTemplate';

/** The select value that stands for a null mailbox: the template serves every mailbox. */
export const AllMailboxes = '*';

/** A new reply template: for every mailbox, a received mail, in Dutch. */
export const newReplyTemplate = (): ReplyTemplateInput => ({
  MailboxId: null,
  Situation: 'Received',
  Language: 'nl-NL',
  Subject: '',
  Body: '',
  IsActive: true,
});

/** The editable fields of a stored template (its LastUpdate goes along to catch a concurrent change). */
export const replyTemplateFormOf = ({
  MailboxId,
  Situation,
  Language,
  Subject,
  Body,
  IsActive,
  LastUpdate,
}: ReplyTemplate): ReplyTemplateInput => ({
  MailboxId,
  Situation,
  Language,
  Subject,
  Body,
  IsActive,
  LastUpdate,
});

/** `text` with `{name}` put in place of the selection from `start` to `end`, and where the cursor goes after it. */
export function insertPlaceholder(
  text: string,
  start: number,
  end: number,
  name: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const inserted = `{${name}}`;
  return { text: text.slice(0, from) + inserted + text.slice(to), cursor: from + inserted.length };
}

/** The list filter: a mailbox id, AllMailboxes for the shared templates, or '' for every template. */
export type TemplateFilter = { mailbox: string; situation: ReplySituation | '' };

/** The templates a filter lets through, ordered by situation, then language, the shared ones first. */
export function filterTemplates(
  templates: readonly ReplyTemplate[],
  { mailbox, situation }: TemplateFilter,
  situationOrder: readonly string[],
): ReplyTemplate[] {
  const mailboxMatches = (template: ReplyTemplate) =>
    mailbox === '' ||
    (mailbox === AllMailboxes ? template.MailboxId === null : template.MailboxId === mailbox);
  return templates
    .filter((template) => mailboxMatches(template) && (situation === '' || template.Situation === situation))
    .sort(
      (a, b) =>
        situationOrder.indexOf(a.Situation) - situationOrder.indexOf(b.Situation) ||
        a.Language.localeCompare(b.Language) ||
        Number(a.MailboxId !== null) - Number(b.MailboxId !== null),
    );
}

import { z } from 'zod';
import { ReplyLanguages, ReplySituations } from './enums';

/** An answer to the sender of a mail, per situation and language; MailboxId null serves every mailbox. */
export type ReplyTemplate = {
  Id: string;
  MailboxId: string | null;
  Situation: (typeof ReplySituations)[number];
  Language: (typeof ReplyLanguages)[number];
  Subject: string;
  Body: string;
  IsActive: boolean;
  LastUpdate: string;
};

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'));

/** Body of PUT /api/ReplyTemplate (without Id it creates one). Placeholders: see replyPlaceholders. */
export const ReplyTemplateInput = z.object({
  Id: z.string().uuid().optional(),
  MailboxId: z.string().uuid().nullable().default(null),
  Situation: z.enum(ReplySituations),
  Language: z.enum(ReplyLanguages),
  Subject: text(200).min(1),
  Body: text(10000).min(1),
  IsActive: z.boolean().default(true),
  LastUpdate: z.string().optional(),
});
export type ReplyTemplateInput = z.infer<typeof ReplyTemplateInput>;

/** The placeholders a template may use, filled per mail. */
export const ReplyPlaceholders = [
  'SenderName',
  'SenderEmail',
  'Subject',
  'MailboxAddress',
  'CompanyName',
  'ReceivedAt',
  'MaxSize',
  'Files',
] as const;
export type ReplyPlaceholder = (typeof ReplyPlaceholders)[number];

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

/** The values of a reply's placeholders for one mail. */
export type ReplyValues = Record<ReplyPlaceholder, string>;

const placeholderPattern = /\{([A-Za-z]+)\}/g;

/** Fills `{SenderName}` and the other placeholders; unknown ones stay as written. */
export function renderReply(
  template: Pick<ReplyTemplate, 'Subject' | 'Body'>,
  values: ReplyValues,
): { Subject: string; Body: string } {
  const fill = (text: string) =>
    text.replace(placeholderPattern, (whole, name: string) =>
      (ReplyPlaceholders as readonly string[]).includes(name) ? values[name as ReplyPlaceholder] : whole,
    );
  // A subject is one line: a sender's subject with line breaks must not add headers.
  return { Subject: fill(template.Subject).replace(/[\r\n]+/g, ' '), Body: fill(template.Body) };
}

type DefaultText = { Subject: string; Body: string };

const defaultTexts: Record<
  (typeof ReplyLanguages)[number],
  Record<(typeof ReplySituations)[number], DefaultText>
> = {
  'en-US': {
    Received: {
      Subject: 'Received: {Subject}',
      Body: 'Dear {SenderName},\n\nThank you. We received your mail "{Subject}" with {Files} and will process it.\n\nKind regards,\n{CompanyName}',
    },
    NoAttachment: {
      Subject: 'Not processed: {Subject}',
      Body: 'Dear {SenderName},\n\nYour mail "{Subject}" to {MailboxAddress} has no attachment we can process. Please send the invoice as a PDF, an image or an e-invoice.\n\nKind regards,\n{CompanyName}',
    },
    TooLarge: {
      Subject: 'Not processed: {Subject}',
      Body: 'Dear {SenderName},\n\nYour mail "{Subject}" is larger than the {MaxSize} we accept. Please send the documents in smaller mails.\n\nKind regards,\n{CompanyName}',
    },
    UnknownSender: {
      Subject: 'Not processed: {Subject}',
      Body: 'Dear {SenderName},\n\n{MailboxAddress} only takes mail from known senders, so your mail "{Subject}" was not processed. Please contact us if you think this is a mistake.\n\nKind regards,\n{CompanyName}',
    },
    Duplicate: {
      Subject: 'Already received: {Subject}',
      Body: 'Dear {SenderName},\n\nWe already received the documents in your mail "{Subject}" earlier, so we did not process them again.\n\nKind regards,\n{CompanyName}',
    },
  },
  'nl-NL': {
    Received: {
      Subject: 'Ontvangen: {Subject}',
      Body: 'Beste {SenderName},\n\nDank u wel. We hebben uw mail "{Subject}" met {Files} ontvangen en gaan deze verwerken.\n\nMet vriendelijke groet,\n{CompanyName}',
    },
    NoAttachment: {
      Subject: 'Niet verwerkt: {Subject}',
      Body: 'Beste {SenderName},\n\nUw mail "{Subject}" aan {MailboxAddress} heeft geen bijlage die we kunnen verwerken. Stuur de factuur als pdf, afbeelding of e-factuur.\n\nMet vriendelijke groet,\n{CompanyName}',
    },
    TooLarge: {
      Subject: 'Niet verwerkt: {Subject}',
      Body: 'Beste {SenderName},\n\nUw mail "{Subject}" is groter dan de {MaxSize} die we aannemen. Stuur de documenten in kleinere mails.\n\nMet vriendelijke groet,\n{CompanyName}',
    },
    UnknownSender: {
      Subject: 'Niet verwerkt: {Subject}',
      Body: 'Beste {SenderName},\n\n{MailboxAddress} neemt alleen mail aan van bekende afzenders; uw mail "{Subject}" is daarom niet verwerkt. Neem contact met ons op als dit niet klopt.\n\nMet vriendelijke groet,\n{CompanyName}',
    },
    Duplicate: {
      Subject: 'Al ontvangen: {Subject}',
      Body: 'Beste {SenderName},\n\nDe documenten in uw mail "{Subject}" hadden we al eerder ontvangen; we hebben ze niet opnieuw verwerkt.\n\nMet vriendelijke groet,\n{CompanyName}',
    },
  },
};

/** The general reply templates (every situation, both languages) a customer starts with. */
export function defaultReplyTemplates(): Array<
  Pick<ReplyTemplate, 'Situation' | 'Language' | 'Subject' | 'Body'>
> {
  return ReplyLanguages.flatMap((Language) =>
    ReplySituations.map((Situation) => ({ Situation, Language, ...defaultTexts[Language][Situation] })),
  );
}

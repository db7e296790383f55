import { z } from 'zod';
import { OverviewDocumentTypes } from '../documents/enums';
import { ReplyLanguages, SourcePerValues } from './enums';

/** A company's e-mail address for one document type and the rules for what its mail becomes. */
export type Mailbox = {
  Id: string;
  CompanyId: string;
  DocumentType: (typeof OverviewDocumentTypes)[number];
  LocalPart: string;
  /** LocalPart@MAIL_DOMAIN. */
  Address: string;
  IsActive: boolean;
  MaxMessageBytes: number;
  AllowedSenders: string[];
  AcceptPdf: boolean;
  AcceptImages: boolean;
  AcceptEInvoices: boolean;
  BodyAsDocument: boolean;
  SourcePer: (typeof SourcePerValues)[number];
  ReplyLanguage: (typeof ReplyLanguages)[number];
  SendReplies: boolean;
  LastUpdate: string;
};

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'));

/** Body of PUT /api/Mailbox (without Id it creates one). */
export const MailboxInput = z.object({
  Id: z.string().uuid().optional(),
  CompanyId: z.string().uuid(),
  DocumentType: z.enum(OverviewDocumentTypes),
  LocalPart: text(64).regex(/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/),
  IsActive: z.boolean().default(true),
  MaxMessageBytes: z
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(25 * 1024 * 1024),
  AllowedSenders: z.array(text(254)).max(500).default([]),
  AcceptPdf: z.boolean().default(true),
  AcceptImages: z.boolean().default(true),
  AcceptEInvoices: z.boolean().default(true),
  BodyAsDocument: z.boolean().default(false),
  SourcePer: z.enum(SourcePerValues).default('Attachment'),
  ReplyLanguage: z.enum(ReplyLanguages).default('nl-NL'),
  SendReplies: z.boolean().default(true),
  LastUpdate: z.string().optional(),
});
export type MailboxInput = z.infer<typeof MailboxInput>;

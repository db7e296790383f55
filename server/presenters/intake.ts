import type { OverviewDocumentType } from '../../domain/documents/enums';
import type { EmailInvoice } from '../../domain/intake/emailInvoice';
import type {
  EmailStatus,
  RefusalReason,
  ReplyLanguage,
  ReplySituation,
  ReplyStatus,
  SourcePer,
} from '../../domain/intake/enums';
import type { Mailbox } from '../../domain/intake/mailbox';
import type { ReplyTemplate } from '../../domain/intake/replyTemplate';
import type { emailMessages, mailboxes, replyTemplates } from '../db/schema/index';

const iso = (value: string) => new Date(value).toISOString();

/** A mailbox as the API shows it; its address is the local part at MAIL_DOMAIN. */
export function presentMailbox(row: typeof mailboxes.$inferSelect, mailDomain: string): Mailbox {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    DocumentType: row.documentType as OverviewDocumentType,
    LocalPart: row.localPart,
    Address: `${row.localPart}@${mailDomain}`,
    IsActive: row.isActive,
    MaxMessageBytes: row.maxMessageBytes,
    AllowedSenders: row.allowedSenders,
    AcceptPdf: row.acceptPdf,
    AcceptImages: row.acceptImages,
    AcceptEInvoices: row.acceptEInvoices,
    BodyAsDocument: row.bodyAsDocument,
    SourcePer: row.sourcePer as SourcePer,
    ReplyLanguage: row.replyLanguage as ReplyLanguage,
    SendReplies: row.sendReplies,
    LastUpdate: iso(row.updatedAt),
  };
}

/** A reply template as the API shows it. */
export function presentReplyTemplate(row: typeof replyTemplates.$inferSelect): ReplyTemplate {
  return {
    Id: row.id,
    MailboxId: row.mailboxId,
    Situation: row.situation as ReplySituation,
    Language: row.language as ReplyLanguage,
    Subject: row.subject,
    Body: row.body,
    IsActive: row.isActive,
    LastUpdate: iso(row.updatedAt),
  };
}

/** A received mail with its mailbox, as /email-invoices shows it. */
export function presentEmailInvoice(
  row: typeof emailMessages.$inferSelect,
  mailbox: Pick<typeof mailboxes.$inferSelect, 'companyId' | 'documentType' | 'localPart' | 'isDeleted'>,
  mailDomain: string,
): EmailInvoice {
  return {
    Id: row.id,
    MailboxId: row.mailboxId,
    // A deleted mailbox gave up its address: the mail keeps the address it was sent to.
    MailboxAddress: mailbox.isDeleted ? row.toAddress : `${mailbox.localPart}@${mailDomain}`,
    CompanyId: mailbox.companyId,
    DocumentType: mailbox.documentType,
    FromAddress: row.fromAddress,
    FromName: row.fromName,
    ToAddress: row.toAddress,
    Subject: row.subject,
    Size: row.size,
    Status: row.status as EmailStatus,
    Refusal: row.refusal as RefusalReason | '',
    ErrorMessage: row.errorMessage,
    ReplyStatus: row.replyStatus as ReplyStatus,
    Parts: row.parts,
    ReceivedAt: iso(row.receivedAt),
    ProcessedAt: row.processedAt ? iso(row.processedAt) : null,
  };
}

import type { EmailStatus, PartOutcome, RefusalReason, ReplyStatus } from './enums';

/** One part of a received mail and what it became (a source, an e-invoice document, or why not). */
export type EmailPart = {
  Index: number;
  FileName: string;
  ContentType: string;
  Size: number;
  Outcome: PartOutcome;
  SourceId: string | null;
  SourceNumber: number | null;
  DocumentId: string | null;
};

/** A received mail as the /email-invoices screen shows it. */
export type EmailInvoice = {
  Id: string;
  MailboxId: string;
  MailboxAddress: string;
  CompanyId: string;
  DocumentType: string;
  FromAddress: string;
  FromName: string;
  ToAddress: string;
  Subject: string;
  Size: number;
  Status: EmailStatus;
  Refusal: RefusalReason | '';
  ErrorMessage: string;
  ReplyStatus: ReplyStatus;
  Parts: EmailPart[];
  ReceivedAt: string;
  ProcessedAt: string | null;
};

/** Filter of GET /api/EmailInvoice. */
export type EmailInvoiceFilter = {
  companyId?: string;
  mailboxId?: string;
  status?: EmailStatus;
  search?: string;
  currentPage?: number;
  pageSize?: number;
};

import type { PaymentBatchLineStatus, PaymentBatchStatus } from './batch';
import type { IbanCheck, PaymentLineFlag } from './payables';

// What the PaymentBatch calls answer (spec 002 §3, issue 15): one shape for the server's presenters and the client.

/** An approved, unpaid document that may be paid. */
export type DocumentToPay = {
  DocumentId: string;
  CompanyId: string;
  CompanyName: string;
  DocumentNumber: string;
  RelationId: string | null;
  RelationName: string;
  DocumentDate: string | null;
  DocumentDueDate: string | null;
  DocumentPaymentDate: string | null;
  DiscountDate: string | null;
  DiscountAmount: number;
  GrossAmount: number;
  /** What has been paid of the gross amount so far (absolute; a part-paid document stays to pay). */
  AmountPaid: number;
  /** What is left to pay: the gross amount less what was paid (absolute, before a discount). */
  OpenAmount: number;
  /** What a payment today pays: the open amount less a discount still open (negative for a credit note). */
  AmountToPay: number;
  Currency: string;
  Iban: string;
  Bic: string;
  IbanCheck: IbanCheck;
  OpenBatchId: string | null;
  OpenBatchNumber: number | null;
  IsCreditNote: boolean;
};

/** A row of the Payment Batches overview. */
export type PaymentBatchSummary = {
  Id: string;
  CompanyId: string;
  CompanyName: string;
  Number: number;
  Date: string;
  TransactionDate: string | null;
  Status: PaymentBatchStatus;
  LineCount: number;
  TotalAmount: number;
  Currency: string;
  CreatedByName: string;
  ApprovedByName: string;
  /** Bumped by every change; a save may send it to refuse a stale edit. */
  Version: number;
};

export type PaymentBatchHistoryLine = {
  Date: string;
  UserName: string;
  Action: string;
  Remark: string | null;
};

export type PaymentBatchLine = {
  Id: string;
  DocumentId: string;
  Status: PaymentBatchLineStatus;
  IBAN: string;
  BIC: string;
  Amount: number;
  Currency: string;
  Remittance: string;
  RelationName: string;
  DocumentNumber: string;
  DocumentDate: string | null;
  DocumentDueDate: string | null;
  DocumentPaymentDate: string | null;
  DocumentGrossAmount: number;
  /** Credit notes of the same vendor netted into this payment. */
  NettedDocumentIds: string[];
  Flags: PaymentLineFlag[];
  HistoryLines: PaymentBatchHistoryLine[];
};

export type PaymentBatch = PaymentBatchSummary & {
  Iban: string;
  Bic: string;
  BatchBooking: boolean;
  CreatedById: string | null;
  ApprovedById: string | null;
  ApprovedAt: string | null;
  /** Whether the asking user may approve this batch now (rights, four eyes and status). */
  MayApprove: boolean;
  /** Message keys (with %% parameters) that block approval. */
  Blockers: string[];
  Lines: PaymentBatchLine[];
};

import type { InvoicePosting } from '../../../domain/erp/posting';

/**
 * What every ERP adapter does (issue 14): check its login, hand over each kind of master data, create a vendor or
 * customer, post a purchase or sales invoice exactly once, and say whether an invoice it booked is paid. Adapters
 * speak in Ledgerline's own terms (codes as the master data keeps them, amounts in the document's currency); how
 * a given ERP names things stays inside its folder.
 */

/** Where and as whom to reach the ERP: the company's ERP fields (docs/architecture.md, "ERP adapters"). */
export type ErpConnection = {
  /** The server's address, e.g. http://erp.example.com:8000 (Company.DatabaseServerUrl). */
  Url: string;
  /** The ERP's database or administration (Company.ErpVariable1). */
  Database: string;
  /** Company.ErpVariable2. */
  Login: string;
  /** The ERP password of the company. */
  Password: string;
};

/** The master data an adapter can hand over; the code lists use the names of domain/masterdata CodeLists. */
export const ErpMasterDataKinds = [
  'Vendors',
  'Customers',
  'GeneralLedger',
  'VatCode',
  'PaymentTerm',
  'Dimension1',
  'PurchaseOrders',
] as const;
export type ErpMasterDataKind = (typeof ErpMasterDataKinds)[number];

export type ErpRelation = {
  Code: string;
  Name: string;
  StreetAndNumber: string;
  Postcode: string;
  City: string;
  /** ISO 3166 alpha-2, or ''. */
  Country: string;
  EmailAddress: string;
  PhoneNumber: string;
  VatNumber: string;
  ChamberOfCommerceNumber: string;
  /** Without spaces, upper case. */
  IbanNumbers: string[];
  BicCode: string;
  DefaultPaymentTermCode: string;
  DefaultCurrency: string;
  IsBlocked: boolean;
};

export type ErpCode = {
  Code: string;
  Description: string;
  IsBlocked: boolean;
  /** VatCode: the rate in percent. */
  Percentage?: number;
  /** VatCode: Purchase or Sales. */
  Category?: string;
  /** GeneralLedger: Balance or ProfitAndLoss. */
  AccountType?: string;
  /** PaymentTerm: days until due. */
  Days?: number;
};

export type ErpPurchaseOrderLine = {
  LineNumber: number;
  ArticleCode: string;
  Description: string;
  Quantity: number;
  QuantityReceived: number;
  QuantityInvoiced: number;
  UnitPrice: number;
  Amount: number;
  LedgerCode: string;
  VatCode: string;
};

export type ErpPurchaseOrder = {
  Code: string;
  VendorCode: string;
  Description: string;
  OrderDate: string | null;
  Currency: string;
  /** Whether the ERP still expects invoices for it. */
  IsOpen: boolean;
  Lines: ErpPurchaseOrderLine[];
};

/** One kind of master data as the ERP holds it now, or what changed since the last synchronisation's cursor. */
export type ErpMasterData =
  | { Kind: 'Vendors' | 'Customers'; Items: ErpRelation[]; Cursor: string | null }
  | {
      Kind: 'GeneralLedger' | 'VatCode' | 'PaymentTerm' | 'Dimension1';
      Items: ErpCode[];
      Cursor: string | null;
    }
  | { Kind: 'PurchaseOrders'; Items: ErpPurchaseOrder[]; Cursor: string | null };

/** An invoice to book (domain/erp/posting.ts) with the document's original attached. */
export type ErpInvoicePosting = InvoicePosting & {
  Attachment: { FileName: string; Content: Buffer } | null;
};

export type ErpPostingResult = {
  /** The number of the journal entry the ERP booked (the document's LedgerEntryNumber), when it is a number. */
  LedgerEntryNumber: number | null;
  /** The ERP's own number of the invoice (e.g. PINV/2026/00001). */
  ErpInvoiceNumber: string;
  /** How the adapter finds the invoice again (payment status). */
  ErpInvoiceId: string;
  LinkToErpInvoice: string;
  /** True when an earlier attempt had booked it already. */
  WasPostedBefore: boolean;
};

export type ErpPaymentStatus = {
  ErpInvoiceId: string;
  IsPaid: boolean;
  OpenAmount: number;
  PaidOn: string | null;
};

export type ErpRelationInput = {
  Kind: 'Vendor' | 'Customer';
  Name: string;
  StreetAndNumber: string;
  Postcode: string;
  City: string;
  Country: string;
  VatNumber: string;
  IbanNumber: string;
  BicCode: string;
};

/** A connected ERP: what the jobs of issue 14 call. */
export interface ErpClient {
  checkLogin(): Promise<void>;
  /** One kind of master data; with a cursor, only what changed since it (where the ERP can tell). */
  masterData(kind: ErpMasterDataKind, cursor: string | null): Promise<ErpMasterData>;
  createRelation(relation: ErpRelationInput): Promise<{ Code: string }>;
  postInvoice(posting: ErpInvoicePosting): Promise<ErpPostingResult>;
  paymentStatus(erpInvoiceIds: string[]): Promise<ErpPaymentStatus[]>;
  close(): Promise<void>;
}

/** Why an ERP call failed: `Login` and `Rejected` need a person; `Unavailable` is worth retrying. */
export type ErpErrorKind = 'Login' | 'Unavailable' | 'Rejected' | 'NotFound';

export class ErpError extends Error {
  constructor(
    readonly kind: ErpErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ErpError';
  }

  get retryable(): boolean {
    return this.kind === 'Unavailable';
  }
}

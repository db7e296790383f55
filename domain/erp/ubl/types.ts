import type { VatCategories } from '../../masterdata/codeLists';

/** A VAT category code of EN 16931 (UNCL 5305), as the VatCode code list keeps it. */
export type UblVatCategory = (typeof VatCategories)[number];

/** A seller or buyer: the company, or the relation from the master data. */
export type UblParty = {
  /** The relation's code, or the company's ERP id: the party identifier (BT-29 / BT-46). */
  Code: string;
  /** Legal name (BT-27 / BT-44). */
  Name: string;
  StreetAndNumber: string;
  Postcode: string;
  City: string;
  /** Country as the master data has it; written as an ISO 3166-1 alpha-2 code. */
  Country: string;
  VatNumber: string;
  ChamberOfCommerceNumber: string;
  ContactName: string;
  EmailAddress: string;
  PhoneNumber: string;
};

/** A coding line of the document (invoice_lines) with the VAT category of its VAT code. */
export type UblLine = {
  LineNumber: number;
  Description: string;
  Quantity: number | null;
  UnitPrice: number | null;
  NetAmount: number;
  VatAmount: number;
  VatCode: string;
  VatPercentage: number;
  /** The VAT code's Category in the code list; null when the code has none (or the line no code). */
  VatCategory: string | null;
  GeneralLedger: string;
  CostCenter: string;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
  Article: string;
  PurchaseOrderNumber: string;
};

/** The original file, embedded as a supporting document. */
export type UblAttachment = { FileName: string; MimeCode: string; Base64: string };

/** Everything the UBL of one coded purchase or sales invoice is written from. */
export type UblSource = {
  DocumentType: 'PurchaseInvoice' | 'SalesInvoice';
  /** Debit, Credit or Unknown: Credit (or a negative total) makes a CreditNote. */
  InvoiceType: string;
  DocumentNumber: string;
  /** The invoice date; the UBL needs one. */
  DocumentDate: string;
  DueDate: string | null;
  Currency: string;
  Description: string;
  PaymentReference: string;
  PaymentTerm: string;
  PurchaseOrderNumber: string;
  /** The seller: the relation for a purchase invoice, the company for a sales invoice. */
  Seller: UblParty;
  Buyer: UblParty;
  /** The account the seller is paid on, when known: it makes the payment means a SEPA credit transfer. */
  PayeeIban: string;
  PayeeBic: string;
  Lines: UblLine[];
  Original: UblAttachment | null;
};

/** The written UBL: Invoice or CreditNote, its XML and a file name for it. */
export type UblResult = { Kind: 'Invoice' | 'CreditNote'; Xml: string; FileName: string };

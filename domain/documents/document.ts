import type {
  CodingStatus,
  DocumentStatus,
  InvoiceType,
  OriginalSourceType,
  OverviewDocumentType,
} from './enums';

/** A document as overviews, navigation and detail show it (spec 001 §3 Document and overview record). */
export type DocumentRecord = {
  Id: string;
  DocumentType: OverviewDocumentType;
  SourceDocumentId: string | null;
  CompanyId: string;
  CompanyDisplayName: string;
  RelationId: string | null;
  RelationName: string;
  RelationCode: string;
  IsPosted: boolean;
  NumberOfAttachments: number;
  DocumentNumber: string;
  DocumentDate: string | null;
  InvoiceType: InvoiceType;
  Status: DocumentStatus;
  CodingStatus: CodingStatus;
  SourceType: OriginalSourceType;
  CurrentUserId: string | null;
  CurrentUserName: string;
  LastAction: string;
  LastHistory: string;
  LedgerEntryNumber: number | null;
  WorkflowId: string | null;
  LinkToErpInvoice: string;
  PaymentReference: string;
  FreeField1: string;
  FreeField2: string;
  ReportingDate: string | null;
  IsBlocked: boolean;
  IsWaitingForErp: boolean;
  IsInErp: boolean;
  IsPostedInWorkflow: boolean;
  IsPaid: boolean;
  IsConfidential: boolean;
  IsApproved: boolean;
  CodeInErp: boolean;
  IsDisabledForAutoRouter: boolean;
  PaymentDate: string | null;
  DueDate: string | null;
  LastUpdate: string;
  ImportDate: string;
  Currency: string;
  GrossAmount: number;
  NetAmount: number;
  VatAmount: number;
  PaymentTerm: string;
  PaymentTermCode: string;
  PaymentMethod: string;
  Period: string;
  PaymentDiscount: number;
  PaymentDiscountPercentage: number;
  PaymentDiscountExpirationDate: string | null;
  VatCategory: string;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
  Description: string;
  GeneralLedger: string;
  Obligation: string;
  Iban: string;
  Bic: string;
  Tags: string[];
  MatchedPurchaseOrderCount: number;
  ScannedPurchaseOrderCount: number;
  PurchaseOrderNumbers: string[];
  PurchaseOrderNumber: string;
  PackingSlipNumbers: string[];
  ApprovedBy: string | null;
  ApprovedByName: string;
  HandlerId: string | null;
  ErrorMessage: string;
  CodingErrors: string[];
  /** Came in as an electronic invoice (UBL/CII): the detail shows the e-invoice preview. */
  IsElectronic: boolean;
};

/** A page of an overview; counts are exact up to a cap, and TotalCountIsCapped says the list is longer. */
export type OverviewPage = { Items: DocumentRecord[]; TotalCount: number; TotalCountIsCapped?: boolean };

/** One history entry of a document (History/GetByInvoiceId). */
export type HistoryEntry = {
  Id: string;
  DocumentId: string;
  Date: string;
  UserId: string | null;
  UserName: string;
  Action: string;
  Status: DocumentStatus;
  Remark: string;
};

/** One invoice line (InvoiceLine/GetByInvoiceId); which columns show depends on the company. */
export type InvoiceLine = {
  Id: string;
  DocumentId: string;
  LineNumber: number;
  Description: string;
  Quantity: number;
  UnitPrice: number;
  NetAmount: number;
  VatCode: string;
  VatPercentage: number;
  VatAmount: number;
  GeneralLedgerAccount: string;
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

/** A line column a company uses (InvoiceLine/GetInvoiceLineColumns). */
export type InvoiceLineColumn = { Name: keyof InvoiceLine; Caption: string; IsAmount: boolean };

/** An attachment of a document. */
export type DocumentAttachment = {
  Id: string;
  DocumentId: string;
  FileName: string;
  ContentType: string;
  Size: number;
  Created: string;
};

/** A page image (DocumentScan/GetImageInformationForDocument): base64 JPEG with its rotation. */
export type PageImage = {
  Id: string;
  PageNumber: number;
  Image: string;
  Rotation: number;
  Width: number;
  Height: number;
};

/** The master-data key an imported e-invoice found its vendor or customer by, in the order they are tried. */
export const RelationMatchKeys = ['VatNumber', 'ChamberOfCommerce', 'Iban', 'Name'] as const;
export type RelationMatchKey = (typeof RelationMatchKeys)[number];

/** The detail of a document for a navigation method (Document/GetDetail). */
export type DocumentDetail = {
  Document: DocumentRecord;
  /** The key the import matched the relation by; '' when it was not matched on import. */
  RelationMatchKey: RelationMatchKey | '';
  /** False while the document's relation is a vendor whose changed bank account nobody has confirmed yet. */
  RelationBankAccountConfirmed: boolean;
  History: HistoryEntry[];
  InvoiceLines: InvoiceLine[];
  InvoiceLineColumns: InvoiceLineColumn[];
  Attachments: DocumentAttachment[];
  /** Pages of the document, known at import; RenderedPageCount of them have an image yet. */
  PageCount: number;
  RenderedPageCount: number;
  CurrentPage: number;
  /** Position in the ordered overview list (1-based; 0 when the document is no longer in it) and its length. */
  Position: number;
  TotalCount: number;
  /** Position and TotalCount stop at the count cap; true when either was capped. */
  TotalCountIsCapped?: boolean;
  PreviousId: string | null;
  NextId: string | null;
};

/** Lock state of a document (Document/IsLocked). */
export type DocumentLockState = {
  IsLocked: boolean;
  LockedByUserId: string | null;
  LockedByUserName: string;
  LockedUntil: string | null;
};

/** Navigation methods of GetDetail. */
export const DetailMethods = ['detail', 'next', 'previous'] as const;
export type DetailMethod = (typeof DetailMethods)[number];

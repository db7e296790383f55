import type {
  RecognizedFieldName,
  RecognizedFields,
  RecognizedLine,
  VatBreakdownLine,
} from '../recognition/types';

/**
 * The verify calls' shapes (spec 001 §3 Verify document, document counts, verify page, verify settings, leading ERP
 * administration, fast verify item), with what issue 13 adds: the recognised amounts and dates, the duplicate
 * suspects and the score.
 */

/** Why a document looks like another one. */
export type DuplicateReason = 'SameFile' | 'SameNumber' | 'SameAmountNearDate';

/** Another document this one may duplicate, with the reason and what to link to. */
export type DuplicateSuspect = {
  DocumentId: string;
  DocumentType: string;
  Reason: DuplicateReason;
  Number: string;
  Date: string | null;
  GrossAmount: number;
  RelationName: string;
  Status: string;
};

/** The verify document (spec 001 §3) plus the header fields a verifier confirms. */
export type VerifyDocument = {
  Id: string;
  SourceId: string | null;
  SourceDocumentId: string | null;
  CompanyId: string;
  BatchNumber: string;
  Number: string;
  DocumentType: 'PurchaseInvoice' | 'SalesInvoice' | 'PackingSlip';
  OriginalType: string;
  Date: string | null;
  ImportDate: string;
  CurrentUserId: string | null;
  /** Held by another user than the caller (read-only for the caller). */
  IsBlocked: boolean;
  /** Who holds it, when someone does. */
  BlockedByUserId: string | null;
  BlockedByUserName: string | null;
  NumberOfAttachments: number;
  RelationId: string | null;
  RelationCode: string;
  RelationName: string;
  RelationVatNumber: string;
  RelationChamberOfCommerce: string;
  /** The vendor's known IBANs (master data). */
  Ibans: string[];
  IbanNumber: string;
  IsValid: boolean;
  IsVerified: boolean;
  ErrorMessage: string;
  Comment: string;
  ElectronicDocumentType: string;
  // The header a verifier confirms.
  DueDate: string | null;
  Currency: string;
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
  InvoiceType: 'Unknown' | 'Debit' | 'Credit';
  PurchaseOrderNumber: string;
  PaymentReference: string;
  Description: string;
  /**
   * Recognition state: Pending while the job has not read it yet, Done, Failed; None when no reading was ever asked
   * for (a document made with its data, such as the demo's).
   */
  RecognitionStatus: 'None' | 'Pending' | 'Done' | 'Failed';
  /** The recognition score, 0–1 (null before recognition). */
  Score: number | null;
  Duplicates: DuplicateSuspect[];
  /** Optimistic concurrency: the document's last_update as read; a save from an older copy is refused. */
  LastUpdate: string;
};

/** GetVerifyRecordRecognizedFields/{id}. */
export type VerifyRecognizedFields = {
  Fields: RecognizedFields;
  VatBreakdown: VatBreakdownLine[];
  Lines: RecognizedLine[];
  ReadBy: 'Text' | 'Ocr' | 'EInvoice' | null;
  Score: number | null;
};

/** Verify/GetDocumentCount. */
export type VerifyDocumentCounts = {
  TotalCount: number;
  CompanyCounts: Array<{ CompanyId: string; Count: number }>;
  DocumentCounts: Array<{ DocumentType: string; Count: number }>;
};

/** A page of a verify document (GetVerifyRecordPages); Image is left empty, fetched by GetPageImageContent. */
export type VerifyPage = {
  PageNumber: number;
  SourceFileId: string;
  SourceFilePageNumber: number;
  SourcePageId: string;
  Rotation: number;
  Width: number;
  Height: number;
};

export const PostDateBehaviours = ['Unknown', 'InvoiceDate', 'Today'] as const;
export type PostDateBehaviour = (typeof PostDateBehaviours)[number];

/** What a company does with a suspected duplicate on save. */
export const DuplicateBehaviours = ['Warn', 'Block'] as const;
export type DuplicateBehaviour = (typeof DuplicateBehaviours)[number];

/** Verify settings per company (spec 001 §3), from the setting catalogue's Verify_* settings. */
export type VerifySettings = {
  DiscountIsPossible: boolean;
  MaximumNumberOfDaysInPast: number;
  MaximumNumberOfDaysInFuture: number;
  PostDateBehaviour: PostDateBehaviour;
  OnlySaveIfValid: boolean;
  ValidatePurchaseOrderNumber: boolean;
  ValidateIban: boolean;
  ValidateIbanRequired: boolean;
  AutoBalanceVat: boolean;
  UsePeriodsForPurchaseJournal: boolean;
  UserIdRequired: boolean;
  AlwaysApplyVendorCurrency: boolean;
  UseVerifyDescription: boolean;
  ShowAdministration: boolean;
  DisableVatPercentageCheckOnHeaderTaxCode: boolean;
  DuplicateBehaviour: DuplicateBehaviour;
};

/** ErpAdministration/GetLeadingForCompany/{companyId}. */
export type LeadingErpAdministration = {
  Id: string;
  Module: string;
  Code: string;
  CompanyId: string;
  Name: string;
  IsLeading: boolean;
};

/** Body of PUT Verify/Save{DocumentTypeName}. */
export type VerifySaveBody = {
  Id: string;
  LastUpdate: string;
  CompanyId: string;
  RelationId: string | null;
  Number: string;
  Date: string | null;
  DueDate: string | null;
  Currency: string;
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
  InvoiceType: 'Debit' | 'Credit';
  IbanNumber: string;
  PurchaseOrderNumber: string;
  PaymentReference: string;
  Description: string;
  Comment: string;
  /** Pages turned by the verifier (rotation not a multiple of 360). */
  RotatedPages: Array<{ SourcePageId: string; RotationDegrees: number }>;
  /** Save although duplicates are suspected (only when the company warns rather than blocks). */
  IgnoreDuplicates: boolean;
  /** The verifier's field corrections with where they found the value (teaches recognition). */
  Corrections: Array<{
    Field: RecognizedFieldName;
    Page: number | null;
    Box: [number, number, number, number] | null;
  }>;
};

/** How one field counted towards the fast verify score (shown on hover). */
export type ScorePart = { Field: RecognizedFieldName; Confidence: number; Reason: string };

/** Fast verify item: the verify document plus FastVerifyResult. */
export type FastVerifyItem = VerifyDocument & {
  FastVerifyResult: {
    Score: number;
    Parts: ScorePart[];
    LowFields: RecognizedFieldName[];
    /** The company's Verify_FastVerifyMinimumScore as 0–1: from this score a row counts as confident. */
    MinimumScore?: number;
  };
  ReportingDate: string | null;
  PaymentTerm: string;
  PackingSlipNumber: string;
};

import { z } from 'zod';
import type { CodingStatus, DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { CodingRestriction } from '../erp/enums';
import type { CodingField } from '../erp/fields';
import type { CodingHeader, CodingLine } from './codingDocument';
import type { CodingError } from './codingStatus';
import { type LineSource, LineSources } from './lineSources';
import type { LineMatch, MatchOutcome } from './purchaseOrderMatch';

/** A coding line as the coding screen shows it: its place, where it came from and the VAT percentage of its code. */
export type CodeInvoiceLine = CodingLine & {
  LineNumber: number;
  Source: LineSource | '';
  /** The percentage of the line's VAT code; 0 without one. */
  VatPercentage: number;
  PurchaseOrderNumber: string;
};

/** A line field of the company: one of its ERP feature set's coding fields that is not NotAllowed. */
export type CodingFieldColumn = { Feature: CodingField; Restriction: CodingRestriction };

/** How sure the learned suggestion is, when the lines come from it. */
export type SuggestionInfo = { Confidence: number; BasedOn: number; Considered: number };

/** A line of the purchase-order match view: the order line beside the invoice line, with the differences. */
export type OrderLineView = {
  PurchaseOrderId: string;
  PurchaseOrderCode: string;
  Id: string;
  LineNumber: number;
  ArticleCode: string;
  Description: string;
  Quantity: number;
  QuantityInvoiced: number;
  QuantityReceived: number;
  UnitPrice: number;
};

/** The purchase-order match of the coded lines: per invoice line its match, the order lines, and the outcome. */
export type PurchaseOrderMatchView = {
  Mode: 'TwoWay' | 'ThreeWay';
  Matches: LineMatch[];
  OrderLines: OrderLineView[];
  Outcome: MatchOutcome;
};

/** The coding document of Document/GetCodeInvoice (spec 001 §7). */
export type CodeInvoice = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  CompanyId: string;
  RelationCode: string;
  RelationName: string;
  DocumentNumber: string;
  Status: DocumentStatus;
  Header: CodingHeader & { Period: string | null };
  Lines: CodeInvoiceLine[];
  /** The company's line fields in its ERP's order. */
  Fields: CodingFieldColumn[];
  AllowOverrideVatDeductible: boolean;
  /** The company's own VAT-deductible setting (what a null IsVatDeductible follows). */
  CompanyIsVatDeductible: boolean;
  CodingStatus: CodingStatus;
  CodingErrors: CodingError[];
  /** Where the lines came from; for lines not yet saved, the source that proposed them. */
  Source: LineSource | '';
  /** The lines are a proposal: nothing is saved yet. */
  IsProposal: boolean;
  Suggestion: SuggestionInfo | null;
  PostingTemplateId: string | null;
  PurchaseOrderMatch: PurchaseOrderMatchView | null;
  /** Why the actor cannot change the coding; null when they can. */
  ReadOnlyReason: CodingEditRefusal | null;
  /** The document's LastUpdate the save must carry (optimistic concurrency). */
  LastUpdate: string;
};

/** Why a coding cannot be changed by this user now. */
export const CodingEditRefusals = [
  'Coding_Document_Is_Posted',
  'Coding_Not_Your_Document',
  'Coding_Not_Used',
  'Coding_Not_An_Invoice',
] as const;
export type CodingEditRefusal = (typeof CodingEditRefusals)[number];

const text = (max: number) =>
  z
    .string('Validation_Required')
    .max(max, `Validation_Maximum_Length%%${max}`)
    .refine((value) => !value.includes('\u0000'), 'Validation_Invalid_Characters')
    .nullable()
    .optional();
const amount = z
  .number('Validation_Not_A_Number')
  .refine(Number.isFinite, 'Validation_Not_A_Number')
  .refine((value) => Math.abs(value) < 1e13, 'Validation_Maximum_Value%%9999999999999');

/** One line of PUT Document/CodeInvoice; numbers are rounded by the validation's decimal check, not silently. */
export const CodeInvoiceLineInput = z.object({
  Id: z.string().max(64, 'Validation_Maximum_Length%%64').optional(),
  GeneralLedger: text(50),
  Description: text(500),
  Quantity: amount.nullable().optional(),
  UnitPrice: amount.nullable().optional(),
  VatCode: text(50),
  VatScenario: text(50),
  Dimension1: text(50),
  Dimension2: text(50),
  Dimension3: text(50),
  Dimension4: text(50),
  Dimension5: text(50),
  Project: text(50),
  Article: text(50),
  Asset: text(50),
  Deferral: text(50),
  PurchaseOrderLine: z.uuid('Validation_Guid').nullable().optional(),
  NetAmount: amount,
  VatAmount: amount,
  SplitType: z.enum(['None', 'Fixed', 'Percentage', 'Rest'], 'Validation_In_List').default('None'),
  SplitValue: amount.nullable().default(null),
  Source: z.enum([...LineSources, '']).default(''),
});
export type CodeInvoiceLineInput = z.output<typeof CodeInvoiceLineInput>;

/** The body of PUT Document/CodeInvoice: the document, the copy it was edited from, the lines. */
export const CodeInvoiceInput = z.object({
  DocumentId: z.uuid('Validation_Guid'),
  DocumentType: z.enum(['PurchaseInvoice', 'SalesInvoice'], 'Validation_In_List'),
  LastUpdate: z.string('Validation_Required').max(40, 'Validation_Maximum_Length%%40'),
  IsVatDeductible: z.boolean('Validation_IsTrue').nullable().default(null),
  PostingTemplateId: z.uuid('Validation_Guid').nullable().default(null),
  Source: z.enum([...LineSources, '']).default(''),
  Lines: z.array(CodeInvoiceLineInput).max(1000, 'Validation_List_Maximum_Length%%1000'),
});
export type CodeInvoiceInput = z.output<typeof CodeInvoiceInput>;

/**
 * The findings that make a save refused rather than stored as Invalid: what the company's ERP would never
 * accept — a field it does not allow, a code it does not know or has blocked, more decimals than it keeps,
 * a closed or missing period, VAT it cannot deduct, a split it cannot read. Amounts that do not add up yet
 * and empty mandatory fields are stored (Invalid), so work in progress is never lost.
 */
export const SaveRefusingKeys = [
  'Validation_Must_Be_Empty',
  'Validation_Not_A_Number',
  'Coding_Code_Unknown',
  'Coding_Code_Blocked',
  'Coding_Too_Many_Decimals',
  'Coding_Period_Closed',
  'Coding_Period_Not_Found',
  'Coding_Vat_Not_Deductible',
  'More_Than_One_Rest_Not_Allowed',
  'Only_Percentages_Allowed',
  'Only_Fix_Rest_Allowed',
] as const;

const keyOf = (message: string) => message.split('%%')[0];

/** The findings that refuse the save, in the order found. */
export function refusingErrors(errors: readonly CodingError[]): CodingError[] {
  return errors.filter(
    (error) => !error.IsWarning && (SaveRefusingKeys as readonly string[]).includes(keyOf(error.Message)),
  );
}

/** What decides whether a user may change a document's coding. */
export type CodingEditFacts = {
  DocumentType: OverviewDocumentType;
  IsPosted: boolean;
  IsInErp: boolean;
  IsWaitingForErp: boolean;
  CurrentUserId: string | null;
  HandlerId: string | null;
  UsesCoding: boolean;
};

/**
 * Whether the actor may change the coding: invoices only, of a company that codes, not once posted or on its
 * way to the ERP; the user (or a group of theirs) holding or handling it, or anyone with MayEditDocuments.
 */
export function codingEditRefusal(
  facts: CodingEditFacts,
  actor: { UserIds: readonly string[]; MayEditDocuments: boolean },
): CodingEditRefusal | null {
  if (facts.DocumentType === 'PackingSlip') return 'Coding_Not_An_Invoice';
  if (!facts.UsesCoding) return 'Coding_Not_Used';
  if (facts.IsPosted || facts.IsInErp || facts.IsWaitingForErp) return 'Coding_Document_Is_Posted';
  if (actor.MayEditDocuments) return null;
  const holds = [facts.CurrentUserId, facts.HandlerId].some(
    (id) => id !== null && actor.UserIds.includes(id),
  );
  return holds ? null : 'Coding_Not_Your_Document';
}

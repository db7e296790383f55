import type { ErpAdapter } from '../entities/enums';
import { featureSetFor } from './registry';
import { hasErpConnection } from './sync';

/**
 * Posting a document to its company's ERP (issue 14 §2): which way a company posts, and the invoice an adapter books
 * (server/integrations/erp/types.ts ErpInvoicePosting, without the original file the server adds).
 */

/**
 * How the workflow's Post reaches the books: Manual numbers it in Ledgerline at once; Erp queues a PostDocument
 * action for the company's adapter; Connector leaves it waiting for the customer's own connector (the Api adapter),
 * which confirms it through the public API.
 */
export type PostingRoute = 'Manual' | 'Erp' | 'Connector';

/** The route of a document of this type for a company with this adapter and feature set. */
export function postingRouteOf(
  adapter: ErpAdapter,
  featureSetId: string | null,
  documentType: string,
): PostingRoute {
  if (adapter === 'Manual') return 'Manual';
  const feature =
    documentType === 'PurchaseInvoice'
      ? 'PostPurchaseInvoice'
      : documentType === 'SalesInvoice'
        ? 'PostSalesInvoice'
        : null;
  // Packing slips are not booked; a set without the feature leaves posting to Ledgerline's own numbering.
  if (feature === null || !featureSetFor(adapter, featureSetId).BaseFeatures.includes(feature))
    return 'Manual';
  if (adapter === 'Api') return 'Connector';
  // A named adapter Ledgerline has no working connection for yet posts as the Manual adapter does (its own
  // numbering, the booking export and UBL); the company page says so and offers the adapter request.
  return hasErpConnection(adapter) ? 'Erp' : 'Manual';
}

/** The key an ERP finds a booking by: one per document, so a retry or a second post never books twice. */
export const postingKeyOf = (documentId: string) => documentId;

/** The header of a document as posting reads it. */
export type PostingHeader = {
  Id: string;
  DocumentType: string;
  /** Debit, Credit (or Unknown). */
  InvoiceType: string;
  RelationCode: string;
  DocumentNumber: string;
  DocumentDate: string | null;
  DueDate: string | null;
  Currency: string;
  Description: string;
  PaymentReference: string;
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
};

/** A coding line as posting reads it (invoice_lines). */
export type PostingLine = {
  Description: string;
  GeneralLedger: string;
  VatCode: string;
  NetAmount: number;
  VatAmount: number;
  Quantity: number | null;
  UnitPrice: number | null;
  Dimension1: string;
};

/** A line of the invoice an ERP books. */
export type InvoicePostingLine = {
  Description: string;
  LedgerCode: string;
  VatCode: string;
  NetAmount: number;
  VatAmount: number;
  Quantity: number | null;
  UnitPrice: number | null;
  Dimension1: string;
};

/** An invoice to book, built from a signed-off document and its coding (the server adds the original file). */
export type InvoicePosting = {
  /** The same key never books twice: a retry finds what the first attempt booked. */
  PostingKey: string;
  Kind: 'Purchase' | 'Sales';
  IsCreditNote: boolean;
  RelationCode: string;
  /** The invoice's own number (the vendor's for a purchase invoice). */
  InvoiceNumber: string;
  InvoiceDate: string;
  DueDate: string | null;
  Currency: string;
  Description: string;
  PaymentReference: string;
  NetAmount: number;
  VatAmount: number;
  GrossAmount: number;
  Lines: InvoicePostingLine[];
};

/** Why a document cannot be posted as it is; the line and amount keys take parameters (`Key%%param`). */
export const ErpPostingMessageKey = {
  NotAnInvoice: 'Erp_Posting_Not_An_Invoice',
  NoRelationCode: 'Erp_Posting_No_Relation_Code',
  NoInvoiceDate: 'Erp_Posting_No_Invoice_Date',
  NoCodingLines: 'Erp_Posting_No_Coding_Lines',
  LineWithoutLedger: 'Erp_Posting_Line_Without_Ledger',
  LinesDoNotAddUp: 'Erp_Posting_Lines_Do_Not_Add_Up',
} as const;

/** Why a document cannot be posted: a message for the document's error and history. */
export type PostingRefusal = { ok: false; message: string };

const round2 = (value: number) => Math.round(value * 100) / 100;
const cents = (value: number) => Math.round(value * 100);
const nearlyEqual = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Ledgerline keeps a credit note with positive amounts (an e-invoice's credit note) or negative ones (a scanned
 * one with a minus): the invoice type or a negative total makes it a credit note. The ERP gets it as a credit note
 * with amounts positive in the note's own direction, so a line that goes against the grain (a discount line)
 * keeps its minus.
 */
function directionOf(header: PostingHeader, lines: PostingLine[]): { isCreditNote: boolean; sign: 1 | -1 } {
  const total =
    header.GrossAmount !== 0
      ? header.GrossAmount
      : header.NetAmount !== 0
        ? header.NetAmount
        : lines.reduce((sum, line) => sum + line.NetAmount, 0);
  const sign = total < 0 ? -1 : 1;
  return { isCreditNote: header.InvoiceType === 'Credit' || total < 0, sign };
}

/** Quantity and unit price where they make the line's amount; the ERP books the amount alone otherwise. */
function quantityOf(line: PostingLine, net: number): { Quantity: number | null; UnitPrice: number | null } {
  const { Quantity: quantity, UnitPrice: price } = line;
  if (quantity === null || price === null || quantity === 0) return { Quantity: null, UnitPrice: null };
  if (nearlyEqual(quantity * price, net)) return { Quantity: quantity, UnitPrice: price };
  // A credit note stored with negative amounts: the negative one of quantity and price turns with the amount.
  if (nearlyEqual(-quantity * price, net))
    return price < 0 ? { Quantity: quantity, UnitPrice: -price } : { Quantity: -quantity, UnitPrice: price };
  return { Quantity: null, UnitPrice: null };
}

/** The invoice the ERP books for a coded document, or why it cannot be posted. */
export function invoicePostingOf(
  header: PostingHeader,
  lines: PostingLine[],
): { ok: true; posting: InvoicePosting } | PostingRefusal {
  const refuse = (message: string): PostingRefusal => ({ ok: false, message });
  if (header.DocumentType !== 'PurchaseInvoice' && header.DocumentType !== 'SalesInvoice')
    return refuse(ErpPostingMessageKey.NotAnInvoice);
  if (header.RelationCode.trim() === '') return refuse(ErpPostingMessageKey.NoRelationCode);
  if (!header.DocumentDate) return refuse(ErpPostingMessageKey.NoInvoiceDate);
  if (lines.length === 0) return refuse(ErpPostingMessageKey.NoCodingLines);
  const uncoded = lines.findIndex((line) => line.GeneralLedger.trim() === '');
  if (uncoded >= 0) return refuse(`${ErpPostingMessageKey.LineWithoutLedger}%%${uncoded + 1}`);
  const lineNet = lines.reduce((sum, line) => sum + cents(line.NetAmount), 0);
  if (lineNet !== cents(header.NetAmount))
    return refuse(
      `${ErpPostingMessageKey.LinesDoNotAddUp}%%${(lineNet / 100).toFixed(2)}%%${header.NetAmount.toFixed(2)}`,
    );
  const { isCreditNote, sign } = directionOf(header, lines);
  const amount = (value: number) => round2(sign * value) || 0;
  return {
    ok: true,
    posting: {
      PostingKey: postingKeyOf(header.Id),
      Kind: header.DocumentType === 'PurchaseInvoice' ? 'Purchase' : 'Sales',
      IsCreditNote: isCreditNote,
      RelationCode: header.RelationCode.trim(),
      InvoiceNumber: header.DocumentNumber.trim(),
      InvoiceDate: header.DocumentDate,
      DueDate: header.DueDate,
      Currency: header.Currency || 'EUR',
      Description: header.Description.trim(),
      PaymentReference: header.PaymentReference.trim(),
      NetAmount: amount(header.NetAmount),
      VatAmount: amount(header.VatAmount),
      GrossAmount: amount(header.GrossAmount),
      Lines: lines.map((line) => {
        const net = amount(line.NetAmount);
        return {
          Description: line.Description.trim(),
          LedgerCode: line.GeneralLedger.trim(),
          VatCode: line.VatCode.trim(),
          NetAmount: net,
          VatAmount: amount(line.VatAmount),
          ...quantityOf(line, net),
          Dimension1: line.Dimension1.trim(),
        };
      }),
    },
  };
}

/**
 * Whether a new vendor or customer is created in the company's ERP (which then gives its code) rather than in
 * Ledgerline alone: an adapter with an ERP behind it whose set can create that kind. Manual keeps its relations in
 * Ledgerline, and an Api company's connector pushes the relations its ERP has.
 */
export function createsRelationInErp(
  adapter: ErpAdapter,
  featureSetId: string | null,
  kind: 'Vendor' | 'Customer',
): boolean {
  if (!hasErpConnection(adapter)) return false;
  return featureSetFor(adapter, featureSetId).BaseFeatures.includes(
    kind === 'Vendor' ? 'CreateVendor' : 'CreateCustomer',
  );
}

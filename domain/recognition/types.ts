/**
 * What recognition reads from a document (issue 13): the header fields, each with how sure Ledgerline is and where
 * on which page it was found, the invoice lines it could read and the relation it matched. Shared by the
 * recognition job, the `ledgerline recognize` command, the verify calls and the verify screen.
 */

/** The header fields recognition extracts, named as the verify document and the command line name them. */
export const RecognizedFieldNames = [
  'Number',
  'Date',
  'DueDate',
  'Currency',
  'NetAmount',
  'VatAmount',
  'GrossAmount',
  'IbanNumber',
  'RelationName',
  'RelationVatNumber',
  'RelationChamberOfCommerce',
  'PurchaseOrderNumber',
  'PaymentReference',
] as const;
export type RecognizedFieldName = (typeof RecognizedFieldNames)[number];

/** Fields whose value is an amount (a number with 2 decimals). */
export const AmountFields: readonly RecognizedFieldName[] = ['NetAmount', 'VatAmount', 'GrossAmount'];
/** Fields whose value is a date (`YYYY-MM-DD`). */
export const DateFields: readonly RecognizedFieldName[] = ['Date', 'DueDate'];

/**
 * A box on a page: `[x, y, width, height]` as fractions (0–1) of the upright page's width and height, origin at
 * the top left. The same numbers place a highlight on the page image at any zoom.
 */
export type Box = [number, number, number, number];

/** Where a value came from. Learned: a lesson of this vendor decided it. */
export type FieldSource = 'Text' | 'Ocr' | 'EInvoice' | 'Learned' | 'MasterData';

/** One recognised field. Value: string for text and dates (`YYYY-MM-DD`), number for amounts. */
export type RecognizedField = {
  Value: string | number;
  /** 0–1: how sure recognition is, after the consistency checks. */
  Confidence: number;
  /** 1-based page of the document; null when the value has no place on a page (e-invoice, master data). */
  Page: number | null;
  Box: Box | null;
  Source: FieldSource;
  /** The label text the value was found beside ("Factuurnummer"), when there was one. */
  Label?: string;
};

export type RecognizedFields = Partial<Record<RecognizedFieldName, RecognizedField>>;

/** One VAT rate's part of the invoice. */
export type VatBreakdownLine = { Percentage: number; NetAmount: number; VatAmount: number };

/** An invoice line recognition could read. */
export type RecognizedLine = {
  Description: string;
  Quantity: number | null;
  UnitPrice: number | null;
  NetAmount: number | null;
  VatPercentage: number | null;
  ProductCode: string | null;
  Page: number | null;
  Box: Box | null;
};

/** The vendor or customer the document belongs to, found in the master data, and by which key. */
export type RecognizedRelation = {
  Id: string;
  Code: string;
  Name: string;
  MatchedBy: 'Iban' | 'VatNumber' | 'ChamberOfCommerce' | 'Name';
};

/** The whole reading of one document. */
export type RecognitionResult = {
  Fields: RecognizedFields;
  VatBreakdown: VatBreakdownLine[];
  Lines: RecognizedLine[];
  Relation: RecognizedRelation | null;
  /** How the text was read: from the PDF's text layer, by OCR, or from an embedded e-invoice. */
  ReadBy: 'Text' | 'Ocr' | 'EInvoice';
  /** Language guessed from the text: nl, en, de, fr (or null). */
  Language: string | null;
  PageCount: number;
  /**
   * Pages OCR found scanned sideways or upside down, with the quarter turn clockwise that makes each upright (the
   * boxes stay on the page as stored). Left out when every page stood upright.
   */
  TurnedPages?: Array<{ Page: number; Rotation: 90 | 180 | 270 }>;
  /** The document's score for fast verify: 0–1 (domain/recognition scoreOf). */
  Score: number;
};

/** A word on a page with its box (from the text layer or OCR); the input of the field extraction. */
export type PageWord = { Text: string; Box: Box; Confidence?: number };
/**
 * The words of one page in reading order, with the page's size in points or pixels. The boxes are on the page as it
 * is stored (and shown); when OCR read it turned, domain/recognition/pageTurn turns them as it was read.
 */
export type PageWords = {
  Page: number;
  Width: number;
  Height: number;
  Words: PageWord[];
  /** The quarter turn clockwise that makes the page upright: it was scanned sideways or upside down. */
  Rotation?: 0 | 90 | 180 | 270;
  /** Degrees its lines slope, descending to the right, once upright: it was scanned askew. */
  Skew?: number;
};

/**
 * What a verifier's correction teaches about one vendor's documents: the label the value stands beside, where it
 * stands and how it is written. Kept per company, vendor and field; the next document of the vendor is read with it.
 */
export type RecognitionLesson = {
  Field: RecognizedFieldName;
  /** The label text left of or above the value, lower case; '' when the value stood alone. */
  Label: string;
  Page: number;
  Box: Box;
  /** How the value is written: a date or amount format, or a pattern of the text ("AA-9999"). */
  Format: string;
  /** How often the lesson was confirmed or taught. */
  Hits: number;
};

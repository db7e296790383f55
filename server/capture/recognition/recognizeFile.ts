import { parseEInvoice } from '../../../domain/einvoice/index';
import { invoiceRelationOf } from '../../../domain/einvoice/relation';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { type Extraction, type ExtractOptions, extractFields } from '../../../domain/recognition/extract';
import { printedCodes, withKnownOrder } from '../../../domain/recognition/knownOrders';
import type { OwnCompany } from '../../../domain/recognition/ownCompany';
import { type ScoredFields, scoreOf } from '../../../domain/recognition/score';
import type {
  PageWords,
  RecognitionLesson,
  RecognitionResult,
  RecognizedField,
  RecognizedFields,
  RecognizedLine,
  RecognizedRelation,
} from '../../../domain/recognition/types';
import {
  fillVendorGaps,
  letterheadAndFooterWords,
  PaymentPictureRegion,
  regionsFor,
  vendorGaps,
  withRegionWords,
} from '../../../domain/recognition/vendorRegions';
import { extractEmbeddedInvoiceXml } from '../einvoice/index';
import { openPdf } from '../pdf/openPdf';
import {
  type DocumentWords,
  isPdf,
  type OpenDocumentWords,
  openDocumentWords,
  RecognitionReadError,
} from './readDocumentWords';
import { readVendorRegions } from './vendorRegions';

/** What recognition may ask of the company's master data, and the dates a document may carry. */
export type RecognitionContext = {
  findRelation?(keys: {
    ibans: string[];
    vatNumber: string | null;
    chamberOfCommerce: string | null;
    name: string | null;
  }): Promise<RecognizedRelation | null>;
  lessonsFor?(relationId: string): Promise<RecognitionLesson[]>;
  /**
   * Which of the codes printed on the document are purchase orders of the company (of the vendor, when known and the
   * order names one), spelled as the master data has them.
   */
  knownPurchaseOrders?(codes: string[], relationCode: string | null): Promise<string[]>;
  dateBounds?: { today: string; maxDaysInPast: number; maxDaysInFuture: number };
  /** The company the document was sent to (the buyer of a purchase invoice): never read as the relation. */
  ownCompany?: OwnCompany;
  /** The document's type, when known: a packing slip is read by its own labels and scored by its own fields. */
  documentType?: keyof typeof ScoredFields;
};

export type RecognizeInput = {
  bytes: Uint8Array;
  fileName: string;
  mode?: 'auto' | 'ocr';
  einvoice?: boolean;
};

const fromEInvoice = (value: string | number | null | undefined): RecognizedField | undefined =>
  value === null || value === undefined || value === ''
    ? undefined
    : { Value: value, Confidence: 1, Page: null, Box: null, Source: 'EInvoice' };

/**
 * The fields of an embedded e-invoice: exact, so Source 'EInvoice' and Confidence 1. The relation is the supplier,
 * or the customer on a sales invoice, whose payee account is the company's own and so no relation's IBAN.
 */
function eInvoiceFields(invoice: ElectronicInvoice, documentType: string): RecognizedFields {
  const payment = invoice.PaymentMeans.find((means) => means.PayeeAccount) ?? invoice.PaymentMeans[0];
  const total = invoice.MonetaryTotal;
  const relation = invoiceRelationOf(invoice, documentType);
  const sold = documentType === 'SalesInvoice';
  const fields: RecognizedFields = {
    Number: fromEInvoice(invoice.Id),
    Date: fromEInvoice(invoice.InvoiceDate),
    DueDate: fromEInvoice(invoice.DueDate),
    Currency: fromEInvoice(invoice.Currency),
    NetAmount: fromEInvoice(total.TaxExclusiveAmount),
    VatAmount: fromEInvoice(invoice.TaxTotal.Amount),
    GrossAmount: fromEInvoice(total.TaxInclusiveAmount ?? total.Amount),
    IbanNumber: sold ? undefined : fromEInvoice(payment?.PayeeAccount),
    RelationName: fromEInvoice(relation.Name),
    RelationVatNumber: fromEInvoice(relation.TaxSchemeCompanies[0]),
    RelationChamberOfCommerce: fromEInvoice(relation.LegalEntityCompany),
    PurchaseOrderNumber: fromEInvoice(invoice.Order.PurchaseId),
    PaymentReference: fromEInvoice(payment?.Id),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined));
}

function eInvoiceLines(invoice: ElectronicInvoice): RecognizedLine[] {
  return invoice.Lines.map((line) => ({
    Description: line.ItemName ?? line.ItemDescription ?? '',
    Quantity: line.Quantity,
    UnitPrice: line.PriceAmount,
    NetAmount: line.LineExtensionAmount,
    VatPercentage: line.ItemTaxPercentage,
    ProductCode: line.ItemId,
    Page: null,
    Box: null,
  }));
}

async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes).catch((error: unknown) => {
    throw new RecognitionReadError(error instanceof Error ? error.message : 'PDF is corrupt', {
      cause: error,
    });
  });
  try {
    return pdf.numPages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function embeddedInvoice(bytes: Uint8Array): Promise<ElectronicInvoice | null> {
  try {
    const embedded = await extractEmbeddedInvoiceXml(bytes);
    return embedded.xml === null ? null : parseEInvoice(embedded.xml);
  } catch {
    // A broken attachment is no reason not to read the printed invoice.
    return null;
  }
}

function relationKeys(fields: RecognizedFields) {
  const text = (field: RecognizedField | undefined) => (field ? String(field.Value) : null);
  return {
    ibans: fields.IbanNumber ? [String(fields.IbanNumber.Value)] : [],
    vatNumber: text(fields.RelationVatNumber),
    chamberOfCommerce: text(fields.RelationChamberOfCommerce),
    name: text(fields.RelationName),
  };
}

/** The vendor's name from the master data once the relation is known: sure when matched by a key. */
function withRelation(fields: RecognizedFields, relation: RecognizedRelation | null): RecognizedFields {
  if (!relation) return fields;
  const previous = fields.RelationName;
  return {
    ...fields,
    RelationName: {
      Value: relation.Name,
      Confidence: relation.MatchedBy === 'Name' ? 0.9 : 1,
      Page: previous?.Page ?? null,
      Box: previous?.Box ?? null,
      Source: 'MasterData',
    },
  };
}

/** The pages whose letterhead and footer are OCR'd for missing vendor data: the first, and the last (its footer). */
function vendorPages(words: DocumentWords): PageWords[] {
  const text = words.pages.filter((page) => !words.ocrPages.includes(page.Page));
  return [...new Set([text[0], text[text.length - 1]])].filter((page) => page !== undefined);
}

/**
 * A text-layer reading that lacks the IBAN, the chamber of commerce number or the vendor's name: the letterhead and
 * footer are read by OCR (vendor data drawn as graphics), and only those missing fields are taken from the reading
 * with the words found there; without an IBAN the body's pictures too (a RIB pasted in), for the IBAN only.
 * Readings without such a gap cost nothing more.
 */
async function regionReading(
  words: OpenDocumentWords,
  fields: RecognizedFields,
  options: ExtractOptions,
): Promise<RecognizedFields> {
  const gaps = vendorGaps(fields);
  if (!words.pdf || gaps.length === 0) return {};
  const regions = regionsFor(gaps);
  const found = await readVendorRegions(words.pdf, vendorPages(words), regions);
  if (found.every((page) => page.Words.length === 0)) return {};
  const read = (regionWords: PageWords[]) =>
    extractFields(withRegionWords(words.pages, regionWords), { ...options, source: 'Ocr' }).Fields;
  const vendorWords = letterheadAndFooterWords(found);
  const vendorData = read(vendorWords);
  const bodyRead = found.some((page, index) => page.Words.length > vendorWords[index].Words.length);
  if (!regions.includes(PaymentPictureRegion) || !bodyRead) return vendorData;
  const IbanNumber = read(found).IbanNumber ?? (await shadedPictureIban(words, read));
  return { ...vendorData, ...(IbanNumber ? { IbanNumber } : {}) };
}

/**
 * The IBAN of a picture in the body read again with its shading as paper (a RIB's shaded rows can hide the IBAN from
 * the first reading): only an IBAN with valid check digits is read, so a second reading never adds a misread one.
 */
async function shadedPictureIban(
  words: OpenDocumentWords,
  read: (regionWords: PageWords[]) => RecognizedFields,
): Promise<RecognizedField | undefined> {
  if (!words.pdf) return undefined;
  const found = await readVendorRegions(words.pdf, vendorPages(words), [PaymentPictureRegion], {
    shadingAsPaper: true,
  });
  return found.some((page) => page.Words.length > 0) ? read(found).IbanNumber : undefined;
}

const withVendorGapsFilled = (extraction: Extraction, fromRegions: RecognizedFields): Extraction => ({
  ...extraction,
  Fields: fillVendorGaps(extraction.Fields, fromRegions, vendorGaps(extraction.Fields)),
});

/**
 * Reads an invoice file (PDF or image): the embedded e-invoice when it has one (unless `einvoice` is false), else
 * the printed text (text layer, or OCR for scans and in mode 'ocr'); then finds the vendor through the context and,
 * when the vendor has lessons, reads the document again with them. Throws RecognitionReadError for unreadable files.
 */
export async function recognizeFile(
  input: RecognizeInput,
  context: RecognitionContext = {},
): Promise<RecognitionResult> {
  const pdf = isPdf(input.bytes);
  const invoice = pdf && input.einvoice !== false ? await embeddedInvoice(input.bytes) : null;
  if (invoice) {
    const pageCount = await pdfPageCount(input.bytes);
    const fields = eInvoiceFields(invoice, context.documentType ?? 'PurchaseInvoice');
    const relation = (await context.findRelation?.(relationKeys(fields))) ?? null;
    const all = withRelation(fields, relation);
    const net = invoice.VatLines.filter((line) => line.TaxCategoryPercent !== null);
    return {
      Fields: all,
      VatBreakdown: net.map((line) => ({
        Percentage: line.TaxCategoryPercent ?? 0,
        NetAmount: line.TaxableAmount ?? 0,
        VatAmount: line.TaxAmount ?? 0,
      })),
      Lines: eInvoiceLines(invoice),
      Relation: relation,
      ReadBy: 'EInvoice',
      Language: null,
      PageCount: pageCount,
      Score: scoreOf(all, context.documentType ?? 'PurchaseInvoice').Score,
    };
  }
  const words = await openDocumentWords(input.bytes, input.mode ?? 'auto');
  let textReading: Extraction;
  let fromRegions: RecognizedFields;
  const readByOcr = words.ocrPages.length * 2 > words.pages.length;
  const options = {
    source: readByOcr ? ('Ocr' as const) : ('Text' as const),
    dateBounds: context.dateBounds,
    ownCompany: context.ownCompany,
    packingSlip: context.documentType === 'PackingSlip',
    salesInvoice: context.documentType === 'SalesInvoice',
    fileName: input.fileName,
  };
  try {
    if (words.pages.length === 0) throw new RecognitionReadError('The file has no pages');
    textReading = extractFields(words.pages, options);
    // The letterhead and footer pictures are read for a vendor's missing data: on a sales invoice they are the company's.
    fromRegions =
      readByOcr || options.salesInvoice ? {} : await regionReading(words, textReading.Fields, options);
  } finally {
    await words.close();
  }
  let extraction = withVendorGapsFilled(textReading, fromRegions);
  const relation = (await context.findRelation?.(relationKeys(extraction.Fields))) ?? null;
  const lessons = relation && context.lessonsFor ? await context.lessonsFor(relation.Id) : [];
  if (lessons.length > 0)
    extraction = withVendorGapsFilled(extractFields(words.pages, { ...options, lessons }), fromRegions);
  const read = withRelation(extraction.Fields, relation);
  const codes = context.knownPurchaseOrders ? printedCodes(words.pages) : [];
  const known =
    codes.length > 0
      ? ((await context.knownPurchaseOrders?.(
          codes.map((code) => code.Code),
          relation?.Code ?? null,
        )) ?? [])
      : [];
  const fields = withKnownOrder(read, codes, known);
  return {
    Fields: fields,
    VatBreakdown: extraction.VatBreakdown,
    Lines: extraction.Lines,
    Relation: relation,
    ReadBy: readByOcr ? 'Ocr' : 'Text',
    Language: extraction.Language,
    PageCount: words.pages.length,
    ...turnedPages(words.pages),
    Score: scoreOf(fields, context.documentType ?? 'PurchaseInvoice').Score,
  };
}

function turnedPages(pages: PageWords[]): Pick<RecognitionResult, 'TurnedPages'> {
  const turned = pages.flatMap((page) =>
    page.Rotation ? [{ Page: page.Page, Rotation: page.Rotation }] : [],
  );
  return turned.length > 0 ? { TurnedPages: turned } : {};
}

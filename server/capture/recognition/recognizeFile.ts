import { parseEInvoice } from '../../../domain/einvoice/index';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { extractFields } from '../../../domain/recognition/extract';
import { scoreOf } from '../../../domain/recognition/score';
import type {
  RecognitionLesson,
  RecognitionResult,
  RecognizedField,
  RecognizedFields,
  RecognizedLine,
  RecognizedRelation,
} from '../../../domain/recognition/types';
import { extractEmbeddedInvoiceXml } from '../einvoice/index';
import { openPdf } from '../pdf/openPdf';
import { isPdf, RecognitionReadError, readWordsOf } from './readDocumentWords';

/** What recognition may ask of the company's master data, and the dates a document may carry. */
export type RecognitionContext = {
  findRelation?(keys: {
    ibans: string[];
    vatNumber: string | null;
    chamberOfCommerce: string | null;
    name: string | null;
  }): Promise<RecognizedRelation | null>;
  lessonsFor?(relationId: string): Promise<RecognitionLesson[]>;
  dateBounds?: { today: string; maxDaysInPast: number; maxDaysInFuture: number };
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

/** The fields of an embedded e-invoice: exact, so Source 'EInvoice' and Confidence 1. */
function eInvoiceFields(invoice: ElectronicInvoice): RecognizedFields {
  const payment = invoice.PaymentMeans.find((means) => means.PayeeAccount) ?? invoice.PaymentMeans[0];
  const total = invoice.MonetaryTotal;
  const fields: RecognizedFields = {
    Number: fromEInvoice(invoice.Id),
    Date: fromEInvoice(invoice.InvoiceDate),
    DueDate: fromEInvoice(invoice.DueDate),
    Currency: fromEInvoice(invoice.Currency),
    NetAmount: fromEInvoice(total.TaxExclusiveAmount),
    VatAmount: fromEInvoice(invoice.TaxTotal.Amount),
    GrossAmount: fromEInvoice(total.TaxInclusiveAmount ?? total.Amount),
    IbanNumber: fromEInvoice(payment?.PayeeAccount),
    RelationName: fromEInvoice(invoice.Supplier.Name),
    RelationVatNumber: fromEInvoice(invoice.Supplier.TaxSchemeCompanies[0]),
    RelationChamberOfCommerce: fromEInvoice(invoice.Supplier.LegalEntityCompany),
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
    const fields = eInvoiceFields(invoice);
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
      Score: scoreOf(all, 'PurchaseInvoice').Score,
    };
  }
  const words = await readWordsOf(input.bytes, input.mode ?? 'auto');
  if (words.pages.length === 0) throw new RecognitionReadError('The file has no pages');
  const readByOcr = words.ocrPages.length * 2 > words.pages.length;
  const options = {
    source: readByOcr ? ('Ocr' as const) : ('Text' as const),
    dateBounds: context.dateBounds,
  };
  let extraction = extractFields(words.pages, options);
  const relation = (await context.findRelation?.(relationKeys(extraction.Fields))) ?? null;
  const lessons = relation && context.lessonsFor ? await context.lessonsFor(relation.Id) : [];
  if (lessons.length > 0) extraction = extractFields(words.pages, { ...options, lessons });
  const fields = withRelation(extraction.Fields, relation);
  return {
    Fields: fields,
    VatBreakdown: extraction.VatBreakdown,
    Lines: extraction.Lines,
    Relation: relation,
    ReadBy: readByOcr ? 'Ocr' : 'Text',
    Language: extraction.Language,
    PageCount: words.pages.length,
    Score: scoreOf(fields, 'PurchaseInvoice').Score,
  };
}

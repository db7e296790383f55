import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { roundAmount, roundQuantity } from '../../../domain/amount/round';
import {
  applySuggestion,
  type CodeInvoiceLine,
  type CodingFieldColumn,
  type CodingHeader,
  type CodingSuggestion,
  type EarlierCodedInvoice,
  findCandidateOrders,
  firstLineSource,
  type LineSource,
  learnSuggestion,
  postingTemplateFor,
  postingTemplateLines,
  type VatPercentageOf,
} from '../../../domain/coding/index';
import type { EInvoiceLine } from '../../../domain/einvoice/types';
import { CodingFields } from '../../../domain/erp/fields';
import type { PostingTemplate } from '../../../domain/masterdata/postingTemplate';
import type { BlobStore } from '../../blobs/blobStore';
import { readEInvoiceFile } from '../../capture/einvoice/read';
import type { Tx } from '../../db/client';
import { blobs, documents, erpCodes, invoiceLines, relations, sourceDocuments } from '../../db/schema/index';
import { presentPostingTemplate } from '../../presenters/masterdata';
import { electronicTemplateApplication } from '../electronicTemplates/codingLines';
import { templateLinesOf, templatesOf } from '../masterdata/postingTemplates';
import type { CodingCompany } from './codingContext';
import { type LoadedOrder, ordersByCodes } from './orderMatch';

type DocumentRowData = typeof documents.$inferSelect;

/** A company's VAT codes with their percentage, for the VAT of proposed and split lines. */
export async function vatPercentagesOf(
  tx: Tx,
  companyId: string,
): Promise<VatPercentageOf & { byPercentage: (percentage: number) => string | null }> {
  const rows = await tx
    .select({ code: erpCodes.code, percentage: erpCodes.percentage, isBlocked: erpCodes.isBlocked })
    .from(erpCodes)
    .where(and(eq(erpCodes.companyId, companyId), eq(erpCodes.list, 'VatCode')));
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), row.percentage]));
  const lookup = (code: string | null | undefined) =>
    code ? (byCode.get(code.toLowerCase()) ?? null) : null;
  return Object.assign(lookup, {
    byPercentage: (percentage: number) =>
      rows.find(
        (row) => !row.isBlocked && row.percentage !== null && Math.abs(row.percentage - percentage) < 0.001,
      )?.code ?? null,
  });
}

/** The proposal the coding screen opens with when nothing is saved yet. */
export type LineProposal = {
  Source: LineSource;
  Lines: CodeInvoiceLine[];
  Suggestion: CodingSuggestion | null;
  PostingTemplateId: string | null;
};

type Context = {
  tx: Tx;
  blobs: BlobStore;
  document: DocumentRowData;
  company: CodingCompany;
  header: CodingHeader;
  vat: Awaited<ReturnType<typeof vatPercentagesOf>>;
};

const emptyLine = (index: number): CodeInvoiceLine => ({
  Id: `new-${index + 1}`,
  LineNumber: index + 1,
  Source: '',
  VatPercentage: 0,
  PurchaseOrderNumber: '',
  NetAmount: 0,
  VatAmount: 0,
  SplitType: 'None',
  SplitValue: null,
});

/** Keeps only the fields the company's lines have: a proposal never brings a field the ERP refuses. */
export function allowedOnly(line: CodeInvoiceLine, fields: readonly CodingFieldColumn[]): CodeInvoiceLine {
  const allowed = new Set<string>(fields.map((field) => field.Feature));
  const result = { ...line } as Record<string, unknown>;
  for (const key of Object.keys(result)) if (isCodingField(key) && !allowed.has(key)) delete result[key];
  return result as CodeInvoiceLine;
}

const codingFieldNames = new Set<string>(CodingFields);
const isCodingField = (key: string) => codingFieldNames.has(key);

function withVat(line: CodeInvoiceLine, vat: Context['vat'], computeVat: boolean): CodeInvoiceLine {
  const percentage = vat(line.VatCode) ?? 0;
  const VatAmount = computeVat ? roundAmount((line.NetAmount * percentage) / 100) : line.VatAmount;
  return { ...line, VatPercentage: percentage, VatAmount };
}

/** Open lines of the orders named on the document. */
async function purchaseOrderLines(context: Context): Promise<CodeInvoiceLine[]> {
  const { tx, document, company } = context;
  if (document.purchaseOrderNumbers.length === 0) return [];
  const orders = await ordersByCodes(tx, company.row.id, document.purchaseOrderNumbers);
  const candidates = findCandidateOrders(
    {
      RelationCode: document.relationCode,
      PurchaseOrderNumbers: document.purchaseOrderNumbers,
      GrossAmount: document.grossAmount,
      NetAmount: document.netAmount,
      Currency: document.currency,
    },
    orders,
    company.tolerances,
  ).filter((candidate) => candidate.Reason === 'OrderNumberOnDocument');
  return candidates.flatMap(({ Order }) => orderLinesAsCoding(Order as LoadedOrder, context));
}

function orderLinesAsCoding(order: LoadedOrder, context: Context): CodeInvoiceLine[] {
  return order.Lines.filter((line) => line.Quantity - line.QuantityInvoiced > 0).map((line, index) => {
    const quantity = roundQuantity(line.Quantity - line.QuantityInvoiced);
    const row = line.Row;
    return withVat(
      {
        ...emptyLine(index),
        Id: randomUUID(),
        Source: 'PurchaseOrder',
        GeneralLedger: row.ledgerCode || context.company.row.purchaseOrderLedgerCode,
        Description: line.Description,
        Quantity: quantity,
        UnitPrice: line.UnitPrice,
        VatCode: row.vatCode,
        Dimension1: row.dimension1,
        Dimension2: row.dimension2,
        Project: row.project,
        Article: line.ArticleCode,
        PurchaseOrderLine: line.Id,
        PurchaseOrderNumber: order.Code,
        NetAmount: roundAmount(quantity * line.UnitPrice),
      },
      context.vat,
      true,
    );
  });
}

/** The e-invoice's own lines, each given the company's VAT code of its percentage. */
async function electronicLines(context: Context): Promise<CodeInvoiceLine[]> {
  const { tx, document } = context;
  if (!document.isElectronic || !document.sourceDocumentId) return [];
  const [original] = await tx
    .select({ storageKey: blobs.storageKey, fileName: sourceDocuments.originalFileName })
    .from(sourceDocuments)
    .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(sourceDocuments.id, document.sourceDocumentId));
  if (!original) return [];
  let lines: EInvoiceLine[];
  try {
    lines = (
      await readEInvoiceFile(await context.blobs.get(original.storageKey), original.fileName ?? undefined)
    ).invoice.Lines;
  } catch {
    return [];
  }
  return lines.map((line, index) => {
    const net = roundAmount(line.LineExtensionAmount ?? 0);
    const percentage = line.ItemTaxPercentage ?? 0;
    return {
      ...emptyLine(index),
      Id: randomUUID(),
      Source: 'ElectronicInvoice',
      Description: line.ItemName ?? line.ItemDescription ?? '',
      Quantity: roundQuantity(line.Quantity ?? 1),
      UnitPrice: roundAmount(line.PriceAmount ?? net, 3),
      Article: line.ItemId ?? '',
      VatCode: context.vat.byPercentage(percentage) ?? '',
      VatPercentage: percentage,
      NetAmount: net,
      VatAmount: roundAmount((net * percentage) / 100),
    };
  });
}

/**
 * What an Active electronic template of the vendor makes of the e-invoice: its coding lines, then the e-invoice
 * lines it does not take, uncoded, so that the lines still add up to the invoice.
 */
async function electronicTemplateLines(context: Context): Promise<CodeInvoiceLine[]> {
  const { vat } = context;
  const application = await electronicTemplateApplication(context.tx, context.blobs, context.document, {
    codeFor: vat.byPercentage,
    percentageOf: (code) => vat(code),
  });
  if (!application) return [];
  const coded = application.Lines.map(
    (line, index): CodeInvoiceLine => ({
      ...emptyLine(index),
      Id: randomUUID(),
      Source: 'ElectronicTemplate',
      GeneralLedger: line.GeneralLedgerAccount,
      Description: line.Description,
      Quantity: line.Quantity,
      UnitPrice: line.UnitPrice,
      VatCode: line.VatCode,
      VatPercentage: line.VatPercentage,
      NetAmount: line.NetAmount,
      VatAmount: line.VatAmount,
      Dimension1: line.Dimension1,
      Dimension2: line.Dimension2,
      Dimension3: line.Dimension3,
      Dimension4: line.Dimension4,
      Dimension5: line.Dimension5,
    }),
  );
  const unlinked = application.UnlinkedLines.map((line, index): CodeInvoiceLine => {
    const percentage = line.TaxPercentage ?? 0;
    return {
      ...emptyLine(index),
      Id: randomUUID(),
      Source: 'ElectronicInvoice',
      Description: line.Description,
      Quantity: roundQuantity(line.Quantity),
      UnitPrice: roundAmount(line.UnitPrice, 3),
      Article: line.ProductCode,
      VatCode: vat.byPercentage(percentage) ?? '',
      VatPercentage: percentage,
      NetAmount: roundAmount(line.NetAmount),
      VatAmount: roundAmount((line.NetAmount * percentage) / 100),
    };
  });
  return [...coded, ...unlinked];
}

async function postingTemplate(context: Context): Promise<PostingTemplate | null> {
  const { tx, company, document } = context;
  const rows = await templatesOf(tx, company.row.id);
  const lines = await templateLinesOf(tx, rows);
  const templates = rows.map((row) => presentPostingTemplate(row, lines.get(row.id) ?? []));
  return postingTemplateFor(templates, {
    DocumentType: document.documentType,
    RelationCode: document.relationCode,
    ChosenTemplateId: document.postingTemplateId,
  });
}

/** How the vendor's most recently coded invoices were coded (the learned suggestion reads them). */
export async function earlierCodings(
  tx: Tx,
  document: DocumentRowData,
  max = 20,
): Promise<EarlierCodedInvoice[]> {
  if (document.relationCode.trim() === '') return [];
  const earlier = await tx
    .select({ id: documents.id, codedAt: documents.codedAt })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, document.companyId),
        eq(documents.documentType, document.documentType),
        sql`${documents.relationCodeKey} = lower(${document.relationCode})`,
        isNotNull(documents.codedAt),
        ne(documents.id, document.id),
        inArray(documents.codingStatus, ['Valid', 'Verified']),
      ),
    )
    .orderBy(desc(documents.codedAt))
    .limit(max);
  if (earlier.length === 0) return [];
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.documentId,
        earlier.map((row) => row.id),
      ),
    );
  return earlier.map((row) => ({
    DocumentId: row.id,
    CodedAt: row.codedAt ?? '',
    Lines: lines
      .filter((line) => line.documentId === row.id)
      .map((line) => ({
        GeneralLedger: line.generalLedgerAccount,
        VatCode: line.vatCode,
        Dimension1: line.dimension1,
        Dimension2: line.dimension2,
        Dimension3: line.dimension3,
        Dimension4: line.dimension4,
        Dimension5: line.dimension5,
        Project: line.project,
        NetAmount: line.netAmount,
      })),
  }));
}

type VendorDefaults = { ledger: string; vatCode: string; scenario: string; description: string };

async function vendorDefaults(context: Context): Promise<VendorDefaults | null> {
  const { tx, document } = context;
  if (!document.relationId) return null;
  const [relation] = await tx
    .select({
      ledger: relations.defaultLedgerCode,
      vatCode: relations.defaultVatCode,
      scenario: relations.defaultVatScenarioCode,
      description: relations.defaultDescription,
    })
    .from(relations)
    .where(eq(relations.id, document.relationId));
  return relation && (relation.ledger || relation.vatCode) ? relation : null;
}

/**
 * The lines a document opens with when none are saved: the first line source that has something, in the order
 * of domain/coding LineSources, each line marked with where it came from.
 */
export async function proposeLines(context: Context): Promise<LineProposal> {
  const { header, vat, company } = context;
  // The sources are read in their order and only until one has something: a purchase-order invoice never pays
  // for reading templates, earlier codings or the vendor. firstLineSource stays the one that decides.
  const available: Parameters<
    typeof firstLineSource<CodeInvoiceLine, CodeInvoiceLine, PostingTemplate, VendorDefaults>
  >[0] = {};
  const loaders = [
    async () => {
      available.purchaseOrderLines = await purchaseOrderLines(context);
    },
    async () => {
      available.electronicTemplateLines = await electronicTemplateLines(context);
    },
    async () => {
      available.electronicLines = await electronicLines(context);
    },
    async () => {
      available.postingTemplate = await postingTemplate(context);
    },
    async () => {
      available.suggestion = learnSuggestion(await earlierCodings(context.tx, context.document));
    },
    async () => {
      available.vendorDefaults = await vendorDefaults(context);
    },
  ];
  let chosen = firstLineSource(available);
  for (const load of loaders) {
    if (chosen.Source !== 'None') break;
    await load();
    chosen = firstLineSource(available);
  }
  const numbered = (lines: CodeInvoiceLine[], source: LineSource | null) =>
    lines.map((line, index) =>
      allowedOnly(
        {
          ...line,
          LineNumber: index + 1,
          Source: source ?? line.Source,
          VatPercentage: vat(line.VatCode) ?? line.VatPercentage,
        },
        company.fields,
      ),
    );
  const base = {
    Suggestion: chosen.Source === 'Learned' ? chosen.Suggestion : null,
    PostingTemplateId: null,
  };
  switch (chosen.Source) {
    // The template's lines and the e-invoice lines it left uncoded each keep their own source.
    case 'ElectronicTemplate':
      return { ...base, Source: chosen.Source, Lines: numbered([...chosen.Lines], null) };
    case 'PurchaseOrder':
    case 'ElectronicInvoice':
      return { ...base, Source: chosen.Source, Lines: numbered([...chosen.Lines], chosen.Source) };
    case 'PostingTemplate':
      return {
        ...base,
        Source: 'PostingTemplate',
        PostingTemplateId: chosen.Template.Id,
        Lines: numbered(
          postingTemplateLines(chosen.Template, header, vat, () => randomUUID()).map((line, index) => ({
            ...emptyLine(index),
            ...line,
          })),
          'PostingTemplate',
        ),
      };
    case 'Learned':
      return {
        ...base,
        Source: 'Learned',
        Lines: numbered(
          applySuggestion(chosen.Suggestion, header).map((line, index) => ({
            ...emptyLine(index),
            ...line,
            Id: randomUUID(),
          })),
          'Learned',
        ),
      };
    case 'VendorDefaults':
      return {
        ...base,
        Source: 'VendorDefaults',
        Lines: numbered(
          [
            {
              ...emptyLine(0),
              Id: randomUUID(),
              GeneralLedger: chosen.Defaults.ledger,
              VatCode: chosen.Defaults.vatCode,
              VatScenario: chosen.Defaults.scenario,
              Description: chosen.Defaults.description,
              NetAmount: header.NetAmount,
              VatAmount: header.VatAmount,
            },
          ],
          'VendorDefaults',
        ),
      };
    default:
      return { ...base, Source: 'None', Lines: [] };
  }
}

/** Lines the e-invoice import stored and nobody has coded yet: an electronic template may still code them. */
export function onlyImportedLines(document: DocumentRowData, stored: readonly CodeInvoiceLine[]): boolean {
  return (
    document.isElectronic &&
    document.codedAt === null &&
    stored.every((line) => line.Source === '' && !line.GeneralLedger?.trim())
  );
}

/** The proposal of an electronic template for an e-invoice whose imported lines are not coded yet; else null. */
export async function electronicTemplateProposal(context: Context): Promise<LineProposal | null> {
  const lines = await electronicTemplateLines(context);
  if (lines.length === 0) return null;
  return {
    Source: 'ElectronicTemplate',
    Suggestion: null,
    PostingTemplateId: null,
    Lines: lines.map((line, index) =>
      allowedOnly(
        { ...line, LineNumber: index + 1, VatPercentage: context.vat(line.VatCode) ?? line.VatPercentage },
        context.company.fields,
      ),
    ),
  };
}

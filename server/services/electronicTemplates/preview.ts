import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  applyTemplate,
  documentSignOf,
  type ElectronicTemplateLine,
  type ElectronicTemplateRule,
  type TemplateApplication,
  templateInvoiceLinesOf,
} from '../../../domain/electronicTemplates/index';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { visibleDocuments } from '../../policies/document';
import { vatPercentagesOf } from '../coding/proposeLines';
import { requireVisibleDocument } from '../documents/access';
import { assertVisibleCompany } from '../masterdata/visibleCompany';
import type { Actor } from '../users/actor';
import { einvoiceOfDocument } from './einvoiceOfDocument';

/** An e-invoice a template can be tried on. */
export type TemplateSampleDocument = {
  Id: string;
  DocumentNumber: string;
  DocumentDate: string | null;
  RelationName: string;
  ImportDate: string;
};

export type TemplatePreview = TemplateApplication & { Document: TemplateSampleDocument | null };

/** What of a template (saved or as edited) a preview needs. */
export type PreviewTemplate = {
  CompanyId: string;
  DocumentType: string;
  RelationCode: string;
  RuleName: ElectronicTemplateRule;
  InvoiceDescription: string;
  TemplateLinesJson: ElectronicTemplateLine[];
};

const sampleColumns = {
  id: documents.id,
  documentNumber: documents.documentNumber,
  documentDate: documents.documentDate,
  relationName: documents.relationName,
  importDate: documents.importDate,
  isElectronic: documents.isElectronic,
  sourceDocumentId: documents.sourceDocumentId,
  companyId: documents.companyId,
};

const selectSamples = (tx: Tx, where: SQL | undefined, max: number) =>
  tx
    .select(sampleColumns)
    .from(documents)
    .where(where)
    .orderBy(desc(documents.importDate), desc(documents.id))
    .limit(max);
type SampleRow = Awaited<ReturnType<typeof selectSamples>>[number];

const presentSample = (row: SampleRow): TemplateSampleDocument => ({
  Id: row.id,
  DocumentNumber: row.documentNumber,
  DocumentDate: row.documentDate,
  RelationName: row.relationName,
  ImportDate: new Date(row.importDate).toISOString(),
});

/** The relation's most recent e-invoices of a company and type that the actor sees, newest first. */
export async function recentEInvoices(
  tx: Tx,
  actor: Actor,
  query: {
    companyId: string;
    documentType: 'PurchaseInvoice' | 'SalesInvoice';
    relationCode: string;
    max?: number;
  },
): Promise<SampleRow[]> {
  await assertVisibleCompany(tx, actor, query.companyId);
  if (query.relationCode.trim() === '') return [];
  return selectSamples(
    tx,
    and(
      visibleDocuments(actor, query.documentType),
      eq(documents.companyId, query.companyId),
      eq(documents.isElectronic, true),
      sql`${documents.relationCodeKey} = lower(${query.relationCode.trim()})`,
    ),
    query.max ?? 10,
  );
}

/** The recent e-invoices of a template's relation, for the screen's choice of preview document. */
export async function recentSampleDocuments(
  tx: Tx,
  actor: Actor,
  query: Parameters<typeof recentEInvoices>[2],
): Promise<TemplateSampleDocument[]> {
  return (await recentEInvoices(tx, actor, query)).map(presentSample);
}

/**
 * What a template (as edited, perhaps unsaved) makes of an e-invoice of its company: the chosen one, else the
 * relation's most recent; no lines when there is none.
 */
export async function previewElectronicTemplate(
  tx: Tx,
  store: BlobStore,
  actor: Actor,
  input: { Template: PreviewTemplate; DocumentId?: string },
): Promise<TemplatePreview> {
  const template = input.Template;
  await assertVisibleCompany(tx, actor, template.CompanyId);
  const sample = input.DocumentId
    ? await chosenDocument(tx, actor, input.DocumentId, template.CompanyId)
    : (
        await recentEInvoices(tx, actor, {
          companyId: template.CompanyId,
          documentType: template.DocumentType === 'SalesInvoice' ? 'SalesInvoice' : 'PurchaseInvoice',
          relationCode: template.RelationCode,
          max: 1,
        })
      )[0];
  const invoice = sample ? await einvoiceOfDocument(tx, store, sample) : null;
  if (!sample || !invoice)
    return { Document: sample ? presentSample(sample) : null, Lines: [], UnlinkedLines: [] };
  const vat = await vatPercentagesOf(tx, template.CompanyId);
  const application = applyTemplate(template, templateInvoiceLinesOf(invoice, documentSignOf(invoice)), {
    codeFor: vat.byPercentage,
    percentageOf: (code) => vat(code),
  });
  return { Document: presentSample(sample), ...application };
}

/** A document the actor sees (else 404), which must be an e-invoice of the template's company (else 400). */
async function chosenDocument(tx: Tx, actor: Actor, id: string, companyId: string): Promise<SampleRow> {
  await requireVisibleDocument(tx, actor, id);
  const [row] = await selectSamples(tx, eq(documents.id, id), 1);
  if (!row || row.companyId !== companyId || !row.isElectronic)
    throw badRequest('Electronic_Template_Not_An_EInvoice');
  return row;
}

import { and, eq, sql } from 'drizzle-orm';
import {
  applyTemplate,
  documentSignOf,
  electronicDocumentTypeOf,
  type TemplateApplication,
  type TemplateVatCodes,
  templateFor,
  templateInvoiceLinesOf,
} from '../../../domain/electronicTemplates/index';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { type documents, electronicTemplates } from '../../db/schema/index';
import { einvoiceOfDocument } from './einvoiceOfDocument';
import { usesElectronicTemplates } from './feature';
import { presentElectronicTemplate } from './present';

type DocumentRow = typeof documents.$inferSelect;

/**
 * What the Active electronic template of an e-invoice's company, document type and relation (and e-invoice kind)
 * makes of its lines; null when the customer does not use templates, no template applies or the e-invoice cannot
 * be read. Only a document with a template candidate pays for reading its original.
 */
export async function electronicTemplateApplication(
  tx: Tx,
  store: BlobStore,
  document: DocumentRow,
  vat: TemplateVatCodes,
): Promise<(TemplateApplication & { TemplateId: string }) | null> {
  if (!document.isElectronic || document.relationCode.trim() === '') return null;
  const rows = await tx
    .select()
    .from(electronicTemplates)
    .where(
      and(
        eq(electronicTemplates.companyId, document.companyId),
        eq(electronicTemplates.documentType, document.documentType),
        eq(electronicTemplates.status, 'Active'),
        sql`lower(${electronicTemplates.relationCode}) = lower(${document.relationCode.trim()})`,
      ),
    );
  if (rows.length === 0 || !(await usesElectronicTemplates(tx))) return null;
  const invoice = await einvoiceOfDocument(tx, store, document);
  if (!invoice) return null;
  const template = templateFor(
    rows.map((row) => presentElectronicTemplate(row)),
    {
      CompanyId: document.companyId,
      DocumentType: document.documentType,
      RelationCode: document.relationCode,
      ElectronicDocumentType: electronicDocumentTypeOf(invoice.Format),
    },
  );
  if (!template) return null;
  return {
    TemplateId: template.Id,
    ...applyTemplate(template, templateInvoiceLinesOf(invoice, documentSignOf(invoice)), vat),
  };
}

import { and, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import { DefaultPageRenderOptions, type PageRenderOptions } from '../../capture/pdf/index';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import { importEInvoiceFile } from './einvoice/importEInvoice';
import { ImportFileError } from './importError';
import { type ImportLimits, importLimitsFrom } from './limits';
import { type ImportInputFile, prepareFile } from './prepareFile';
import { type ImportContext, type ImportedDocument, type ImportTarget, storeImport } from './storeImport';

/** What import needs: the database, the blob store and optionally other limits or render settings. */
export type ImportDeps = {
  database: Database;
  blobs: BlobStore;
  limits?: ImportLimits;
  render?: PageRenderOptions;
};

/** One upload: the company and document type for all files, and the files. */
export type ImportRequest = ImportTarget & { files: ImportInputFile[] };

/** A refused file: its name and the message `Key%%params`. */
export type ImportFileFailure = { FileName: string; Message: string; key: string };

/** The outcome per upload: documents created and files refused. */
export type ImportResult = { Documents: ImportedDocument[]; Errors: ImportFileFailure[] };

/**
 * The company must exist; sales invoices need a company that UsesSalesInvoices and packing slips
 * one that UsesPackingSlips.
 */
async function checkTarget(database: Database, context: ImportContext, target: ImportTarget) {
  const [company] = await database.withTenant(context.tenantId, (tx) =>
    tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, target.companyId), eq(companies.isDeleted, false))),
  );
  if (!company) throw notFound('Company_Not_Found');
  const needs: Record<OverviewDocumentType, { allowed: boolean; key: string }> = {
    PurchaseInvoice: { allowed: true, key: '' },
    SalesInvoice: { allowed: company.usesSalesInvoices, key: 'Import_Company_Without_Sales_Invoices' },
    PackingSlip: { allowed: company.usesPackingSlips, key: 'Import_Company_Without_Packing_Slips' },
  };
  const rule = needs[target.documentType];
  if (!rule.allowed) throw badRequest(rule.key);
}

/**
 * Imports uploaded files: each accepted file becomes a source with its original, page images and
 * one document per file (per attachment for an e-mail) in status Imported. Files are handled one by
 * one; a refused file leaves nothing behind and does not stop the others.
 */
export async function importFiles(
  deps: ImportDeps,
  context: ImportContext,
  request: ImportRequest,
): Promise<ImportResult> {
  const limits = deps.limits ?? importLimitsFrom();
  if (request.files.length === 0) throw badRequest('Import_No_Files');
  if (request.files.length > limits.maxFiles) throw badRequest('Import_Too_Many_Files', [limits.maxFiles]);
  await checkTarget(deps.database, context, request);
  const result: ImportResult = { Documents: [], Errors: [] };
  for (const file of request.files) {
    try {
      const electronic = await importEInvoiceFile(deps, context, request, file);
      if (electronic) {
        result.Documents.push(...electronic);
        continue;
      }
      const prepared = await prepareFile(file, limits, deps.render ?? DefaultPageRenderOptions);
      result.Documents.push(...(await storeImport(deps, context, request, prepared)));
    } catch (error) {
      if (error instanceof AppError) throw error;
      const failure = error instanceof ImportFileError ? error : new ImportFileError('Import_Failed');
      result.Errors.push({ FileName: file.fileName, Message: failure.message, key: failure.key });
    }
  }
  return result;
}

import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { FALLBACK_FILE_NAME, receivedFileName } from '../../../domain/documentName/index';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { PageRenderOptions } from '../../capture/pdf/index';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import type { JobQueue } from '../../jobs/jobs';
import { importEInvoiceFile } from './einvoice/importEInvoice';
import { ImportFileError } from './importError';
import { type ImportLimits, importLimitsFrom, limitInMegabytes } from './limits';
import { type ImportInputFile, prepareFile } from './prepareFile';
import { renderPages } from './renderPages';
import { type ImportContext, type ImportedDocument, type ImportTarget, storeImport } from './storeImport';

/**
 * What import needs: the database, the blob store and optionally other limits or render settings.
 * With `jobs` the pages are rendered by the render-pages job; without, before importFiles returns.
 */
export type ImportDeps = {
  database: Database;
  blobs: BlobStore;
  limits?: ImportLimits;
  render?: PageRenderOptions;
  jobs?: JobQueue;
};

/** An uploaded file waiting on disk (streamed there by the upload), read only when its turn comes. */
export type ImportFileOnDisk = { fileName: string; path: string; size: number };

/** One upload: the company and document type for all files, and the files. */
export type ImportRequest = ImportTarget & { files: Array<ImportInputFile | ImportFileOnDisk> };

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

/** The file's bytes, read from disk only now: one file at a time is in memory. */
async function loadFile(input: ImportInputFile | ImportFileOnDisk, limits: ImportLimits) {
  const size = 'bytes' in input ? input.bytes.length : input.size;
  if (size > limits.maxFileBytes)
    throw new ImportFileError('Import_File_Too_Large', [limitInMegabytes(limits)]);
  return 'bytes' in input ? input : { fileName: input.fileName, bytes: await fs.readFile(input.path) };
}

/** Hands the new source documents to the render-pages job, or renders them now without a queue. */
async function renderLater(deps: ImportDeps, tenantId: string, sourceDocumentIds: string[]) {
  for (const sourceDocumentId of sourceDocumentIds) {
    const job = { tenantId, sourceDocumentId };
    // The import stands either way: pages that failed here are queued again by the render sweep.
    await (deps.jobs ? deps.jobs.send('render-pages', job) : renderPages(deps, job)).catch(() => undefined);
  }
}

/** Hands the new documents to the recognize-document job (e-invoices, already read, are skipped by the job). */
async function recognizeLater(deps: ImportDeps, tenantId: string, documents: ImportedDocument[]) {
  if (!deps.jobs) return;
  // The import stands either way: a document whose job was not queued is queued again by the requeue.
  for (const document of documents)
    await deps.jobs.send('recognize-document', { tenantId, documentId: document.Id }).catch(() => undefined);
}

/**
 * Imports uploaded files: each accepted file becomes a source with its original and one document
 * per file (per attachment for an e-mail) in status Imported; its pages are rendered after the rows
 * are committed. Files are handled one by one; a refused file leaves nothing behind and does not
 * stop the others.
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
  for (const sent of request.files) {
    const input = { ...sent, fileName: receivedFileName(sent.fileName, FALLBACK_FILE_NAME) };
    try {
      const file = await loadFile(input, limits);
      const stored =
        (await importEInvoiceFile({ ...deps, limits }, context, request, file)) ??
        (await storeImport(deps, context, request, await prepareFile(file, limits)));
      result.Documents.push(...stored.documents);
      await renderLater(deps, context.tenantId, stored.sourceDocumentIds);
      await recognizeLater(deps, context.tenantId, stored.documents);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const failure = error instanceof ImportFileError ? error : new ImportFileError('Import_Failed');
      result.Errors.push({ FileName: input.fileName, Message: failure.message, key: failure.key });
    }
  }
  return result;
}

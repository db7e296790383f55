import { and, asc, eq } from 'drizzle-orm';
import { documentNumberOf, pageLabelOf } from '../../../domain/intake/pageText';
import type { BlobStore } from '../../blobs/blobStore';
import { ImageReadError } from '../../capture/images/renderImage';
import type { AnalysedPage } from '../../capture/pages/openAnalysedPages';
import { type PageEngine, pagesInThisThread } from '../../capture/pages/pageEngine';
import {
  blankPage,
  DefaultPageRenderOptions,
  type PageRenderOptions,
  PdfReadError,
} from '../../capture/pdf/index';
import type { Database, Tx } from '../../db/client';
import { blobs, sourceFiles, sourcePages } from '../../db/schema/index';
import { ImportFileError } from '../import/importError';
import { importLimitsFrom } from '../import/limits';
import { pageFileOf } from './pageFile';

/**
 * What converting needs: the database, the blob store, optionally other render settings, and what draws the pages
 * (the server's page thread in the running server; this thread by default).
 */
export type ConvertDeps = {
  database: Database;
  blobs: BlobStore;
  render?: PageRenderOptions;
  pages?: PageEngine;
};

/** Why a file cannot be read, as the key the source overviews show. */
export function fileErrorOf(error: unknown): ImportFileError | null {
  if (error instanceof ImportFileError) return error;
  if (error instanceof PdfReadError)
    return new ImportFileError(
      error.reason === 'password' ? 'Import_Pdf_Password_Protected' : 'Import_Pdf_Corrupt',
    );
  if (error instanceof ImageReadError) return new ImportFileError('Import_Image_Corrupt');
  return null;
}

type FileRow = { id: string; kind: string; storageKey: string; pageCount: number };

const filesOf = (tx: Tx, sourceId: string) =>
  tx
    .select({
      id: sourceFiles.id,
      kind: sourceFiles.kind,
      storageKey: blobs.storageKey,
      pageCount: sourceFiles.pageCount,
    })
    .from(sourceFiles)
    .innerJoin(blobs, eq(blobs.id, sourceFiles.blobId))
    .where(eq(sourceFiles.sourceId, sourceId))
    .orderBy(asc(sourceFiles.position));

/** Creates the page rows a file lacks (positions after the earlier files' pages) and lists those not analysed. */
async function pendingPages(tx: Tx, tenantId: string, sourceId: string, file: FileRow, offset: number) {
  await tx.update(sourceFiles).set({ pageCount: file.pageCount }).where(eq(sourceFiles.id, file.id));
  const rows = Array.from({ length: file.pageCount }, (_, index) => ({
    tenantId,
    sourceId,
    sourceFileId: file.id,
    filePageNumber: index + 1,
    position: offset + index,
  }));
  if (rows.length) await tx.insert(sourcePages).values(rows).onConflictDoNothing();
  return tx
    .select({ id: sourcePages.id, filePageNumber: sourcePages.filePageNumber })
    .from(sourcePages)
    .where(and(eq(sourcePages.sourceFileId, file.id), eq(sourcePages.analysed, false)))
    .orderBy(asc(sourcePages.filePageNumber));
}

/** Stores one analysed page: its image blob and its row, together; a page stored meanwhile by another run wins. */
async function storePage(deps: ConvertDeps, tenantId: string, pageId: string, page: AnalysedPage) {
  const stored = await deps.blobs.put(tenantId, page.jpeg);
  await deps.database.withTenant(tenantId, async (tx) => {
    const [blob] = await tx
      .insert(blobs)
      .values({ tenantId, ...stored, contentType: 'image/jpeg' })
      .returning({ id: blobs.id });
    const updated = await tx
      .update(sourcePages)
      .set({
        blobId: blob.id,
        width: page.width,
        height: page.height,
        isBlank: page.isBlank,
        barcode: page.barcodes.join('\n'),
        pageLabel: pageLabelOf(page.text),
        documentNumber: documentNumberOf(page.text),
        text: page.text,
        analysed: true,
      })
      .where(and(eq(sourcePages.id, pageId), eq(sourcePages.analysed, false)))
      .returning({ id: sourcePages.id });
    if (updated.length === 0) await tx.delete(blobs).where(eq(blobs.id, blob.id));
  });
}

/**
 * Renders and analyses every page of a source not analysed yet, file by file, each page stored in
 * its own transaction: a rerun after a crash does only what is missing and duplicates nothing.
 * E-invoice files have no pages. An unreadable file throws ImportFileError.
 */
export async function convertPages(deps: ConvertDeps, tenantId: string, sourceId: string): Promise<void> {
  const options = deps.render ?? DefaultPageRenderOptions;
  const maxPages = importLimitsFrom().maxPages;
  const files = await deps.database.withTenant(tenantId, (tx) => filesOf(tx, sourceId));
  let offset = 0;
  for (const file of files) {
    const pageFile = await pageFileOf(file.kind, await deps.blobs.get(file.storageKey));
    if (!pageFile) {
      if (file.kind !== 'einvoice') throw new ImportFileError('Import_Unsupported_File_Type');
      continue;
    }
    const engine = deps.pages ?? pagesInThisThread;
    const pages = await engine
      .openAnalysedPages(pageFile.bytes, pageFile.type, options)
      .catch((error: unknown) => {
        throw fileErrorOf(error) ?? error;
      });
    try {
      if (offset + pages.pageCount > maxPages) throw new ImportFileError('Import_Too_Many_Pages', [maxPages]);
      const pending = await deps.database.withTenant(tenantId, (tx) =>
        pendingPages(tx, tenantId, sourceId, { ...file, pageCount: pages.pageCount }, offset),
      );
      for (const row of pending) {
        // A page the engine cannot draw fails the same way on every retry: it shows as a white page.
        const page = await pages.analyse(row.filePageNumber).catch(async (error: unknown) => {
          if (!fileErrorOf(error)) throw error;
          return { ...(await blankPage(options)), isBlank: false, barcodes: [], text: '' };
        });
        await storePage(deps, tenantId, row.id, page);
      }
      offset += pages.pageCount;
    } finally {
      await pages.close();
    }
  }
}

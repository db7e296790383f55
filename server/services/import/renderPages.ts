import { and, eq, sql } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore';
import { ImageReadError } from '../../capture/images/renderImage';
import type { PageEngine } from '../../capture/pages/pageEngine';
import {
  blankPage,
  DefaultPageRenderOptions,
  type PageRenderOptions,
  PdfReadError,
} from '../../capture/pdf/index';
import type { Database, Tx } from '../../db/client';
import { blobs, pageImages, sourceDocuments } from '../../db/schema/index';
import { type DocumentFileType, openPages } from './pageSource';
import { lockSourceDocument, turnFoundByRecognition } from './pageTurns';
import { sniffFileType } from './sniff';

/** The render-pages job: render the missing pages of one source document. */
export type RenderPagesJob = { tenantId: string; sourceDocumentId: string };

/**
 * What rendering needs: the database, the blob store, optionally other render settings, and what draws the pages
 * (the server's page thread in the running server; this thread by default).
 */
export type RenderDeps = {
  database: Database;
  blobs: BlobStore;
  render?: PageRenderOptions;
  pages?: PageEngine;
};

async function pendingPages(tx: Tx, sourceDocumentId: string) {
  const [row] = await tx
    .select({ pageCount: sourceDocuments.pageCount, storageKey: blobs.storageKey })
    .from(sourceDocuments)
    .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(sourceDocuments.id, sourceDocumentId));
  if (!row) return null;
  const rendered = await tx
    .select({ pageNumber: pageImages.pageNumber })
    .from(pageImages)
    .where(eq(pageImages.sourceDocumentId, sourceDocumentId));
  const done = new Set(rendered.map((page) => page.pageNumber));
  const missing = Array.from({ length: row.pageCount }, (_, i) => i + 1).filter((n) => !done.has(n));
  return { storageKey: row.storageKey, missing };
}

/**
 * Renders the pages of a source document that have no image yet, each stored (blob and page row) in
 * its own transaction so the document shows its pages as they become ready. Idempotent: a rerun after
 * a crash renders only what is missing, and a page rendered twice is kept once.
 */
export async function renderPages(deps: RenderDeps, job: RenderPagesJob): Promise<void> {
  const { tenantId, sourceDocumentId } = job;
  const pending = await deps.database.withTenant(tenantId, (tx) => pendingPages(tx, sourceDocumentId));
  if (!pending || pending.missing.length === 0) return;
  const bytes = await deps.blobs.get(pending.storageKey);
  const type = sniffFileType(bytes);
  if (!type || type === 'email')
    throw new Error(`source document ${sourceDocumentId} has no pages to render`);
  const options = deps.render ?? DefaultPageRenderOptions;
  const pages = await openPages(bytes, type satisfies DocumentFileType, options, deps.pages);
  try {
    for (const pageNumber of pending.missing) {
      // A page the engine cannot draw fails the same way on every retry: it shows as a blank page.
      const page = await pages.render(pageNumber).catch((error: unknown) => {
        if (error instanceof PdfReadError || error instanceof ImageReadError) return blankPage(options);
        throw error;
      });
      const stored = await deps.blobs.put(tenantId, page.jpeg);
      await deps.database.withTenant(tenantId, async (tx) => {
        await lockSourceDocument(tx, sourceDocumentId);
        const [blob] = await tx
          .insert(blobs)
          .values({ tenantId, ...stored, contentType: 'image/jpeg' })
          .returning({ id: blobs.id });
        const inserted = await tx
          .insert(pageImages)
          .values({
            tenantId,
            sourceDocumentId,
            pageNumber,
            blobId: blob.id,
            width: page.width,
            height: page.height,
            // Read (by OCR, found sideways or upside down) before it was rendered: shown upright all the same.
            rotation: await turnFoundByRecognition(tx, sourceDocumentId, pageNumber),
          })
          .onConflictDoNothing()
          .returning({ id: pageImages.id });
        // Another run rendered this page meanwhile: its row stays, this blob row goes.
        if (inserted.length === 0) await tx.delete(blobs).where(eq(blobs.id, blob.id));
      });
    }
  } finally {
    await pages.close();
  }
}

/** Source documents with fewer page images than pages (created before `createdBefore`), across tenants. */
export async function unrenderedSourceDocuments(
  database: Database,
  createdBefore: Date,
): Promise<RenderPagesJob[]> {
  return database.withService((tx) =>
    tx
      .select({ tenantId: sourceDocuments.tenantId, sourceDocumentId: sourceDocuments.id })
      .from(sourceDocuments)
      .where(
        and(
          sql`${sourceDocuments.createdAt} < ${createdBefore.toISOString()}`,
          sql`${sourceDocuments.pageCount} > (select count(*) from ${pageImages} where ${pageImages.sourceDocumentId} = ${sourceDocuments.id})`,
        ),
      ),
  );
}

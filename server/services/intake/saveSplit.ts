import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OriginalSourceType, OverviewDocumentType } from '../../../domain/documents/enums';
import type { SplitReason } from '../../../domain/intake/enums';
import type { SplitterSaveInput } from '../../../domain/intake/source';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database, Tx } from '../../db/client';
import {
  blobs,
  companies,
  pageImages,
  sourceDocuments,
  sourceFiles,
  sourcePages,
  sources,
} from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import type { JobQueue } from '../../jobs/jobs';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import { insertImportedDocument } from '../import/insertImportedDocument';
import { mayImport } from '../import/mayImport';
import { BlobWrites, type StoredBlob } from '../import/storeBlobs';
import type { Actor } from '../users/actor';
import { buildOriginals, normalisedRotation, type OriginalFile } from './buildOriginal';
import { assertNotHeldByOther, assertUnchanged, loadSource, type SourceScope } from './sourceAccess';
import { nextSourceId, type SplitterFilter } from './splitter';

type PageRow = typeof sourcePages.$inferSelect;
type SourceRow = typeof sources.$inferSelect;

/** The source as loaded for saving, with its pages by id and its files. */
type SavePlan = {
  source: SourceRow;
  pages: Map<string, PageRow>;
  files: Map<string, OriginalFile & { fileName: string }>;
};

/** Every page of the source not deleted before must be placed once: in a document or among the deleted. */
function checkPages(input: SplitterSaveInput, pages: Map<string, PageRow>): void {
  const placed = [
    ...input.SourceDocuments.flatMap((document) => document.Pages.map((page) => page.Id)),
    ...input.DeletedPageIds,
  ];
  const unique = new Set(placed);
  const foreign = placed.some((id) => !pages.has(id));
  const missing = [...pages.values()].some((page) => !page.isDeleted && !unique.has(page.id));
  if (unique.size !== placed.length || foreign || missing) throw badRequest('Splitter_Pages_Do_Not_Match');
}

/** The companies must be the customer's, open to the user for the document type, and use that type. */
async function checkCompanies(tx: Tx, actor: Actor, input: SplitterSaveInput): Promise<void> {
  const ids = [...new Set(input.SourceDocuments.map((document) => document.CompanyId))];
  const rows = await tx
    .select()
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.isDeleted, false)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const document of input.SourceDocuments) {
    const company = byId.get(document.CompanyId);
    if (!company) throw notFound('Company_Not_Found');
    if (!mayImport(actor, { companyId: company.id, documentType: document.DocumentType })) throw forbidden();
    if (document.DocumentType === 'SalesInvoice' && !company.usesSalesInvoices)
      throw badRequest('Import_Company_Without_Sales_Invoices');
    if (document.DocumentType === 'PackingSlip' && !company.usesPackingSlips)
      throw badRequest('Import_Company_Without_Packing_Slips');
  }
}

/** 409 when the source no longer waits in the splitter (saved, deleted or still processing). */
function checkWaiting(source: SourceRow): void {
  if (source.isDeleted || source.status !== 'Classified' || source.statusInWorkflow !== 'Classifying')
    throw new AppError(409, 'Document_Is_Updated_By_Other_User');
}

async function loadPlan(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  input: SplitterSaveInput,
): Promise<SavePlan> {
  const source = await loadSource(tx, scope, input.Id);
  await assertNotHeldByOther(tx, source, actor);
  assertUnchanged(source, input.LastUpdate);
  checkWaiting(source);
  const pageRows = await tx.select().from(sourcePages).where(eq(sourcePages.sourceId, source.id));
  const pages = new Map(pageRows.map((page) => [page.id, page]));
  checkPages(input, pages);
  await checkCompanies(tx, actor, input);
  const fileRows = await tx
    .select({
      id: sourceFiles.id,
      kind: sourceFiles.kind,
      fileName: sourceFiles.fileName,
      storageKey: blobs.storageKey,
    })
    .from(sourceFiles)
    .innerJoin(blobs, eq(blobs.id, sourceFiles.blobId))
    .where(eq(sourceFiles.sourceId, source.id))
    .orderBy(asc(sourceFiles.position));
  return { source, pages, files: new Map(fileRows.map((file) => [file.id, file])) };
}

async function pageImageKeys(tx: Tx, pages: PageRow[]): Promise<Map<string, string>> {
  const ids = pages.map((page) => page.blobId).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: blobs.id, storageKey: blobs.storageKey })
    .from(blobs)
    .where(inArray(blobs.id, ids));
  return new Map(rows.map((row) => [row.id, row.storageKey]));
}

type Saved = { DocumentIds: string[] };

/** Writes the documents, their pages and originals, and the source's new state, in the caller's transaction. */
async function writeSplit(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  input: SplitterSaveInput,
  plan: SavePlan,
  originals: StoredBlob[],
): Promise<Saved> {
  const { tenantId, userId } = actor;
  // Checked again under the row lock: someone may have saved while the originals were built.
  const source = await loadSource(tx, scope, input.Id, true);
  await assertNotHeldByOther(tx, source, actor);
  assertUnchanged(source, input.LastUpdate);
  checkWaiting(source);
  const now = new Date().toISOString();
  const documentIds: string[] = [];
  for (const [index, document] of input.SourceDocuments.entries()) {
    const [blob] = await tx
      .insert(blobs)
      .values({ tenantId, ...originals[index] })
      .returning({ id: blobs.id });
    const [sourceDocument] = await tx
      .insert(sourceDocuments)
      .values({
        tenantId,
        sourceId: source.id,
        originalBlobId: blob.id,
        originalFileName: `${source.sourceNumber}-${index + 1}.pdf`,
        pageCount: document.Pages.length,
      })
      .returning({ id: sourceDocuments.id });
    for (const [position, pageRef] of document.Pages.entries()) {
      const page = plan.pages.get(pageRef.Id) as PageRow;
      const rotation = normalisedRotation(pageRef.Rotation);
      if (page.blobId)
        await tx.insert(pageImages).values({
          tenantId,
          sourceDocumentId: sourceDocument.id,
          pageNumber: position + 1,
          blobId: page.blobId,
          width: page.width,
          height: page.height,
          rotation,
        });
      const reason: SplitReason = position === 0 ? ((page.splitReason || 'User') as SplitReason) : '';
      await tx
        .update(sourcePages)
        .set({ documentIndex: index, isDeleted: false, rotation, splitReason: reason })
        .where(eq(sourcePages.id, page.id));
    }
    const documentId = await insertImportedDocument(tx, {
      tenantId,
      userId,
      documentType: document.DocumentType,
      companyId: document.CompanyId,
      sourceDocumentId: sourceDocument.id,
      sourceType: source.originalType as OriginalSourceType,
      remark: `${source.sourceNumber}`,
      changes: {
        SourceNumber: source.sourceNumber,
        DocumentType: document.DocumentType,
        Pages: document.Pages.length,
      },
    });
    documentIds.push(documentId);
  }
  if (input.DeletedPageIds.length)
    await tx
      .update(sourcePages)
      .set({ isDeleted: true, splitReason: '' })
      .where(inArray(sourcePages.id, input.DeletedPageIds));
  await tx
    .update(sources)
    .set({
      statusInWorkflow: 'Validating',
      splitDocuments: input.SourceDocuments.map((document) => ({
        DocumentType: document.DocumentType as OverviewDocumentType,
        CompanyId: document.CompanyId,
      })),
      isBlocked: false,
      currentUserId: null,
      blockedAt: null,
      updatedAt: now,
      dateStatus: now,
    })
    .where(eq(sources.id, source.id));
  await audit(tx, {
    tenantId,
    userId,
    entity: 'Source',
    entityId: source.id,
    action: 'update',
    changes: {
      StatusInWorkflow: 'Validating',
      DocumentIds: documentIds,
      DeletedPages: input.DeletedPageIds.length,
    },
  });
  await publishLiveEvent(tx, tenantId, {
    Event: 'SourceUpdated',
    SourceId: source.id,
    CompanyId: source.companyId ?? undefined,
    ByUserId: userId,
  });
  return { DocumentIds: documentIds };
}

/**
 * PUT /Splitter: makes documents of a source as the user split it. The original PDF of every
 * document is built and stored first; then documents (Imported, ready for verify), their source
 * documents, page images (the rendered pages, no re-render) and the source's new state are written
 * in ONE transaction. A failure leaves nothing behind. Answers the next source to open.
 */
export async function saveSplit(
  deps: { database: Database; blobs: BlobStore; jobs?: JobQueue },
  actor: Actor,
  scope: SourceScope,
  input: SplitterSaveInput,
  filter: SplitterFilter,
): Promise<Saved & { NextId: string | null }> {
  const { database } = deps;
  const { plan, imageKeys } = await database.withTenant(actor.tenantId, async (tx) => {
    const loaded = await loadPlan(tx, actor, scope, input);
    return { plan: loaded, imageKeys: await pageImageKeys(tx, [...loaded.pages.values()]) };
  });
  const writes = new BlobWrites(deps.blobs, actor.tenantId);
  let saved: Saved & { NextId: string | null };
  try {
    const pdfs = await buildOriginals(
      deps.blobs,
      plan.files,
      input.SourceDocuments.map((document) =>
        document.Pages.map((pageRef) => {
          const page = plan.pages.get(pageRef.Id) as PageRow;
          return {
            sourceFileId: page.sourceFileId,
            filePageNumber: page.filePageNumber,
            rotation: pageRef.Rotation,
            imageKey: page.blobId ? (imageKeys.get(page.blobId) ?? null) : null,
          };
        }),
      ),
    );
    const originals: StoredBlob[] = [];
    for (const pdf of pdfs) originals.push(await writes.put(pdf, 'application/pdf'));
    saved = await database.withTenant(actor.tenantId, async (tx) => {
      const written = await writeSplit(tx, actor, scope, input, plan, originals);
      return { ...written, NextId: await nextSourceId(tx, actor, scope, filter, input.Id) };
    });
  } catch (error) {
    await writes.undo(database);
    throw error;
  }
  // Committed: the new documents are read by recognition; a lost send is made good by the requeue.
  for (const documentId of saved.DocumentIds)
    await deps.jobs
      ?.send('recognize-document', { tenantId: actor.tenantId, documentId })
      .catch(() => undefined);
  return saved;
}

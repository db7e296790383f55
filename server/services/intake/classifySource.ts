import { and, asc, eq } from 'drizzle-orm';
import { companyNamedIn } from '../../../domain/intake/pageText';
import { documentCountOf, proposeSplit } from '../../../domain/intake/split';
import type { Tx } from '../../db/client';
import { companies, sourceFiles, sourcePages, sources } from '../../db/schema/index';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';

/** Text read from the first pages is enough to find the buyer. */
const ClassificationPages = 3;

/**
 * The company of a source: the one it was sent to (mailbox, scan folder, upload), else the buyer
 * named on its first pages, else the customer's only company, else none (the splitter user chooses).
 */
async function companyOf(
  tx: Tx,
  source: { companyId: string | null },
  texts: string[],
): Promise<string | null> {
  if (source.companyId) return source.companyId;
  const candidates = await tx
    .select({
      id: companies.id,
      name: companies.name,
      vatNumber: companies.vatNumber,
      chamberOfCommerceNumber: companies.chamberOfCommerceNumber,
    })
    .from(companies)
    .where(eq(companies.isDeleted, false));
  const named = companyNamedIn(texts.slice(0, ClassificationPages).join('\n'), candidates);
  if (named) return named;
  return candidates.length === 1 ? candidates[0].id : null;
}

/**
 * Classifies a converted source and proposes its split: every page gets its document, split reason
 * and deleted flag, every proposed document its type and company; the source becomes Classified and
 * waits in the splitter. Runs in the caller's transaction.
 */
export async function classifySource(tx: Tx, tenantId: string, sourceId: string): Promise<void> {
  const [source] = await tx.select().from(sources).where(eq(sources.id, sourceId)).for('update');
  if (source?.status !== 'Converted') return;
  const pages = await tx
    .select({
      id: sourcePages.id,
      fileIndex: sourceFiles.position,
      isBlank: sourcePages.isBlank,
      barcode: sourcePages.barcode,
      pageLabel: sourcePages.pageLabel,
      documentNumber: sourcePages.documentNumber,
      text: sourcePages.text,
    })
    .from(sourcePages)
    .innerJoin(sourceFiles, eq(sourceFiles.id, sourcePages.sourceFileId))
    .where(eq(sourcePages.sourceId, sourceId))
    .orderBy(asc(sourcePages.position));
  const companyId = await companyOf(
    tx,
    source,
    pages.map((page) => page.text),
  );
  const splits = proposeSplit(pages);
  for (const [index, split] of splits.entries())
    await tx.update(sourcePages).set(split).where(eq(sourcePages.id, pages[index].id));
  const documentCount = documentCountOf(splits);
  const splitDocuments = Array.from({ length: documentCount }, () => ({
    DocumentType: source.documentType,
    CompanyId: companyId,
  }));
  await tx
    .update(sources)
    .set({
      status: 'Classified',
      statusInWorkflow: 'Classifying',
      companyId,
      splitDocuments,
      dateStatus: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(sources.id, sourceId), eq(sources.status, 'Converted')));
  await audit(tx, {
    tenantId,
    userId: null,
    entity: 'Source',
    entityId: sourceId,
    action: 'update',
    changes: { Status: 'Classified', CompanyId: companyId, Documents: documentCount, Pages: pages.length },
  });
  await publishLiveEvent(tx, tenantId, {
    Event: 'SourceUpdated',
    SourceId: sourceId,
    CompanyId: companyId ?? undefined,
  });
}

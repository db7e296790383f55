import { and, arrayOverlaps, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type LinkedDocument,
  MaximumPackingSlipLinkCandidates,
  type PackingSlipLinkCandidate,
  packingSlipNumbersOf,
} from '../../../domain/documents/links';
import type { Tx } from '../../db/client';
import { documentLinks, documents } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { visibleDocuments } from '../../policies/document';
import { presentLinkCandidate, presentLinkedDocument } from '../../presenters/documentLink';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { requireVisibleDocument } from './access';
import { keyPrefix } from './filterConditions';

/** A purchase invoice and one of its (would-be) packing slips. */
export type PackingSlipLink = { InvoiceId: string; PackingSlipId: string };

type DocumentColumns = typeof documents.$inferSelect;
/** The columns the links decide: an invoice's packing slip numbers, and on both sides the number of links. */
type LinkColumns = Partial<Pick<DocumentColumns, 'packingSlipNumbers' | 'linkedDocumentCount'>>;

const linkedColumns = {
  id: documents.id,
  documentType: documents.documentType,
  documentNumber: documents.documentNumber,
  documentDate: documents.documentDate,
  relationName: documents.relationName,
  purchaseOrderNumbers: documents.purchaseOrderNumbers,
};

// As writeAction: last_update moves on by at least a millisecond, so a client's copy is stale.
const bumpedLastUpdate = sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`;

/** Both documents of a link, each visible to the actor as its type (else Document_Not_Found). */
async function requireLinkDocuments(tx: Tx, actor: Actor, link: PackingSlipLink) {
  const invoice = (await requireVisibleDocument(tx, actor, link.InvoiceId, 'PurchaseInvoice')).document;
  const slip = (await requireVisibleDocument(tx, actor, link.PackingSlipId, 'PackingSlip')).document;
  return { invoice, slip };
}

/**
 * Locks both documents (in id order, so two links never wait on each other) and answers their link
 * columns as they are now: concurrent links of one invoice or slip then count one after the other.
 */
async function lockLinkColumns(tx: Tx, ids: string[]) {
  const rows = await tx
    .select({
      id: documents.id,
      packingSlipNumbers: documents.packingSlipNumbers,
      linkedDocumentCount: documents.linkedDocumentCount,
    })
    .from(documents)
    .where(inArray(documents.id, ids))
    .orderBy(asc(documents.id))
    .for('update');
  return new Map(rows.map(({ id, ...columns }) => [id, columns]));
}

/**
 * Recomputes what the links decide after one was made or removed — the invoice's PackingSlipNumbers and both
 * documents' LinkedDocumentCount — moves both last_updates on, and writes an audit row per document.
 */
async function recountLinks(
  tx: Tx,
  actor: Actor,
  { invoice, slip }: { invoice: DocumentColumns; slip: DocumentColumns },
  action: 'LinkPackingSlipToInvoice' | 'UnlinkPackingSlipFromInvoice',
): Promise<void> {
  const before = await lockLinkColumns(tx, [invoice.id, slip.id]);
  const numbers = await tx
    .select({ number: documents.documentNumber })
    .from(documentLinks)
    .innerJoin(documents, eq(documents.id, documentLinks.packingSlipId))
    .where(eq(documentLinks.invoiceId, invoice.id));
  const [slipLinks] = await tx
    .select({ value: count() })
    .from(documentLinks)
    .where(eq(documentLinks.packingSlipId, slip.id));
  const after: Array<[string, LinkColumns]> = [
    [
      invoice.id,
      {
        packingSlipNumbers: packingSlipNumbersOf(numbers.map((row) => row.number)),
        linkedDocumentCount: numbers.length,
      },
    ],
    [slip.id, { linkedDocumentCount: Number(slipLinks.value) }],
  ];
  for (const [id, columns] of after) {
    await tx
      .update(documents)
      .set({ ...columns, lastUpdate: bumpedLastUpdate })
      .where(eq(documents.id, id));
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'Document',
      entityId: id,
      action: 'update',
      changes: {
        Action: action,
        InvoiceId: invoice.id,
        PackingSlipId: slip.id,
        ...changedFields(before.get(id) ?? {}, columns),
      },
    });
    await publishLiveEvent(tx, actor.tenantId, {
      Event: 'DocumentUpdated',
      DocumentId: id,
      CompanyId: invoice.companyId,
      ByUserId: actor.userId,
    });
  }
}

/** Answers a document's links in order of document date: an invoice's packing slips, a packing slip's invoices. */
async function linkedDocumentsOf(tx: Tx, actor: Actor, document: DocumentColumns): Promise<LinkedDocument[]> {
  const side =
    document.documentType === 'PurchaseInvoice'
      ? { own: documentLinks.invoiceId, other: documentLinks.packingSlipId, type: 'PackingSlip' as const }
      : document.documentType === 'PackingSlip'
        ? {
            own: documentLinks.packingSlipId,
            other: documentLinks.invoiceId,
            type: 'PurchaseInvoice' as const,
          }
        : null;
  if (!side) return [];
  const rows = await tx
    .select({ ...linkedColumns, linkedAt: documentLinks.linkedAt })
    .from(documentLinks)
    .innerJoin(documents, eq(documents.id, side.other))
    // A linked document the actor may not see is not revealed.
    .where(and(eq(side.own, document.id), visibleDocuments(actor, side.type)))
    .orderBy(sql`${documents.documentDate} asc nulls last`, asc(documents.documentNumber), asc(documents.id));
  return rows.map(presentLinkedDocument);
}

/** The linked documents of a document the actor may see (any type). */
export async function getLinkedDocuments(tx: Tx, actor: Actor, id: string): Promise<LinkedDocument[]> {
  const { document } = await requireVisibleDocument(tx, actor, id);
  return linkedDocumentsOf(tx, actor, document);
}

/**
 * Links a packing slip to a purchase invoice of the same company; linking again changes nothing. Answers the
 * invoice's linked documents.
 */
export async function linkPackingSlipToInvoice(
  tx: Tx,
  actor: Actor,
  link: PackingSlipLink,
): Promise<LinkedDocument[]> {
  const pair = await requireLinkDocuments(tx, actor, link);
  if (pair.invoice.companyId !== pair.slip.companyId) throw badRequest('Packing_Slip_Other_Company');
  const [created] = await tx
    .insert(documentLinks)
    .values({
      tenantId: actor.tenantId,
      invoiceId: pair.invoice.id,
      packingSlipId: pair.slip.id,
      linkedBy: actor.userId,
    })
    .onConflictDoNothing({ target: [documentLinks.invoiceId, documentLinks.packingSlipId] })
    .returning({ id: documentLinks.id });
  if (created) await recountLinks(tx, actor, pair, 'LinkPackingSlipToInvoice');
  return linkedDocumentsOf(tx, actor, pair.invoice);
}

/** Removes a packing slip's link to a purchase invoice (Document_Link_Not_Found when there is none). */
export async function unlinkPackingSlipFromInvoice(
  tx: Tx,
  actor: Actor,
  link: PackingSlipLink,
): Promise<LinkedDocument[]> {
  const pair = await requireLinkDocuments(tx, actor, link);
  const [removed] = await tx
    .delete(documentLinks)
    .where(and(eq(documentLinks.invoiceId, pair.invoice.id), eq(documentLinks.packingSlipId, pair.slip.id)))
    .returning({ id: documentLinks.id });
  if (!removed) throw notFound('Document_Link_Not_Found');
  await recountLinks(tx, actor, pair, 'UnlinkPackingSlipFromInvoice');
  return linkedDocumentsOf(tx, actor, pair.invoice);
}

/**
 * Packing slips of the invoice's company the actor may see and the invoice has not linked yet: first those
 * sharing a purchase order with it, then those of its relation, then the others, newest first within each;
 * `search` narrows them to a document number or relation name starting with it.
 */
export async function packingSlipLinkCandidates(
  tx: Tx,
  actor: Actor,
  invoiceId: string,
  search?: string,
): Promise<PackingSlipLinkCandidate[]> {
  const { document: invoice } = await requireVisibleDocument(tx, actor, invoiceId, 'PurchaseInvoice');
  const sharesOrder: SQL =
    invoice.purchaseOrderNumbers.length > 0
      ? arrayOverlaps(documents.purchaseOrderNumbers, invoice.purchaseOrderNumbers)
      : sql`false`;
  const sameRelation: SQL = invoice.relationCode
    ? sql`${documents.relationCodeKey} = ${invoice.relationCode.toLowerCase()}`
    : sql`false`;
  const rows = await tx
    .select(linkedColumns)
    .from(documents)
    .where(
      and(
        visibleDocuments(actor, 'PackingSlip'),
        eq(documents.companyId, invoice.companyId),
        sql`not exists (select 1 from ${documentLinks} where ${documentLinks.invoiceId} = ${invoice.id} and ${documentLinks.packingSlipId} = ${documents.id})`,
        search
          ? or(keyPrefix(documents.documentNumberKey, search), keyPrefix(documents.relationNameKey, search))
          : undefined,
      ),
    )
    .orderBy(
      sql`case when ${sharesOrder} then 0 when ${sameRelation} then 1 else 2 end`,
      sql`${documents.documentDate} desc nulls last`,
      asc(documents.id),
    )
    .limit(MaximumPackingSlipLinkCandidates);
  return rows.map(presentLinkCandidate);
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type DocumentEventFacts, documentEventsOf } from '../../../domain/api/documentEvents';
import type { WebhookEvent } from '../../../domain/api/webhooks';
import type { Tx } from '../../db/client';
import { documents, webhookDeliveries, webhooks } from '../../db/schema/index';

type DocumentColumns = typeof documents.$inferSelect;

/** What a receiver is told about the document: enough to act on without calling back for the usual cases. */
export function eventPayload(
  deliveryId: string,
  event: WebhookEvent,
  before: DocumentEventFacts,
  after: DocumentColumns,
  occurredAt: string,
) {
  return {
    Id: deliveryId,
    Event: event,
    OccurredAt: occurredAt,
    Document: {
      Id: after.id,
      CompanyId: after.companyId,
      DocumentType: after.documentType,
      DocumentNumber: after.documentNumber,
      RelationCode: after.relationCode,
      GrossAmount: after.grossAmount,
      Currency: after.currency,
      Status: after.status,
      PreviousStatus: before.status,
      IsWaitingForErp: after.isWaitingForErp,
      IsInErp: after.isInErp,
      IsPosted: after.isPosted,
      IsPaid: after.isPaid,
      LedgerEntryNumber: after.ledgerEntryNumber,
      LinkToErpInvoice: after.linkToErpInvoice,
    },
  };
}

type DocumentBefore = DocumentEventFacts & { id: string };

/**
 * The customer's listening webhooks, read once, and a function that writes, in the caller's transaction, a Pending
 * delivery per event a write of a document raised and per webhook that listens to it: they go out only if the
 * change commits. It compares the document as it was before the write with the row as it is now, so it sees
 * whatever the write changed. For a caller that writes many documents (a payment batch) one look-up serves all; a
 * customer without webhooks costs that one indexed query and nothing per document. The deliveries are sent by the
 * 'deliver-webhook' job (its sweep runs every minute; a caller that can send after commit may queue them at once).
 */
export async function documentEventEmitter(
  tx: Tx,
  tenantId: string,
): Promise<(before: DocumentBefore) => Promise<string[]>> {
  const listening = await tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.tenantId, tenantId), eq(webhooks.isActive, true)));
  if (listening.length === 0) return async () => [];
  return async (before) => {
    const [after] = await tx.select().from(documents).where(eq(documents.id, before.id));
    if (!after) return [];
    const events = documentEventsOf(before, after);
    const occurredAt = new Date().toISOString();
    const rows = events.flatMap((event) =>
      listening
        .filter((hook) => hook.events.includes(event))
        .map((hook) => {
          const id = randomUUID();
          return {
            id,
            tenantId,
            webhookId: hook.id,
            event,
            payload: eventPayload(id, event, before, after, occurredAt),
            nextAttemptAt: occurredAt,
          };
        }),
    );
    if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
    return rows.map((row) => row.id);
  };
}

/** The deliveries one write of one document raised (documentEventEmitter, for a single document). */
export async function emitDocumentEvents(
  tx: Tx,
  tenantId: string,
  before: DocumentBefore,
): Promise<string[]> {
  return (await documentEventEmitter(tx, tenantId))(before);
}

import { ErpError } from '../../../../integrations/erp/types';
import { sendWebhookDeliveries } from '../../../webhooks/deliver';
import { emitDocumentEvents } from '../../../webhooks/emit';
import { postingDraftOf, withOriginal } from '../../posting/documentPosting';
import {
  completeErpPosting,
  documentForPosting,
  expectsPosting,
  failErpPosting,
  markWaitingForErp,
} from '../../posting/postingOutcome';
import type { ErpActionHandler, ErpActionRow, Tx } from '../types';

function documentIdOf(action: ErpActionRow): string {
  if (!action.documentId) throw new ErpError('Rejected', 'Document_Not_Found');
  return action.documentId;
}

/**
 * PostDocument: books a document the workflow's Post queued (server/services/workflow/postThroughErp.ts) in the
 * company's ERP — header, coding lines, VAT and the original attached — under the document's posting key, then
 * completes the post in Ledgerline (postingOutcome.ts). Nothing books twice: a document Ledgerline already knows
 * as booked is not sent again, and the adapter finds what an earlier attempt booked by the key (a crash between
 * the ERP's answer and the commit, a second action for the same document). A document that cannot be posted as
 * it is fails at once with the reason; an unreachable ERP is retried by the runner. Listening webhooks hear of
 * each change (waiting again on a retry, posted) as they do of a post made in Ledgerline.
 */
export const postDocument: ErpActionHandler = async ({ deps, action, client }) => {
  const documentId = documentIdOf(action);
  const prepared = await deps.database.withTenant(action.tenantId, async (tx) => {
    const document = await documentForPosting(tx, documentId);
    if (!document) throw new ErpError('Rejected', 'Document_Not_Found');
    if (document.isInErp) return { done: true as const, document, deliveries: [] };
    if (!expectsPosting(document)) throw new ErpError('Rejected', 'Erp_Posting_Not_Waiting');
    // A retried failure waits for the ERP again: no workflow action (a second Post) runs beside it.
    if (!document.isWaitingForErp) await markWaitingForErp(tx, document.id);
    const deliveries = await emitDocumentEvents(tx, action.tenantId, document);
    return { done: false as const, document, deliveries, draft: await postingDraftOf(tx, document) };
  });
  await sendWebhookDeliveries(deps.jobs, action.tenantId, prepared.deliveries);
  if (prepared.done) return { AlreadyPosted: true, LedgerEntryNumber: prepared.document.ledgerEntryNumber };
  if (!prepared.draft.ok) throw new ErpError('Rejected', prepared.draft.message);
  const posting = await withOriginal(deps.blobs, prepared.draft, documentId);
  const booking = await client.postInvoice(posting);
  const { ledgerEntryNumber, deliveries } = await deps.database.withTenant(action.tenantId, async (tx) => {
    const document = await documentForPosting(tx, documentId);
    if (!document) throw new ErpError('Rejected', 'Document_Not_Found');
    if (document.isInErp) return { ledgerEntryNumber: document.ledgerEntryNumber, deliveries: [] };
    const input = action.input as { FromStatus?: unknown; Remark?: unknown };
    const completed = await completeErpPosting(tx, document, booking, {
      performedBy: action.createdBy,
      fromStatus: typeof input.FromStatus === 'string' ? input.FromStatus : undefined,
      remark: typeof input.Remark === 'string' ? input.Remark : '',
    });
    // Webhooks hear of the post as they do of one made in Ledgerline or confirmed by a connector.
    return {
      ledgerEntryNumber: completed,
      deliveries: await emitDocumentEvents(tx, action.tenantId, document),
    };
  });
  await sendWebhookDeliveries(deps.jobs, action.tenantId, deliveries);
  return {
    LedgerEntryNumber: ledgerEntryNumber,
    ErpInvoiceNumber: booking.ErpInvoiceNumber,
    ErpInvoiceId: booking.ErpInvoiceId,
    LinkToErpInvoice: booking.LinkToErpInvoice,
    WasPostedBefore: booking.WasPostedBefore,
    HasAttachment: posting.Attachment !== null,
  };
};

/**
 * When the posting finally fails (refused, out of attempts, or interrupted): the document goes to Error with the
 * message, and listening webhooks hear of it.
 */
export async function postDocumentFailed(tx: Tx, action: ErpActionRow, message: string): Promise<void> {
  if (!action.documentId) return;
  const document = await documentForPosting(tx, action.documentId);
  if (!document || !expectsPosting(document)) return;
  await failErpPosting(tx, document, message);
  // Sent by the webhook sweep: a failure hook has no queue to hand them to after its commit.
  await emitDocumentEvents(tx, action.tenantId, document);
}

import type { WebhookEvent } from './webhooks';

/** The document facts whose changes are webhook events. */
export type DocumentEventFacts = {
  status: string;
  isWaitingForErp: boolean;
  isPosted: boolean;
  isInErp: boolean;
  isPaid: boolean;
};

/**
 * The events one write of a document raised, comparing it before and after: a new status, starting to wait for
 * the ERP, being posted (in the workflow or in the ERP, one event per write), being paid.
 */
export function documentEventsOf(before: DocumentEventFacts, after: DocumentEventFacts): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  if (before.status !== after.status) events.push('document.status_changed');
  if (!before.isWaitingForErp && after.isWaitingForErp) events.push('document.waiting_for_erp');
  if ((!before.isPosted && after.isPosted) || (!before.isInErp && after.isInErp))
    events.push('document.posted');
  if (!before.isPaid && after.isPaid) events.push('document.paid');
  return events;
}

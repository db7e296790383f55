import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { ErpAdapter } from '../../../../../domain/entities/enums';
import { featureSetFor } from '../../../../../domain/erp/registry';
import type { Database } from '../../../../db/client';
import { documentErpPostings, documentHistory, documents, erpActions } from '../../../../db/schema/index';
import type { ErpPaymentStatus } from '../../../../integrations/erp/types';
import type { JobQueue } from '../../../../jobs/jobs';
import { audit } from '../../../audit/audit';
import { sendWebhookDeliveries } from '../../../webhooks/deliver';
import { emitDocumentEvents } from '../../../webhooks/emit';
import { createErpAction, sendErpAction } from '../queueErpAction';
import type { ErpActionHandler, ErpActionRow, Tx } from '../types';

/** Invoices asked about in one call to the ERP. */
export const PaymentStatusBatchSize = 100;

type Booked = { documentId: string; erpInvoiceId: string };

/** The next batch of the company's booked, unpaid documents the ERP knows by an invoice id, after `after`. */
function bookedUnpaid(tx: Tx, action: ErpActionRow, after: string | null): Promise<Booked[]> {
  return tx
    .select({ documentId: documents.id, erpInvoiceId: documentErpPostings.erpInvoiceId })
    .from(documentErpPostings)
    .innerJoin(documents, eq(documents.id, documentErpPostings.documentId))
    .where(
      and(
        eq(documents.companyId, action.companyId),
        eq(documents.isInErp, true),
        eq(documents.isPaid, false),
        ne(documentErpPostings.erpInvoiceId, ''),
        after ? gt(documents.id, after) : undefined,
      ),
    )
    .orderBy(asc(documents.id))
    .limit(PaymentStatusBatchSize);
}

const isoDateOf = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * Marks the documents the ERP says are paid: IsPaid with its payment date, a history entry, an audit row and the
 * webhook deliveries of document.paid (as a connector's payment states raise). Answers the deliveries' ids.
 */
async function markPaid(
  tx: Tx,
  action: ErpActionRow,
  paid: Array<Booked & { paidOn: string | null }>,
): Promise<string[]> {
  const now = new Date().toISOString();
  const deliveries: string[] = [];
  for (const one of paid) {
    const [updated] = await tx
      .update(documents)
      .set({
        isPaid: true,
        paymentDate: one.paidOn ?? sql`${documents.paymentDate}`,
        lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
      })
      .where(and(eq(documents.id, one.documentId), eq(documents.isPaid, false)))
      .returning({
        id: documents.id,
        status: documents.status,
        isWaitingForErp: documents.isWaitingForErp,
        isPosted: documents.isPosted,
        isInErp: documents.isInErp,
      });
    await tx
      .update(documentErpPostings)
      .set({ isPaid: true, paidOn: one.paidOn, updatedAt: now })
      .where(eq(documentErpPostings.documentId, one.documentId));
    // Marked paid by hand meanwhile: the row above is all that changes.
    if (!updated) continue;
    await tx.insert(documentHistory).values({
      tenantId: action.tenantId,
      documentId: one.documentId,
      userId: null,
      action: 'MarkPaid',
      status: updated.status,
      remark: '',
    });
    await audit(tx, {
      tenantId: action.tenantId,
      userId: null,
      entity: 'Document',
      entityId: one.documentId,
      action: 'update',
      changes: {
        Action: 'MarkPaid',
        IsPaid: { from: false, to: true },
        PaidOn: one.paidOn,
        ErpActionId: action.id,
      },
    });
    // Only IsPaid changed (and was false, or the row would not have been updated).
    deliveries.push(...(await emitDocumentEvents(tx, action.tenantId, { ...updated, isPaid: false })));
  }
  return deliveries;
}

/**
 * Records what the ERP says is paid of invoices it does not call paid yet: AmountPaid becomes the gross amount less
 * the ERP's open amount — only when that is between nothing and all (an adapter without open amounts says 0), and
 * never lower than what Ledgerline recorded itself (a batch payment the ERP has not booked yet). IsPaid stays.
 */
async function recordPartPaid(
  tx: Tx,
  action: ErpActionRow,
  partPaid: Array<Booked & { openAmount: number }>,
): Promise<void> {
  for (const one of partPaid) {
    const open = sql`${Math.abs(one.openAmount)}::numeric`;
    const [updated] = await tx
      .update(documents)
      .set({
        amountPaid: sql`greatest(${documents.amountPaid}, abs(${documents.grossAmount}) - ${open})`,
        lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
      })
      .where(
        and(
          eq(documents.id, one.documentId),
          eq(documents.isPaid, false),
          sql`${open} > 0 and ${open} < abs(${documents.grossAmount})`,
          sql`${documents.amountPaid} < abs(${documents.grossAmount}) - ${open}`,
        ),
      )
      .returning({ amountPaid: documents.amountPaid });
    if (!updated) continue;
    await audit(tx, {
      tenantId: action.tenantId,
      userId: null,
      entity: 'Document',
      entityId: one.documentId,
      action: 'update',
      changes: { Action: 'PartPaid', AmountPaid: updated.amountPaid, ErpActionId: action.id },
    });
  }
}

/**
 * ReadPaymentStates: asks the company's ERP, in batches, whether the invoices it booked for Ledgerline (posted,
 * unpaid, with the ERP's invoice id) are paid, and marks the paid ones IsPaid (documents and
 * document_erp_postings); of the others, what the ERP says is paid already becomes their AmountPaid. Each batch
 * commits on its own, so a retry after an unreachable ERP repeats only the unfinished part — what is marked paid
 * is not asked again.
 */
export const readPaymentStates: ErpActionHandler = async ({ deps, action, client }) => {
  let after: string | null = null;
  let checked = 0;
  let paidCount = 0;
  for (;;) {
    const cursor: string | null = after;
    const batch: Booked[] = await deps.database.withTenant(action.tenantId, (tx) =>
      bookedUnpaid(tx, action, cursor),
    );
    if (batch.length === 0) break;
    const states: ErpPaymentStatus[] = await client.paymentStatus(batch.map((one) => one.erpInvoiceId));
    const byId = new Map(states.map((state) => [state.ErpInvoiceId, state]));
    const paid = batch
      .filter((one) => byId.get(one.erpInvoiceId)?.IsPaid)
      .map((one) => ({ ...one, paidOn: isoDateOf(byId.get(one.erpInvoiceId)?.PaidOn ?? null) }));
    const partPaid = batch
      .map((one) => ({ ...one, state: byId.get(one.erpInvoiceId) }))
      .filter((one) => one.state !== undefined && !one.state.IsPaid && Number.isFinite(one.state.OpenAmount))
      .map((one) => ({ ...one, openAmount: one.state?.OpenAmount ?? 0 }));
    if (partPaid.length > 0)
      await deps.database.withTenant(action.tenantId, (tx) => recordPartPaid(tx, action, partPaid));
    if (paid.length > 0) {
      const deliveries = await deps.database.withTenant(action.tenantId, (tx) => markPaid(tx, action, paid));
      await sendWebhookDeliveries(deps.jobs, action.tenantId, deliveries);
    }
    checked += batch.length;
    paidCount += paid.length;
    after = batch[batch.length - 1].documentId;
    if (batch.length < PaymentStatusBatchSize) break;
  }
  return { Checked: checked, Paid: paidCount };
};

/** Whether the company has an invoice its ERP booked for Ledgerline that is not known to be paid yet. */
async function hasUnpaidErpInvoices(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documentErpPostings)
    .innerJoin(documents, eq(documents.id, documentErpPostings.documentId))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.isInErp, true),
        eq(documents.isPaid, false),
        ne(documentErpPostings.erpInvoiceId, ''),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type ScheduledCompany = { tenantId: string; id: string; erpAdapter: string; erpFeatureSetId: string | null };

/**
 * With a company's scheduled synchronisation (sweep.ts), a ReadPaymentStates too: when its adapter reads payment
 * states, it has booked invoices not known to be paid, and no reading is open already. Answers the action's id.
 */
export async function queuePaymentStateReading(
  deps: { database: Database; jobs: JobQueue },
  company: ScheduledCompany,
): Promise<string | null> {
  const set = featureSetFor(company.erpAdapter as ErpAdapter, company.erpFeatureSetId);
  if (!set.BaseFeatures.includes('ReadPaymentStatus')) return null;
  const actionId = await deps.database.withTenant(company.tenantId, async (tx) => {
    const [open] = await tx
      .select({ id: erpActions.id })
      .from(erpActions)
      .where(
        and(
          eq(erpActions.companyId, company.id),
          eq(erpActions.action, 'ReadPaymentStates'),
          inArray(erpActions.state, ['Queued', 'Running']),
        ),
      )
      .limit(1);
    if (open || !(await hasUnpaidErpInvoices(tx, company.id))) return null;
    return createErpAction(tx, {
      tenantId: company.tenantId,
      companyId: company.id,
      action: 'ReadPaymentStates',
    });
  });
  if (actionId) await sendErpAction(deps.jobs, company.tenantId, actionId).catch(() => undefined);
  return actionId;
}

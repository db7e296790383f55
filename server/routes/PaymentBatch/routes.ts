import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import type { RouteRight } from '../../http/routeConfig';
import { createCreditTransferFile } from '../../payments/sepa/index';
import {
  addPaymentBatchLine,
  removePaymentBatchLine,
  setPaymentBatchLinePaid,
} from '../../services/payments/batchLines';
import { createPaymentBatchFile } from '../../services/payments/creditTransferFile';
import { documentsToPayWorkbook } from '../../services/payments/documentsToPayWorkbook';
import {
  listPaymentBatches,
  loadVisibleBatch,
  paymentBatchView,
} from '../../services/payments/loadPaymentBatch';
import { listDocumentsToPay, proposal } from '../../services/payments/payables';
import {
  approvePaymentBatch,
  cancelPaymentBatch,
  completePaymentBatch,
  createPaymentBatch,
  savePaymentBatch,
} from '../../services/payments/paymentBatches';
import { requirePaymentBatches } from '../../services/payments/usesPaymentBatches';
import { translatedTexts } from '../../services/translations/translatedTexts';
import { sendWorkbook } from '../masterdata/sendWorkbook';
import {
  AddLineBody,
  ApproveBody,
  BatchParams,
  CancelBody,
  DocumentsToPayExportBody,
  DocumentsToPayQuery,
  IdParams,
  LineParams,
  ListQuery,
  ProposalQuery,
  RemoveQuery,
  SaveBody,
} from './schema';

// The screens need PaymentLists; what each call may do beyond that is the payment-batch policy's (per company).
const paymentLists: RouteRight = { view: 'PaymentLists' };
const changes: RouteRight = { allOf: [{ view: 'PaymentLists' }, { action: 'MayEditDocuments' }] };
const approves: RouteRight = {
  allOf: [{ view: 'PaymentLists' }, { action: 'MayApprovePaymentBatches' }, { action: 'MayApprovePay' }],
};

/** Payment batches (spec 002 §7, issue 15): documents to pay, batches, four-eyes approval and the SEPA file. */
export async function paymentBatchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;

  /** Runs `work` in the customer's transaction, once the customer is known to use payment batches. */
  const inPayments = <T>(request: FastifyRequest, work: (tx: Tx) => Promise<T>) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      await requirePaymentBatches(tx);
      return work(tx);
    });

  app.get(
    '/api/PaymentBatch/DocumentsToPay',
    { config: { right: paymentLists }, schema: { querystring: DocumentsToPayQuery } },
    (request) =>
      inPayments(request, (tx) =>
        listDocumentsToPay(tx, request.actor, request.query as z.output<typeof DocumentsToPayQuery>),
      ),
  );

  app.post(
    '/api/PaymentBatch/DocumentsToPay/Export',
    // A read: a read-only session may export too.
    { config: { right: paymentLists, readOnly: true }, schema: { body: DocumentsToPayExportBody } },
    async (request, reply) => {
      const { Locale, ...query } = request.body as z.output<typeof DocumentsToPayExportBody>;
      const { rows, texts } = await inPayments(request, async (tx) => ({
        rows: (await listDocumentsToPay(tx, request.actor, query)).Rows,
        texts: await translatedTexts(tx, config.localesDir, Locale, 'Navigation'),
      }));
      const { title, columns } = documentsToPayWorkbook(rows, texts);
      return sendWorkbook(reply, title, columns, rows);
    },
  );

  app.get(
    '/api/PaymentBatch/Proposal',
    { config: { right: paymentLists }, schema: { querystring: ProposalQuery } },
    (request) => {
      const query = request.query as z.output<typeof ProposalQuery>;
      return inPayments(request, async (tx) => ({
        DocumentIds: await proposal(tx, request.actor, query.CompanyId, query.PayBefore),
      }));
    },
  );

  app.get(
    '/api/PaymentBatch',
    { config: { right: paymentLists }, schema: { querystring: ListQuery } },
    (request) =>
      inPayments(request, (tx) =>
        listPaymentBatches(tx, request.actor, request.query as z.output<typeof ListQuery>),
      ),
  );

  app.get(
    '/api/PaymentBatch/:id',
    { config: { right: paymentLists }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return inPayments(request, async (tx) =>
        paymentBatchView(tx, request.actor, await loadVisibleBatch(tx, request.actor, id)),
      );
    },
  );

  app.put('/api/PaymentBatch', { config: { right: changes }, schema: { body: SaveBody } }, (request) => {
    const body = request.body as z.output<typeof SaveBody>;
    return inPayments(request, (tx) =>
      body.Id === undefined
        ? createPaymentBatch(tx, request.actor, body)
        : savePaymentBatch(tx, request.actor, { ...body, Id: body.Id }),
    );
  });

  app.post(
    '/api/PaymentBatch/Approve/:id',
    { config: { right: approves }, schema: { params: IdParams, body: ApproveBody } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const body = request.body as z.output<typeof ApproveBody>;
      if (body.Id !== id) throw badRequest('Payment_Batch_Id_Mismatch');
      return inPayments(request, (tx) => approvePaymentBatch(tx, request.actor, id));
    },
  );

  app.post(
    '/api/PaymentBatch/Complete/:id',
    { config: { right: changes }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return inPayments(request, (tx) => completePaymentBatch(tx, request.actor, id));
    },
  );

  // Cancelling changes a batch, as completing does: the edit rule (paymentBatchPolicy.edit, loadEditableBatch).
  app.post(
    '/api/PaymentBatch/Cancel/:id',
    { config: { right: changes }, schema: { params: IdParams, body: CancelBody } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const { Remark } = request.body as z.output<typeof CancelBody>;
      return inPayments(request, (tx) => cancelPaymentBatch(tx, request.actor, id, Remark));
    },
  );

  app.get(
    '/api/PaymentBatch/CreateFile/:id',
    { config: { right: paymentLists }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const file = await inPayments(request, (tx) =>
        createPaymentBatchFile(tx, request.actor, id, createCreditTransferFile),
      );
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.xml);
    },
  );

  app.delete(
    '/api/PaymentBatchLine/:lineId',
    { config: { right: changes }, schema: { params: LineParams, querystring: RemoveQuery } },
    (request) => {
      const { lineId } = request.params as z.output<typeof LineParams>;
      const { remark } = request.query as z.output<typeof RemoveQuery>;
      return inPayments(request, (tx) => removePaymentBatchLine(tx, request.actor, lineId, remark));
    },
  );

  app.put(
    '/api/PaymentBatchLine/SetAsPaid/:lineId',
    { config: { right: changes }, schema: { params: LineParams } },
    (request) => {
      const { lineId } = request.params as z.output<typeof LineParams>;
      return inPayments(request, (tx) => setPaymentBatchLinePaid(tx, request.actor, lineId));
    },
  );

  app.post(
    '/api/PaymentBatch/AddPaymentBatchLine/:batchId',
    { config: { right: changes }, schema: { params: BatchParams, body: AddLineBody } },
    (request) => {
      const { batchId } = request.params as z.output<typeof BatchParams>;
      const { DocumentId } = request.body as z.output<typeof AddLineBody>;
      return inPayments(request, (tx) => addPaymentBatchLine(tx, request.actor, batchId, DocumentId));
    },
  );
}

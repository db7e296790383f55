import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApiDocument,
  ApiDocumentPage,
  ApiPaymentAnswer,
  ConfirmPosting,
  PaymentStatesPush,
  ReadyQuery,
  RejectPosting,
} from '../../../domain/api/v1';
import type { AppDeps } from '../../deps';
import {
  apiDocument,
  apiDocumentUbl,
  type DocumentLinks,
  originalBytes,
  originalFile,
  readyDocuments,
} from '../../services/api/apiDocuments';
import { confirmPosting, pushPaymentStates, reportPostingFailure } from '../../services/api/bookings';
import { sendWebhookDeliveries } from '../../services/webhooks/deliver';
import { apiRoute, apiSchema } from './plugin';

const CompanyParams = z.object({ companyId: z.uuid('Validation_Guid') });
const DocumentParams = CompanyParams.extend({ documentId: z.uuid('Validation_Guid') });

/** Invoices carry a link to their UBL 2.1 (server/services/erp/ubl). */
const links: DocumentLinks = { ubl: true };

/** `attachment` with the file's name, in ASCII and as UTF-8 for names with accents. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * What a connector books: the invoices of an Api company waiting for its ERP (header, coding lines, original),
 * the confirmation of a booking with its ledger entry number, and payment states from the ERP.
 */
export async function v1DocumentRoutes(
  app: FastifyInstance,
  { database, blobs, jobs }: AppDeps,
): Promise<void> {
  const read = apiRoute('documents:read');

  app.get(
    '/api/v1/companies/:companyId/documents/ready',
    {
      config: read,
      schema: apiSchema('Invoices waiting for the ERP, oldest first', {
        params: CompanyParams,
        querystring: ReadyQuery,
        response: { 200: ApiDocumentPage },
      }),
    },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const query = request.query as z.output<typeof ReadyQuery>;
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        readyDocuments(tx, companyId, query, links),
      );
    },
  );

  app.get(
    '/api/v1/companies/:companyId/documents/:documentId',
    {
      config: read,
      schema: apiSchema('One document with its coding lines', {
        params: DocumentParams,
        response: { 200: ApiDocument },
      }),
    },
    (request) => {
      const { companyId, documentId } = request.params as z.output<typeof DocumentParams>;
      return database.withTenant(request.apiCaller.tenantId, (tx) =>
        apiDocument(tx, companyId, documentId, links),
      );
    },
  );

  app.get(
    '/api/v1/companies/:companyId/documents/:documentId/original',
    {
      config: read,
      schema: apiSchema('The original file of a document, as received', { params: DocumentParams }),
    },
    async (request, reply) => {
      const { companyId, documentId } = request.params as z.output<typeof DocumentParams>;
      const original = await database.withTenant(request.apiCaller.tenantId, (tx) =>
        originalFile(tx, companyId, documentId),
      );
      const bytes = await originalBytes(blobs, original.storageKey);
      return reply
        .type(original.contentType)
        .header('content-disposition', disposition(original.fileName))
        .send(bytes);
    },
  );

  app.get(
    '/api/v1/companies/:companyId/documents/:documentId/ubl',
    {
      config: read,
      schema: apiSchema('The invoice as UBL 2.1 with its coding, the original embedded', {
        params: DocumentParams,
      }),
    },
    async (request, reply) => {
      const { companyId, documentId } = request.params as z.output<typeof DocumentParams>;
      const ubl = await database.withTenant(request.apiCaller.tenantId, (tx) =>
        apiDocumentUbl(tx, blobs, companyId, documentId),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', disposition(ubl.FileName))
        .send(ubl.Xml);
    },
  );

  app.post(
    '/api/v1/companies/:companyId/documents/:documentId/confirm',
    {
      config: apiRoute('documents:confirm'),
      schema: apiSchema('Confirm that the ERP booked a waiting document, with its ledger entry number', {
        params: DocumentParams,
        body: ConfirmPosting,
        response: { 200: ApiDocument },
      }),
    },
    async (request) => {
      const { companyId, documentId } = request.params as z.output<typeof DocumentParams>;
      const input = request.body as z.output<typeof ConfirmPosting>;
      const caller = request.apiCaller;
      const writer = { tenantId: caller.tenantId, userId: null, keyPrefix: caller.prefix };
      const { document, deliveries } = await database.withTenant(caller.tenantId, (tx) =>
        confirmPosting(tx, writer, companyId, documentId, input, links),
      );
      await sendWebhookDeliveries(jobs, caller.tenantId, deliveries);
      return document;
    },
  );

  app.post(
    '/api/v1/companies/:companyId/documents/:documentId/reject',
    {
      config: apiRoute('documents:confirm'),
      schema: apiSchema('Report that the ERP refused a waiting document: it goes to Error with the message', {
        params: DocumentParams,
        body: RejectPosting,
        response: { 200: ApiDocument },
      }),
    },
    async (request) => {
      const { companyId, documentId } = request.params as z.output<typeof DocumentParams>;
      const { Message } = request.body as z.output<typeof RejectPosting>;
      const caller = request.apiCaller;
      const writer = { tenantId: caller.tenantId, userId: null, keyPrefix: caller.prefix };
      const { document, deliveries } = await database.withTenant(caller.tenantId, (tx) =>
        reportPostingFailure(tx, writer, companyId, documentId, Message, links),
      );
      await sendWebhookDeliveries(jobs, caller.tenantId, deliveries);
      return document;
    },
  );

  app.post(
    '/api/v1/companies/:companyId/payments',
    {
      config: apiRoute('payments:write'),
      schema: apiSchema('Payment states from the ERP, by document id or ledger entry number', {
        params: CompanyParams,
        body: PaymentStatesPush,
        response: { 200: ApiPaymentAnswer },
      }),
    },
    async (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const { Items } = request.body as z.output<typeof PaymentStatesPush>;
      const caller = request.apiCaller;
      const writer = { tenantId: caller.tenantId, userId: null, keyPrefix: caller.prefix };
      const { results, deliveries } = await database.withTenant(caller.tenantId, (tx) =>
        pushPaymentStates(tx, writer, companyId, Items),
      );
      await sendWebhookDeliveries(jobs, caller.tenantId, deliveries);
      return { Items: results };
    },
  );
}

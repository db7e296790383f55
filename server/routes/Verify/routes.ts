import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { VerifyCountQuery, VerifyListQuery, VerifySaveInput } from '../../../domain/verify/schema';
import type { VerifySaveBody } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { RouteRight } from '../../http/routeConfig';
import type { Actor } from '../../services/users/actor';
import { blockVerifyRecord, unblockVerifyRecordsForUser } from '../../services/verify/blocking';
import { deleteVerifyDocument } from '../../services/verify/deleteVerifyDocument';
import { verifyRecognizedFields } from '../../services/verify/recognizedFields';
import {
  saveVerifiedDocument,
  type VerifyDocumentType,
  VerifyDuplicateError,
} from '../../services/verify/saveVerifiedDocument';
import { mayValidateCompany } from '../../services/verify/scope';
import {
  listVerifyDocuments,
  verifyDocumentById,
  verifyDocumentCounts,
} from '../../services/verify/verifyDocuments';
import { verifyPageImageKey, verifyRecordPages } from '../../services/verify/verifyPages';
import { resolveVerifySettings } from '../../services/verify/verifySettings';
import { verifyRecordWords } from '../../services/verify/verifyWords';

/** The verify screen's right: verify invoices or packing slips (the companies and types are checked per document). */
export const verifyRight = {
  right: { anyOf: [{ action: 'VerifyInvoice' }, { action: 'VerifyPackingSlip' }] } satisfies RouteRight,
};

const guid = z.uuid('Validation_Guid');
const IdParams = z.object({ id: guid });
const CompanyParams = z.object({ companyId: guid });
const SourceDocumentParams = z.object({ sourceDocumentId: guid });
const SourceFileParams = z.object({ sourceFileId: guid });
const PageQuery = z.object({
  page: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(1, 'Validation_Minimum_Value%%1')
    .max(10000)
    .default(1),
});

/** What each Save call saves. */
const SaveTypes: Record<string, VerifyDocumentType> = {
  SavePurchaseInvoice: 'PurchaseInvoice',
  SaveSalesInvoice: 'SalesInvoice',
  SavePackingSlip: 'PackingSlip',
};

/** A suspected duplicate refuses the save with the suspects in the answer, so the client can show them. */
function duplicateAnswer(reply: FastifyReply, error: VerifyDuplicateError) {
  return reply
    .status(409)
    .send({ Message: error.message, Code: error.code, Status: 409, Duplicates: error.duplicates });
}

/** The Verify calls (spec 001 §7): the verify list, its document, pages, recognised fields, blocking, save, delete. */
export async function verifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    deps.database.withTenant(actor.tenantId, fn);
  const idOf = (params: unknown) => (params as z.output<typeof IdParams>).id;

  app.get(
    '/api/Verify/GetDocumentCount',
    { config: verifyRight, schema: { querystring: VerifyCountQuery } },
    (request) => {
      const filter = request.query as z.output<typeof VerifyCountQuery>;
      return inTenant(request.actor, (tx) => verifyDocumentCounts(tx, request.actor, filter));
    },
  );

  app.get(
    '/api/Verify/GetDocuments',
    { config: verifyRight, schema: { querystring: VerifyListQuery } },
    (request) => {
      const query = request.query as z.output<typeof VerifyListQuery>;
      return inTenant(request.actor, (tx) => listVerifyDocuments(tx, request.actor, query));
    },
  );

  app.get('/api/Verify/GetDocuments/:id', { config: verifyRight, schema: { params: IdParams } }, (request) =>
    inTenant(request.actor, (tx) => verifyDocumentById(tx, request.actor, idOf(request.params))),
  );

  app.get(
    '/api/Verify/GetVerifyRecordRecognizedFields/:id',
    { config: verifyRight, schema: { params: IdParams } },
    (request) =>
      inTenant(request.actor, (tx) => verifyRecognizedFields(tx, request.actor, idOf(request.params))),
  );

  // The words on the document's pages with their boxes: the verifier picks a value on the page for a field.
  app.get(
    '/api/Verify/GetVerifyRecordWords/:id',
    { config: verifyRight, schema: { params: IdParams } },
    (request) =>
      verifyRecordWords((fn) => inTenant(request.actor, fn), deps.blobs, request.actor, idOf(request.params)),
  );

  app.get(
    '/api/Verify/GetVerifyRecordPages/:sourceDocumentId',
    { config: verifyRight, schema: { params: SourceDocumentParams } },
    (request) => {
      const { sourceDocumentId } = request.params as z.output<typeof SourceDocumentParams>;
      return inTenant(request.actor, (tx) => verifyRecordPages(tx, request.actor, sourceDocumentId));
    },
  );

  app.get(
    '/api/Verify/GetPageImageContent/:sourceFileId',
    { config: verifyRight, schema: { params: SourceFileParams, querystring: PageQuery } },
    async (request, reply) => {
      const { sourceFileId } = request.params as z.output<typeof SourceFileParams>;
      const { page } = request.query as z.output<typeof PageQuery>;
      const key = await inTenant(request.actor, (tx) =>
        verifyPageImageKey(tx, request.actor, sourceFileId, page),
      );
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=3600')
        .send(await deps.blobs.get(key));
    },
  );

  for (const [call, documentType] of Object.entries(SaveTypes))
    app.put(
      `/api/Verify/${call}`,
      { config: verifyRight, schema: { body: VerifySaveInput } },
      async (request, reply) => {
        try {
          const body = request.body as VerifySaveBody;
          const saved = await saveVerifiedDocument(deps, request.actor, documentType, body);
          return { Message: 'Verify_Document_Saved', NextId: saved.NextId };
        } catch (error) {
          if (error instanceof VerifyDuplicateError) return duplicateAnswer(reply, error);
          throw error;
        }
      },
    );

  app.delete(
    '/api/Verify/DeleteDocument/:id',
    { config: verifyRight, schema: { params: IdParams } },
    (request) =>
      inTenant(request.actor, (tx) => deleteVerifyDocument(tx, request.actor, idOf(request.params))),
  );

  app.put('/api/Verify/BlockRecord/:id', { config: verifyRight, schema: { params: IdParams } }, (request) =>
    inTenant(request.actor, (tx) => blockVerifyRecord(tx, request.actor, idOf(request.params))),
  );

  app.put('/api/Verify/UnblockRecordsForUser', { config: verifyRight }, async (request, reply) => {
    await inTenant(request.actor, (tx) => unblockVerifyRecordsForUser(tx, request.actor));
    return reply.status(204).send();
  });

  app.get(
    '/api/Verify/GetVerifySettings/:companyId',
    { config: verifyRight, schema: { params: CompanyParams } },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      if (!mayValidateCompany(request.actor, companyId)) throw notFound('Company_Not_Found');
      return inTenant(request.actor, (tx) => resolveVerifySettings(tx, companyId));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import {
  getLinkedDocuments,
  linkPackingSlipToInvoice,
  packingSlipLinkCandidates,
  unlinkPackingSlipFromInvoice,
} from '../../services/documents/packingSlipLinks';
import {
  InvoiceParams,
  LinkCandidatesQuery,
  PackingSlipLinkBody,
  PackingSlipLinkQuery,
} from './packingSlipSchema';
import { IdParams } from './schema';

const signedIn = { right: { signedIn: true } satisfies RouteRight };
const linksPackingSlips = { right: { action: 'LinkPackingSlipToInvoice' } satisfies RouteRight };

/** Document calls linking packing slips to purchase invoices: link, unlink, a document's links, candidates. */
export async function documentPackingSlipRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.post(
    '/api/Document/LinkPackingSlipToInvoice',
    { config: linksPackingSlips, schema: { body: PackingSlipLinkBody } },
    (request) =>
      database.withTenant(request.actor.tenantId, (tx) =>
        linkPackingSlipToInvoice(tx, request.actor, request.body as z.output<typeof PackingSlipLinkBody>),
      ),
  );

  app.delete(
    '/api/Document/LinkPackingSlipToInvoice',
    { config: linksPackingSlips, schema: { querystring: PackingSlipLinkQuery } },
    (request) => {
      const query = request.query as z.output<typeof PackingSlipLinkQuery>;
      const link = { InvoiceId: query.invoiceId, PackingSlipId: query.packingSlipId };
      return database.withTenant(request.actor.tenantId, (tx) =>
        unlinkPackingSlipFromInvoice(tx, request.actor, link),
      );
    },
  );

  app.get(
    '/api/Document/GetLinkedDocuments/:id',
    { config: signedIn, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, (tx) => getLinkedDocuments(tx, request.actor, id));
    },
  );

  app.get(
    '/api/Document/GetPackingSlipLinkCandidates/:invoiceId',
    { config: signedIn, schema: { params: InvoiceParams, querystring: LinkCandidatesQuery } },
    (request) => {
      const { invoiceId } = request.params as z.output<typeof InvoiceParams>;
      const { search } = request.query as z.output<typeof LinkCandidatesQuery>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        packingSlipLinkCandidates(tx, request.actor, invoiceId, search),
      );
    },
  );
}

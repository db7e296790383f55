import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { loadElectronicInvoice } from './loadElectronicInvoice';
import { ElectronicInvoiceParams } from './schema';

/** Electronic invoice preview call of spec 002 §7: GET electronicInvoice/{documentId}. */
export async function electronicInvoiceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/electronicInvoice/:documentId',
    { config: { right: { signedIn: true } }, schema: { params: ElectronicInvoiceParams } },
    (request) => {
      const { documentId } = request.params as z.output<typeof ElectronicInvoiceParams>;
      return loadElectronicInvoice(deps, request.actor, documentId);
    },
  );
}

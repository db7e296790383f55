import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { companyPolicy } from '../../policies/company';
import { leadingAdministrationOf } from '../../services/verify/leadingAdministration';
import { mayValidateCompany } from '../../services/verify/scope';

const CompanyParams = z.object({ companyId: z.uuid('Validation_Guid') });

/** ErpAdministration/GetLeadingForCompany (spec 001 §7): the company's leading ERP administration, or null. */
export async function erpAdministrationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/ErpAdministration/GetLeadingForCompany/:companyId',
    { config: { right: { signedIn: true } }, schema: { params: CompanyParams } },
    async (request, reply) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const { actor } = request;
      if (!companyPolicy.read(actor, companyId) && !mayValidateCompany(actor, companyId))
        throw notFound('Company_Not_Found');
      const leading = await deps.database.withTenant(actor.tenantId, (tx) =>
        leadingAdministrationOf(tx, companyId),
      );
      // null travels as a JSON null, not as an empty body.
      return reply.type('application/json').send(JSON.stringify(leading));
    },
  );
}

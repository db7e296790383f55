import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ManualAdapterRequest } from '../../../domain/entities/misc';
import { companies, manualAdapterRequests } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { forbidden, notFound, validationFailed } from '../../errors';
import { companyPolicy } from '../../policies/company';
import { audit } from '../../services/audit/audit';

const IdParams = z.object({ id: z.uuid('Validation_Guid') });

function present(row: typeof manualAdapterRequests.$inferSelect) {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    ErpName: row.erpName,
    Answer: row.answer,
    ErpUrl: row.erpUrl,
    UsageContext: row.usageContext,
    Created: row.createdAt,
  };
}

/** Manual adapter requests: a customer asks for an ERP link the product does not offer yet. */
export async function requestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  const administer = { allOf: [{ view: 'Companies' as const }, { action: 'Admin' as const }] };

  app.post(
    '/api/Request/ManualAdapter',
    { config: { right: administer }, schema: { body: ManualAdapterRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof ManualAdapterRequest>;
      const actor = request.actor;
      const created = await database.withTenant(actor.tenantId, async (tx) => {
        const [company] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, body.CompanyId));
        if (!company) throw validationFailed({ CompanyId: 'Validation_In_List' });
        const [row] = await tx
          .insert(manualAdapterRequests)
          .values({ tenantId: actor.tenantId, createdBy: actor.userId, ...lower(body) })
          .returning();
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          entity: 'ManualAdapterRequest',
          entityId: row.id,
          action: 'create',
          changes: { ErpName: row.erpName, CompanyId: row.companyId },
        });
        return row;
      });
      return reply.status(201).send(present(created));
    },
  );

  app.get(
    '/api/Request/ManualAdapter/GetByCompanyId/:id',
    { config: { right: { view: 'Companies' } }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      if (!companyPolicy.read(request.actor, id)) throw forbidden();
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const [row] = await tx
          .select()
          .from(manualAdapterRequests)
          .where(eq(manualAdapterRequests.companyId, id))
          .orderBy(desc(manualAdapterRequests.createdAt))
          .limit(1);
        if (!row) throw notFound('Manual_Request_Not_Found');
        return present(row);
      });
    },
  );
}

function lower(body: z.output<typeof ManualAdapterRequest>) {
  return {
    companyId: body.CompanyId,
    erpName: body.ErpName,
    answer: body.Answer,
    erpUrl: body.ErpUrl,
    usageContext: body.UsageContext,
  };
}

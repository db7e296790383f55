import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companyFeatureDescription } from '../../../domain/erp/companyFeatureDescription';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { companyPolicy, visibleCompanyIds } from '../../policies/company';
import { presentCompany } from '../../presenters/company';
import type { Actor } from '../../services/users/actor';

const CompanyIdParams = z.object({ companyId: z.uuid('Validation_Guid') });

/** The companies (not deleted) the actor may see, as the Company entity. */
export async function visibleCompanies(tx: Tx, actor: Actor) {
  const visible = visibleCompanyIds(actor);
  const rows = await tx
    .select()
    .from(companies)
    .where(eq(companies.isDeleted, false))
    .orderBy(asc(companies.name));
  return rows.filter((row) => visible === 'all' || visible.has(row.id)).map(presentCompany);
}

/** ERP feature calls of spec 002 §7: the feature descriptions of the visible companies, or of one. */
export async function companyErpFeatureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  const signedIn = { config: { right: { signedIn: true as const } } };

  app.get('/api/Company/GetErpFeatures', signedIn, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) =>
      (await visibleCompanies(tx, request.actor)).map(companyFeatureDescription),
    ),
  );

  app.get(
    '/api/Company/GetErpFeatures/:companyId',
    { ...signedIn, schema: { params: CompanyIdParams } },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyIdParams>;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
        if (!row) throw notFound('Company_Not_Found');
        if (!companyPolicy.read(request.actor, companyId)) throw forbidden();
        return companyFeatureDescription(presentCompany(row));
      });
    },
  );
}

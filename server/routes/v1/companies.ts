import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiScopes } from '../../../domain/api/scopes';
import { ApiCompany } from '../../../domain/api/v1';
import { companies } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { apiRoute, apiSchema } from './plugin';

/** The customer's companies: the ids every other call addresses them by. Any scope may list them. */
export async function v1CompanyRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/companies',
    {
      config: apiRoute(...ApiScopes),
      schema: apiSchema('The companies of the key’s customer', { response: { 200: z.array(ApiCompany) } }),
    },
    (request) =>
      database.withTenant(request.apiCaller.tenantId, async (tx) => {
        const rows = await tx
          .select({ id: companies.id, name: companies.name, erpAdapter: companies.erpAdapter })
          .from(companies)
          .where(eq(companies.isDeleted, false))
          .orderBy(asc(companies.name), asc(companies.id));
        return rows.map((row) => ({
          Id: row.id,
          Name: row.name,
          ErpAdapter: row.erpAdapter,
          PostsThroughApi: row.erpAdapter === 'Api',
        }));
      }),
  );
}

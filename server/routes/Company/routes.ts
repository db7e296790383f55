import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CompanyInput } from '../../../domain/entities/company';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { companyPolicy, visibleCompanyIds } from '../../policies/company';
import { presentCompany, presentCompanyDetail } from '../../presenters/company';
import { createCompany, updateCompany } from '../../services/companies/saveCompany';
import { listSettings } from '../../services/settings/settings';
import type { Actor } from '../../services/users/actor';

const IdParams = z.object({ id: z.uuid('Validation_Guid') });
const administer = { allOf: [{ view: 'Companies' as const }, { action: 'Admin' as const }] };

async function detail(tx: Tx, row: typeof companies.$inferSelect) {
  const settings = await listSettings(tx, row.id);
  return presentCompanyDetail(
    row,
    settings.map((s) => ({ Name: s.Name, Type: s.Type, Value: s.BoolValue ?? s.IntValue ?? s.TextValue })),
  );
}

async function loadVisible(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound('Company_Not_Found');
  if (!companyPolicy.read(actor, id)) throw forbidden();
  return row;
}

/** Company calls of spec 000 §7: list, detail, create, update. */
export async function companyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get('/api/Company', { config: { right: { signedIn: true } } }, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const visible = visibleCompanyIds(request.actor);
      const rows = await tx
        .select()
        .from(companies)
        .where(eq(companies.isDeleted, false))
        .orderBy(asc(companies.name));
      return rows.filter((row) => visible === 'all' || visible.has(row.id)).map(presentCompany);
    }),
  );

  app.get(
    '/api/Company/:id',
    { config: { right: { signedIn: true } }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        detail(tx, await loadVisible(tx, request.actor, id)),
      );
    },
  );

  app.post(
    '/api/Company',
    { config: { right: administer }, schema: { body: CompanyInput } },
    async (request, reply) => {
      const input = request.body as z.output<typeof CompanyInput>;
      const company = await database.withTenant(request.actor.tenantId, async (tx) =>
        detail(tx, await createCompany(tx, request.actor, input)),
      );
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/Company/:id',
    { config: { right: administer }, schema: { params: IdParams, body: CompanyInput } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const input = request.body as z.output<typeof CompanyInput>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        detail(tx, await updateCompany(tx, request.actor, id, input)),
      );
    },
  );
}

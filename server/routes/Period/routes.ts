import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PeriodInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentPeriod } from '../../presenters/masterdata';
import {
  createPeriod,
  deletePeriod,
  generateYear,
  periodsOf,
  updatePeriod,
} from '../../services/masterdata/periods';
import { assertVisibleCompany } from '../../services/masterdata/visibleCompany';
import type { Actor } from '../../services/users/actor';
import { CompanyParams, IdParams } from '../masterdata/querySchemas';

const companyId = z.uuid('Validation_Guid');
const CompanyQuery = z.object({ companyId });
const CreateBody = PeriodInput.extend({ CompanyId: companyId });
/** A CompanyId, when sent, must be the period's own. */
const UpdateBody = PeriodInput.extend({ CompanyId: companyId.optional() });
const GenerateYearBody = z.object({
  CompanyId: companyId,
  Year: z
    .number('Validation_Not_A_Number')
    .int('Validation_Not_A_Number')
    .min(1900, 'Validation_Minimum_Value%%1900')
    .max(2999, 'Validation_Maximum_Value%%2999'),
});

const signedIn = { right: { signedIn: true } satisfies RouteRight };
const editsPeriods = { right: { view: 'PeriodTable' } satisfies RouteRight };

/** The Period calls (spec 002 §7) and the period table's edits. */
export async function periodRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);
  const periodsOfCompany = (actor: Actor, id: string) =>
    inTenant(actor, async (tx) => {
      await assertVisibleCompany(tx, actor, id);
      return (await periodsOf(tx, id)).map(presentPeriod);
    });

  app.get('/api/Period', { config: signedIn, schema: { querystring: CompanyQuery } }, (request) =>
    periodsOfCompany(request.actor, (request.query as z.output<typeof CompanyQuery>).companyId),
  );

  app.get(
    '/api/Period/GetByCompany/:companyId',
    { config: signedIn, schema: { params: CompanyParams } },
    (request) =>
      periodsOfCompany(request.actor, (request.params as z.output<typeof CompanyParams>).companyId),
  );

  app.post('/api/Period', { config: editsPeriods, schema: { body: CreateBody } }, async (request, reply) => {
    const { CompanyId, ...period } = request.body as z.output<typeof CreateBody>;
    const row = await inTenant(request.actor, (tx) => createPeriod(tx, request.actor, CompanyId, period));
    return reply.status(201).send(presentPeriod(row));
  });

  app.post(
    '/api/Period/GenerateYear',
    { config: editsPeriods, schema: { body: GenerateYearBody } },
    async (request) => {
      const { CompanyId, Year } = request.body as z.output<typeof GenerateYearBody>;
      const rows = await inTenant(request.actor, (tx) => generateYear(tx, request.actor, CompanyId, Year));
      return rows.map(presentPeriod);
    },
  );

  app.put(
    '/api/Period/:id',
    { config: editsPeriods, schema: { params: IdParams, body: UpdateBody } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const period = request.body as z.output<typeof UpdateBody>;
      return inTenant(request.actor, async (tx) =>
        presentPeriod(await updatePeriod(tx, request.actor, id, period)),
      );
    },
  );

  app.delete(
    '/api/Period/:id',
    { config: editsPeriods, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await inTenant(request.actor, (tx) => deletePeriod(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}

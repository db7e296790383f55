import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PanelColumns } from '../../../domain/documents/columns';
import { statusFiltersFor } from '../../../domain/workflow/statusFilters';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { lockStateOf } from '../../services/documents/locks';
import {
  idByCompanyAndLedgerEntryNumber,
  lastActions,
  overviewCount,
  selectableUsers,
} from '../../services/documents/lookups';
import { tenantStatusFilters } from '../../services/workflowSettings/tenantWorkflow';
import { IdParams, LedgerEntryQuery, TypeParams } from './schema';

const signedIn = { right: { signedIn: true as const } };
const typeRoute = { config: signedIn, schema: { params: TypeParams } };
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The smaller Document calls: ledger-entry lookup, lock state, panel columns, status filters, counts, lists. */
export async function documentListRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/Document/GetIdByCompanyAndLedgerEntryNumber',
    { config: signedIn, schema: { querystring: LedgerEntryQuery } },
    async (request, reply) => {
      const query = request.query as z.output<typeof LedgerEntryQuery>;
      if (!query.companyId || !guid.test(query.companyId)) throw notFound('Document_Not_Found');
      const lookup = { ...query, companyId: query.companyId };
      const id = await database.withTenant(request.actor.tenantId, (tx) =>
        idByCompanyAndLedgerEntryNumber(tx, request.actor, lookup),
      );
      return reply.type('application/json').send(JSON.stringify(id));
    },
  );

  app.get('/api/Document/IsLocked/:id', { config: signedIn, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, (tx) => lockStateOf(tx, request.actor, id));
  });

  app.get('/api/Document/GetPanelColumns/:type', typeRoute, () => [...PanelColumns]);

  app.get('/api/Document/GetOverviewStatusFilters/:type', typeRoute, (request) => {
    const { type } = request.params as z.output<typeof TypeParams>;
    return database.withTenant(request.actor.tenantId, async (tx) =>
      statusFiltersFor(await tenantStatusFilters(tx), type),
    );
  });

  app.get('/api/Document/GetOverviewCount/:type', typeRoute, (request) => {
    const { type } = request.params as z.output<typeof TypeParams>;
    return database.withTenant(request.actor.tenantId, (tx) => overviewCount(tx, request.actor, type));
  });

  app.get('/api/Document/GetLastActions/:type', typeRoute, (request) => {
    const { type } = request.params as z.output<typeof TypeParams>;
    return database.withTenant(request.actor.tenantId, (tx) => lastActions(tx, request.actor, type));
  });

  app.get('/api/Document/GetSelectableUsers/:type', typeRoute, (request) =>
    database.withTenant(request.actor.tenantId, (tx) => selectableUsers(tx)),
  );
}

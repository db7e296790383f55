import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Locales } from '../../../domain/entities/enums';
import { ErpActionsQuery } from '../../../domain/erp/actionView';
import { CompanyUpdateJobs } from '../../../domain/erp/enums';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { sendErpAction } from '../../services/erp/actions/queueErpAction';
import { erpActionsWorkbook } from '../../services/erp/actionsWorkbook';
import {
  askCompanyAction,
  getErpAction,
  listErpActions,
  retryErpAction,
} from '../../services/erp/erpActions';
import { translatedTexts } from '../../services/translations/translatedTexts';
import { sendWorkbook } from '../masterdata/sendWorkbook';

const ActionParams = z.object({
  companyId: z.uuid('Validation_Guid'),
  action: z.enum(CompanyUpdateJobs, 'Validation_In_List'),
});
const IdParams = z.object({ id: z.uuid('Validation_Guid') });
const ExportQuery = ErpActionsQuery.omit({ skip: true, take: true }).extend({
  locale: z.enum(Locales, 'Validation_In_List').default('nl-NL'),
});

// Asking for ERP work is administering the company's connection, as editing it is (the company routes).
const administer: RouteRight = { allOf: [{ view: 'Companies' }, { action: 'Admin' }] };
// The company page follows its own actions; the overview shows them all.
const followsActions: RouteRight = { anyOf: [{ view: 'ErpActionsOverview' }, { view: 'Companies' }] };
const overview: RouteRight = { view: 'ErpActionsOverview' };

/** ERP actions (spec 002 §7, issue 14): ask for a company update job, follow it, list them all, retry a failed one. */
export async function erpActionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, jobs, config } = deps;

  /** Queues the job, then (after commit) sends it; a send that fails is made good by the ERP sweep. */
  const ask = (full: boolean) => async (request: FastifyRequest) => {
    const { companyId, action } = request.params as z.output<typeof ActionParams>;
    const asked = await database.withTenant(request.actor.tenantId, (tx) =>
      askCompanyAction(tx, request.actor, companyId, action, { full }),
    );
    if (asked.isNew)
      await sendErpAction(jobs, request.actor.tenantId, asked.id).catch((error: unknown) =>
        request.log.error({ err: error }, 'erp-action not sent'),
      );
    return { ErpActionId: asked.id };
  };

  app.post(
    '/api/Erp/CreateAction/:companyId/:action',
    { config: { right: administer }, schema: { params: ActionParams } },
    ask(false),
  );

  // The same job reading everything again, not only what changed since the last synchronisation.
  app.post(
    '/api/Erp/CreateSyncAllAction/:companyId/:action',
    { config: { right: administer }, schema: { params: ActionParams } },
    ask(true),
  );

  app.get(
    '/api/Erp/GetErpAction/:id',
    { config: { right: followsActions }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, (tx) => getErpAction(tx, request.actor, id));
    },
  );

  app.get(
    '/api/Erp/Actions',
    { config: { right: overview }, schema: { querystring: ErpActionsQuery } },
    (request) =>
      database.withTenant(request.actor.tenantId, (tx) =>
        listErpActions(tx, request.actor, request.query as z.output<typeof ErpActionsQuery>),
      ),
  );

  app.get(
    '/api/Erp/Actions/Export',
    { config: { right: overview }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const query = request.query as z.output<typeof ExportQuery>;
      const { page, texts } = await database.withTenant(request.actor.tenantId, async (tx) => ({
        page: await listErpActions(tx, request.actor, { ...query, skip: 0, take: 100_000 }),
        texts: {
          ...(await translatedTexts(tx, config.localesDir, query.locale, 'Errors')),
          ...(await translatedTexts(tx, config.localesDir, query.locale, 'Navigation')),
        },
      }));
      const { title, columns } = erpActionsWorkbook(texts);
      return sendWorkbook(reply, title, columns, page.Items);
    },
  );

  app.post(
    '/api/Erp/RetryAction/:id',
    { config: { right: overview }, schema: { params: IdParams } },
    async (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const action = await database.withTenant(request.actor.tenantId, (tx) =>
        retryErpAction(tx, request.actor, id),
      );
      await sendErpAction(jobs, request.actor.tenantId, id).catch((error: unknown) =>
        request.log.error({ err: error }, 'erp-action not sent'),
      );
      return action;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { RelationCreateRequest } from '../../../domain/masterdata/index';
import type { AppDeps } from '../../deps';
import { presentVendor } from '../../presenters/relation';
import { noQueuedErpActions, sendQueuedErpActions } from '../../services/erp/actions/queuedErpActions';
import { confirmBankAccount } from '../../services/masterdata/bankAccounts';
import { requestRelationCreate } from '../../services/masterdata/relationCreate';
import { IdParams } from '../masterdata/querySchemas';
import { relationEntityRoutes } from './relationEntityRoutes';

const vendorRoutes = relationEntityRoutes('Vendor');
const customerRoutes = relationEntityRoutes('Customer');

/** Vendor and Customer calls, relation creation (spec 002 §4, §7) and the bank-account confirmation. */
export async function relationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  await vendorRoutes(app, deps);
  await customerRoutes(app, deps);

  app.post(
    '/api/Relation',
    {
      config: { right: { anyOf: [{ view: 'Vendors' }, { view: 'Customers' }, { action: 'VerifyInvoice' }] } },
      schema: { body: RelationCreateRequest },
    },
    async (request) => {
      const body = request.body as z.output<typeof RelationCreateRequest>;
      // Through the company's ERP, the CreateRelation action is sent once its row is committed.
      const queued = noQueuedErpActions(request.actor.tenantId);
      const result = await database.withTenant(request.actor.tenantId, (tx) => {
        queued.ids.length = 0;
        return requestRelationCreate(tx, request.actor, body, queued);
      });
      await sendQueuedErpActions(deps.jobs, queued);
      return result;
    },
  );

  app.post(
    '/api/Vendor/ConfirmBankAccount/:id',
    { config: { right: { action: 'MayApprovePay' } }, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        presentVendor(await confirmBankAccount(tx, request.actor, id)),
      );
    },
  );
}

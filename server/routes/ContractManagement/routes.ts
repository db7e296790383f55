import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema/index';
import type { AppDeps } from '../../deps';

/** Whether the customer is linked to the external contract-management system. */
export async function contractManagementRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/ContractManagement/IsContractManagementEnvironment',
    { config: { right: { signedIn: true } } },
    (request) =>
      deps.database.withTenant(request.actor.tenantId, async (tx) => {
        const [customer] = await tx.select().from(customers);
        return Boolean(customer?.isContractManagementEnvironment);
      }),
  );
}

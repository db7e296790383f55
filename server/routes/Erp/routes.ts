import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErpAdapters } from '../../../domain/entities/enums';
import { isErpFunctionEnabled } from '../../../domain/erp/companyFeatureDescription';
import {
  featureSetFor,
  featureSetSummaries,
  logisticFeatureSetSummaries,
} from '../../../domain/erp/registry';
import type { AppDeps } from '../../deps';
import { visibleCompanies } from '../Company/erpFeatureRoutes';

const AdapterParams = z.object({ adapter: z.enum(ErpAdapters, 'Validation_In_List') });
const FunctionParams = z.object({ function: z.string().min(1).max(100) });

/** ERP calls of spec 002 §7: feature set choices, synchronization options and enabled functions. */
export async function erpRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  const signedIn = { config: { right: { signedIn: true as const } } };

  app.get('/api/Erp/GetErpFeatureSetSummaries', signedIn, () => featureSetSummaries());

  app.get('/api/Erp/GetLogisticFeatureSetSummaries', signedIn, () => logisticFeatureSetSummaries());

  app.get(
    '/api/Erp/GetSynchronizationOptions/:adapter',
    { ...signedIn, schema: { params: AdapterParams } },
    (request) => {
      const { adapter } = request.params as z.output<typeof AdapterParams>;
      return featureSetFor(adapter).SynchronizationOptions;
    },
  );

  app.get(
    '/api/Erp/IsErpFunctionEnabled/:function',
    { ...signedIn, schema: { params: FunctionParams } },
    (request) => {
      const { function: erpFunction } = request.params as z.output<typeof FunctionParams>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        isErpFunctionEnabled(erpFunction, await visibleCompanies(tx, request.actor)),
      );
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SettingUpdate } from '../../../domain/entities/setting';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../errors';
import { companyPolicy } from '../../policies/company';
import {
  assertCompanyExists,
  listSettings,
  resolveSetting,
  updateSetting,
} from '../../services/settings/settings';

const NameParams = z.object({ name: z.string().min(1).max(100) });
const CompanyQuery = z.object({ companyId: z.uuid('Validation_Guid').optional() });

/** Setting calls: one setting (company value falling back to the customer's), all, and updates. */
export async function settingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/Setting',
    { config: { right: { view: 'Settings' } }, schema: { querystring: CompanyQuery } },
    (request) => {
      const { companyId } = request.query as z.output<typeof CompanyQuery>;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        if (companyId) await assertCompanyExists(tx, companyId);
        return listSettings(tx, companyId ?? null);
      });
    },
  );

  app.get(
    '/api/Setting/:name',
    { config: { right: { signedIn: true } }, schema: { params: NameParams, querystring: CompanyQuery } },
    (request) => {
      const { name } = request.params as z.output<typeof NameParams>;
      const { companyId } = request.query as z.output<typeof CompanyQuery>;
      if (companyId && !companyPolicy.read(request.actor, companyId)) throw forbidden();
      return database.withTenant(request.actor.tenantId, (tx) => resolveSetting(tx, name, companyId ?? null));
    },
  );

  app.put(
    '/api/Setting/:name',
    {
      config: { right: { allOf: [{ view: 'Settings' }, { action: 'SettingsEdit' }] } },
      schema: { params: NameParams, body: SettingUpdate },
    },
    (request) => {
      const { name } = request.params as z.output<typeof NameParams>;
      const body = request.body as z.output<typeof SettingUpdate>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        updateSetting(tx, request.actor, name, body),
      );
    },
  );
}

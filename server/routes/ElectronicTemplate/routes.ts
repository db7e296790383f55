import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ElectronicTemplateInput, numberedLines } from '../../../domain/electronicTemplates/index';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { assertElectronicTemplatesOn } from '../../services/electronicTemplates/feature';
import { presentElectronicTemplate } from '../../services/electronicTemplates/present';
import { previewElectronicTemplate, recentSampleDocuments } from '../../services/electronicTemplates/preview';
import {
  deleteElectronicTemplate,
  loadElectronicTemplate,
  saveElectronicTemplate,
  templatesOfCompany,
} from '../../services/electronicTemplates/templates';
import type { Actor } from '../../services/users/actor';
import { CompanyParams, IdParams } from '../masterdata/querySchemas';
import { PreviewBody, RecentDocumentsQuery } from './schema';

/** Spec 001 §2: the ElectronicTemplates screen right and the VerifyInvoice action right. */
const keepsTemplates = {
  right: { allOf: [{ view: 'ElectronicTemplates' }, { action: 'VerifyInvoice' }] } satisfies RouteRight,
};

/** The ElectronicTemplate calls (spec 001 §7) and the electronic-template screen's edits and preview. */
export async function electronicTemplateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Every call needs the customer's enterprise feature ElectronicTemplates.
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    deps.database.withTenant(actor.tenantId, async (tx) => {
      await assertElectronicTemplatesOn(tx);
      return fn(tx);
    });

  app.get(
    '/api/ElectronicTemplate/GetByCompany/:companyId',
    { config: keepsTemplates, schema: { params: CompanyParams } },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      return inTenant(request.actor, async (tx) =>
        (await templatesOfCompany(tx, request.actor, companyId)).map((row) => presentElectronicTemplate(row)),
      );
    },
  );

  app.get(
    '/api/ElectronicTemplate/RecentDocuments',
    { config: keepsTemplates, schema: { querystring: RecentDocumentsQuery } },
    (request) => {
      const query = request.query as z.output<typeof RecentDocumentsQuery>;
      return inTenant(request.actor, (tx) => recentSampleDocuments(tx, request.actor, query));
    },
  );

  // One template with what it makes of its relation's most recent e-invoice.
  app.get(
    '/api/ElectronicTemplate/:id',
    { config: keepsTemplates, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return inTenant(request.actor, async (tx) => {
        const row = await loadElectronicTemplate(tx, request.actor, id);
        const preview = await previewElectronicTemplate(tx, deps.blobs, request.actor, {
          Template: presentElectronicTemplate(row),
        });
        return presentElectronicTemplate(row, preview);
      });
    },
  );

  app.put(
    '/api/ElectronicTemplate',
    { config: keepsTemplates, schema: { body: ElectronicTemplateInput } },
    (request) => {
      const input = request.body as z.output<typeof ElectronicTemplateInput>;
      return inTenant(request.actor, async (tx) =>
        presentElectronicTemplate(await saveElectronicTemplate(tx, request.actor, input)),
      );
    },
  );

  app.post(
    '/api/ElectronicTemplate/Preview',
    { config: { ...keepsTemplates, readOnly: true }, schema: { body: PreviewBody } },
    (request) => {
      const body = request.body as z.output<typeof PreviewBody>;
      const Template = {
        ...body.Template,
        TemplateLinesJson: numberedLines(body.Template.TemplateLinesJson),
      };
      return inTenant(request.actor, (tx) =>
        previewElectronicTemplate(tx, deps.blobs, request.actor, { ...body, Template }),
      );
    },
  );

  app.delete(
    '/api/ElectronicTemplate/:id',
    { config: keepsTemplates, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await inTenant(request.actor, (tx) => deleteElectronicTemplate(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}

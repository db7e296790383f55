import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PostingTemplateInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import type { postingTemplates } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentPostingTemplate } from '../../presenters/masterdata';
import {
  createPostingTemplate,
  deletePostingTemplate,
  loadPostingTemplate,
  templateLinesOf,
  templatesOf,
  updatePostingTemplate,
} from '../../services/masterdata/postingTemplates';
import { assertVisibleCompany } from '../../services/masterdata/visibleCompany';
import type { Actor } from '../../services/users/actor';
import { CompanyParams, IdParams } from '../masterdata/querySchemas';

type TemplateRow = typeof postingTemplates.$inferSelect;

const signedIn = { right: { signedIn: true } satisfies RouteRight };
/** Whoever verifies invoices codes them, and keeps the templates that code them in one go. */
const editsTemplates = { right: { action: 'VerifyInvoice' } satisfies RouteRight };

/** The PostingTemplate calls (spec 002 §7) and the posting-template screen's edits. */
export async function postingTemplateRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);
  const present = async (tx: Tx, rows: TemplateRow[]) => {
    const lines = await templateLinesOf(tx, rows);
    return rows.map((row) => presentPostingTemplate(row, lines.get(row.id) ?? []));
  };
  const one = async (tx: Tx, row: TemplateRow) => (await present(tx, [row]))[0];

  app.get(
    '/api/PostingTemplate/GetByCompany/:companyId',
    { config: signedIn, schema: { params: CompanyParams } },
    (request) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      return inTenant(request.actor, async (tx) => {
        await assertVisibleCompany(tx, request.actor, companyId);
        return present(tx, await templatesOf(tx, companyId));
      });
    },
  );

  app.get('/api/PostingTemplate/:id', { config: signedIn, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return inTenant(request.actor, async (tx) => one(tx, await loadPostingTemplate(tx, request.actor, id)));
  });

  app.post(
    '/api/PostingTemplate',
    { config: editsTemplates, schema: { body: PostingTemplateInput } },
    async (request, reply) => {
      const input = request.body as z.output<typeof PostingTemplateInput>;
      const template = await inTenant(request.actor, async (tx) =>
        one(tx, await createPostingTemplate(tx, request.actor, input)),
      );
      return reply.status(201).send(template);
    },
  );

  app.put(
    '/api/PostingTemplate/:id',
    { config: editsTemplates, schema: { params: IdParams, body: PostingTemplateInput } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const input = request.body as z.output<typeof PostingTemplateInput>;
      return inTenant(request.actor, async (tx) =>
        one(tx, await updatePostingTemplate(tx, request.actor, id, input)),
      );
    },
  );

  app.delete(
    '/api/PostingTemplate/:id',
    { config: editsTemplates, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await inTenant(request.actor, (tx) => deletePostingTemplate(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}

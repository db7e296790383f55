import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReplyTemplateInput } from '../../../domain/intake/replyTemplate';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentReplyTemplate } from '../../presenters/intake';
import { loadMailbox } from '../../services/mail/mailboxes';
import {
  deleteReplyTemplate,
  listReplyTemplates,
  loadReplyTemplate,
  previewReply,
  saveReplyTemplate,
} from '../../services/mail/replyTemplates';
import { IdParams } from '../masterdata/querySchemas';

const managesMailboxes = { right: { view: 'Mailboxes' } satisfies RouteRight };
const ListQuery = z.object({ mailboxId: z.uuid('Validation_Guid').optional() });

/** The ReplyTemplate calls: answers to senders per situation and language, general or per mailbox. */
export async function replyTemplateRoutes(
  app: FastifyInstance,
  { database, config }: AppDeps,
): Promise<void> {
  app.get(
    '/api/ReplyTemplate',
    { config: managesMailboxes, schema: { querystring: ListQuery } },
    (request) => {
      const { mailboxId } = request.query as z.output<typeof ListQuery>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        (await listReplyTemplates(tx, request.actor, mailboxId)).map(presentReplyTemplate),
      );
    },
  );

  app.get('/api/ReplyTemplate/:id', { config: managesMailboxes, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, async (tx) =>
      presentReplyTemplate(await loadReplyTemplate(tx, request.actor, id)),
    );
  });

  app.put(
    '/api/ReplyTemplate',
    { config: managesMailboxes, schema: { body: ReplyTemplateInput } },
    (request) =>
      database.withTenant(request.actor.tenantId, async (tx) =>
        presentReplyTemplate(await saveReplyTemplate(tx, request.actor, request.body as ReplyTemplateInput)),
      ),
  );

  app.post(
    '/api/ReplyTemplate/Preview',
    { config: { ...managesMailboxes, readOnly: true }, schema: { body: ReplyTemplateInput } },
    (request) => {
      const input = request.body as ReplyTemplateInput;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const mailbox = input.MailboxId ? await loadMailbox(tx, request.actor, input.MailboxId) : null;
        const address = `${mailbox?.localPart ?? 'invoices'}@${config.mailDomain}`;
        return previewReply(input, address);
      });
    },
  );

  app.delete(
    '/api/ReplyTemplate/:id',
    { config: managesMailboxes, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await database.withTenant(request.actor.tenantId, (tx) => deleteReplyTemplate(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}

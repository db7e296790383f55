import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { MailboxInput } from '../../../domain/intake/mailbox';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentMailbox } from '../../presenters/intake';
import {
  deleteMailbox,
  listMailboxes,
  loadMailbox,
  saveMailbox,
  suggestLocalPart,
} from '../../services/mail/mailboxes';
import { IdParams } from '../masterdata/querySchemas';

const managesMailboxes = { right: { view: 'Mailboxes' } satisfies RouteRight };

const ListQuery = z.object({ companyId: z.uuid('Validation_Guid').optional() });
const SuggestQuery = z.object({
  companyId: z.uuid('Validation_Guid'),
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List'),
});

/** The Mailbox calls: a company's e-mail addresses per document type and their intake rules. */
export async function mailboxRoutes(app: FastifyInstance, { database, config }: AppDeps): Promise<void> {
  const present = (row: Parameters<typeof presentMailbox>[0]) => presentMailbox(row, config.mailDomain);

  app.get('/api/Mailbox', { config: managesMailboxes, schema: { querystring: ListQuery } }, (request) => {
    const { companyId } = request.query as z.output<typeof ListQuery>;
    return database.withTenant(request.actor.tenantId, async (tx) =>
      (await listMailboxes(tx, request.actor, companyId)).map(present),
    );
  });

  app.get('/api/Mailbox/Domain', { config: managesMailboxes }, () => ({ Domain: config.mailDomain }));

  app.get(
    '/api/Mailbox/SuggestLocalPart',
    { config: managesMailboxes, schema: { querystring: SuggestQuery } },
    async (request) => {
      const { companyId, documentType } = request.query as z.output<typeof SuggestQuery>;
      return { LocalPart: await suggestLocalPart(database, request.actor, companyId, documentType) };
    },
  );

  app.get('/api/Mailbox/:id', { config: managesMailboxes, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, async (tx) =>
      present(await loadMailbox(tx, request.actor, id)),
    );
  });

  app.put('/api/Mailbox', { config: managesMailboxes, schema: { body: MailboxInput } }, async (request) =>
    present(await saveMailbox(database, request.actor, request.body as MailboxInput)),
  );

  app.delete(
    '/api/Mailbox/:id',
    { config: managesMailboxes, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await database.withTenant(request.actor.tenantId, (tx) => deleteMailbox(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}

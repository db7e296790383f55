import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EmailStatuses } from '../../../domain/intake/enums';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentEmailInvoice } from '../../presenters/intake';
import { listEmailInvoices, loadEmailInvoice, rawEmail } from '../../services/mail/emailInvoices';
import { IdParams } from '../masterdata/querySchemas';

const seesEmailInvoices = {
  right: { anyOf: [{ view: 'EmailInvoices' }, { view: 'Mailboxes' }] } satisfies RouteRight,
};

const ListQuery = z.object({
  companyId: z.uuid('Validation_Guid').optional(),
  mailboxId: z.uuid('Validation_Guid').optional(),
  status: z.enum(EmailStatuses, 'Validation_In_List').optional(),
  search: z.string().max(200, 'Validation_Maximum_Length%%200').optional(),
  currentPage: z.coerce.number().int().min(1, 'Validation_Minimum_Value%%1').max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'Validation_Maximum_Value%%200').default(50),
});

/** The EmailInvoice calls: every received mail, its sender, parts and what each became. */
export async function emailInvoiceRoutes(
  app: FastifyInstance,
  { database, config, blobs }: AppDeps,
): Promise<void> {
  app.get(
    '/api/EmailInvoice',
    { config: seesEmailInvoices, schema: { querystring: ListQuery } },
    (request) => {
      const query = request.query as z.output<typeof ListQuery>;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const { rows, totalCount } = await listEmailInvoices(tx, request.actor, query);
        return {
          Items: rows.map((row) => presentEmailInvoice(row.message, row.mailbox, config.mailDomain)),
          TotalCount: totalCount,
        };
      });
    },
  );

  app.get(
    '/api/EmailInvoice/Raw/:id',
    { config: seesEmailInvoices, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const raw = await database.withTenant(request.actor.tenantId, (tx) =>
        rawEmail(tx, blobs, request.actor, id),
      );
      return reply
        .header('content-type', 'message/rfc822')
        .header('content-disposition', `attachment; filename="mail-${id}.eml"`)
        .send(raw);
    },
  );

  app.get('/api/EmailInvoice/:id', { config: seesEmailInvoices, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, async (tx) => {
      const row = await loadEmailInvoice(tx, request.actor, id);
      return presentEmailInvoice(row.message, row.mailbox, config.mailDomain);
    });
  });
}

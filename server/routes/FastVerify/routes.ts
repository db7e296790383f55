import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { confirmFastVerify } from '../../services/fastVerify/confirmFastVerify';
import { anyCompanyUsesVerifyDescription } from '../../services/fastVerify/fastVerifyScope';
import { fastVerifyWorkbook, fastVerifyWorkbookLook } from '../../services/fastVerify/fastVerifyWorkbook';
import { fastVerifyItem, listFastVerify } from '../../services/fastVerify/listFastVerify';
import { reevaluateDocuments } from '../../services/fastVerify/reevaluateDocuments';
import { translatedTexts } from '../../services/translations/translatedTexts';
import type { Actor } from '../../services/users/actor';
import { sendWorkbook } from '../masterdata/sendWorkbook';
import {
  FastVerifyConfirmInput,
  FastVerifyExportBody,
  FastVerifyIdParams,
  FastVerifyListQuery,
  ReevaluateInput,
} from './schema';

/** The scan-page right (as /verify): verify invoices or packing slips; companies and types are checked per document. */
const scanPage = {
  right: { anyOf: [{ action: 'VerifyInvoice' }, { action: 'VerifyPackingSlip' }] } satisfies RouteRight,
};

/**
 * The FastVerify calls (spec 001 §7): the recognised documents waiting for verify of the companies that use fast
 * verify, exporting them to Excel, confirming rows as Verify/Save does, and reading documents again.
 */
export async function fastVerifyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    deps.database.withTenant(actor.tenantId, fn);

  app.get('/api/FastVerify', { config: scanPage, schema: { querystring: FastVerifyListQuery } }, (request) =>
    inTenant(request.actor, (tx) =>
      listFastVerify(tx, request.actor, request.query as z.output<typeof FastVerifyListQuery>),
    ),
  );

  app.post(
    '/api/FastVerify/Export',
    // A read: a read-only session may export too.
    { config: { ...scanPage, readOnly: true }, schema: { body: FastVerifyExportBody } },
    async (request, reply) => {
      const { Locale, ...filter } = request.body as z.output<typeof FastVerifyExportBody>;
      const { rows, texts, look } = await inTenant(request.actor, async (tx) => {
        const rows = await listFastVerify(tx, request.actor, filter);
        return {
          rows,
          texts: await translatedTexts(tx, deps.config.localesDir, Locale, 'Navigation'),
          look: await fastVerifyWorkbookLook(tx, request.actor, rows),
        };
      });
      const { title, columns } = fastVerifyWorkbook(rows, texts, look);
      return sendWorkbook(reply, title, columns, rows);
    },
  );

  app.get('/api/FastVerify/AnyCompanyUsesVerifyDescription', { config: scanPage }, (request) =>
    inTenant(request.actor, (tx) => anyCompanyUsesVerifyDescription(tx, request.actor)),
  );

  app.get('/api/FastVerify/:id', { config: scanPage, schema: { params: FastVerifyIdParams } }, (request) => {
    const { id } = request.params as z.output<typeof FastVerifyIdParams>;
    return inTenant(request.actor, (tx) => fastVerifyItem(tx, request.actor, id));
  });

  app.put(
    '/api/FastVerify/Confirm',
    { config: scanPage, schema: { body: FastVerifyConfirmInput } },
    (request) => {
      const { Items } = request.body as z.output<typeof FastVerifyConfirmInput>;
      const log = (error: unknown) => request.log.error({ err: error }, 'fast verify confirm failed');
      return confirmFastVerify({ ...deps, log }, request.actor, Items);
    },
  );

  app.put(
    '/api/FastVerify/ReevaluateDocuments',
    { config: scanPage, schema: { body: ReevaluateInput } },
    (request) => {
      const { DocumentIds } = request.body as z.output<typeof ReevaluateInput>;
      return reevaluateDocuments(deps, request.actor, DocumentIds);
    },
  );
}

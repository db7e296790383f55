import type { FastifyInstance } from 'fastify';
import {
  DocumentFlowExportRequest,
  DocumentFlowRequest,
  type ParsedDocumentFlowExportRequest,
  type ParsedDocumentFlowRequest,
} from '../../../domain/documentFlow/request';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { getDocumentFlow } from '../../services/documentFlow/documentFlow';
import { documentFlowWorkbook } from '../../services/documentFlow/flowWorkbook';
import { contentTypeOf } from '../../services/documents/contentTypes';
import { xlsxDisposition } from '../../services/masterdata/tableWorkbook';
import { translatedTexts } from '../../services/translations/translatedTexts';

// Both calls only read (their filters travel in a POST body): read-only sessions make them too.
const viewsDocumentFlow = { right: { view: 'DocumentFlow' } satisfies RouteRight, readOnly: true };

/** The document flow (spec 000 §2 /document-flow): how documents moved between statuses over a period. */
export async function documentFlowRoutes(app: FastifyInstance, { database, config }: AppDeps): Promise<void> {
  app.post(
    '/api/DocumentFlow/GetDocumentFlow',
    { config: viewsDocumentFlow, schema: { body: DocumentFlowRequest } },
    (request) =>
      database.withTenant(request.actor.tenantId, (tx) =>
        getDocumentFlow(tx, request.actor, request.body as ParsedDocumentFlowRequest),
      ),
  );

  app.post(
    '/api/DocumentFlow/Export',
    { config: viewsDocumentFlow, schema: { body: DocumentFlowExportRequest } },
    async (request, reply) => {
      const body = request.body as ParsedDocumentFlowExportRequest;
      const { flow, texts } = await database.withTenant(request.actor.tenantId, async (tx) => ({
        flow: await getDocumentFlow(tx, request.actor, body),
        texts: await translatedTexts(tx, config.localesDir, body.Locale, 'Navigation'),
      }));
      const title = texts.Document_Flow ?? 'Document_Flow';
      return reply
        .header('content-type', contentTypeOf('export.xlsx'))
        .header('content-disposition', xlsxDisposition(title, `${body.FromDate} ${body.ToDate}`))
        .header('cache-control', 'no-store')
        .send(await documentFlowWorkbook(flow, texts));
    },
  );
}

import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { toIsoDate } from '../../../domain/date/calendar';
import { ColumnsOfType } from '../../../domain/documents/columns';
import {
  ExportOverviewRequest,
  OverviewTitleKeys,
  type ParsedExportOverviewRequest,
} from '../../../domain/documents/export';
import { DocumentFilter, type ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { AppDeps } from '../../deps';
import { validationFailed } from '../../errors';
import { loggableError } from '../../http/errorLog';
import { exportRecords, exportSelection } from '../../services/documents/exportOverview';
import { writeOverviewWorkbook } from '../../services/documents/overviewWorkbook';
import { getOverviewTotals } from '../../services/documents/totals';
import { translatedTexts } from '../../services/translations/translatedTexts';

// The overview's own right; both calls only read, so a read-only session may make them.
const overviewRight = { right: { signedIn: true as const }, readOnly: true };
const XlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Inkoopfacturen 2026-03-01.xlsx`, with an ASCII fallback for old clients. */
function dispositionOf(title: string, today: string): string {
  const name = `${title} ${today}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const todayOf = (now: Date) =>
  toIsoDate({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }) ?? '';

/** The overview's totals and its export to Excel: the same filter, scope and order as GetOverview. */
export async function documentExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;

  app.post(
    '/api/Document/GetOverviewTotals',
    { config: overviewRight, schema: { body: DocumentFilter } },
    (request) =>
      database.withTenant(request.actor.tenantId, (tx) =>
        getOverviewTotals(tx, request.actor, request.body as ParsedDocumentFilter),
      ),
  );

  app.post(
    '/api/Document/ExportOverview',
    { config: overviewRight, schema: { body: ExportOverviewRequest } },
    async (request, reply) => {
      const body = request.body as ParsedExportOverviewRequest;
      const { actor } = request;
      // A packing slip has no invoice columns (amounts, due date, type) to export.
      if (!body.Columns.every((column) => ColumnsOfType[body.DocumentType].includes(column)))
        throw validationFailed({ Columns: 'Validation_In_List' });
      // Refused (too many, bad filter) before a byte is sent, so the answer is a plain error.
      const { selection, texts } = await database.withTenant(actor.tenantId, async (tx) => ({
        selection: await exportSelection(tx, actor, body),
        texts: await translatedTexts(tx, config.localesDir, body.Locale, 'Navigation'),
      }));
      const title = texts[OverviewTitleKeys[body.DocumentType]] ?? body.DocumentType;
      const output = new PassThrough();
      const look = { sheetName: title, columns: body.Columns, locale: body.Locale, texts };
      database
        .withTenant(actor.tenantId, (tx) => writeOverviewWorkbook(output, look, exportRecords(tx, selection)))
        .catch((error: unknown) => {
          request.log.error(
            { err: error instanceof Error ? loggableError(error) : error },
            'overview export failed',
          );
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return reply
        .header('content-disposition', dispositionOf(title, todayOf(new Date())))
        .header('cache-control', 'no-store')
        .type(XlsxType)
        .send(output);
    },
  );
}

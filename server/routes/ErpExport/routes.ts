import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BookingExportQuery } from '../../../domain/erp/journal/index';
import type { AppDeps } from '../../deps';
import { bookingFile } from '../../services/erp/bookingExport/bookingFiles';
import { bookingJournal } from '../../services/erp/bookingExport/bookingJournal';
import { downloadUbl } from '../../services/erp/ubl/documentUbl';
import { translatedTexts } from '../../services/translations/translatedTexts';
import { CompanyParams } from '../masterdata/querySchemas';

const DocumentParams = z.object({ documentId: z.uuid('Validation_Guid') });

// Reading a document or a company's bookings: whoever may see them, a read-only session too (GET only reads).
const signedIn = { right: { signedIn: true as const } };

/** `attachment` with the name, and an ASCII fallback for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The Manual adapter's outputs (issue 14 §5): per document a UBL 2.1 invoice carrying its coding, and per company
 * and period the booking export as XLSX or CSV journal lines.
 */
export async function erpExportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, blobs, config } = deps;

  app.get(
    '/api/Document/GetUbl/:documentId',
    { config: signedIn, schema: { params: DocumentParams } },
    async (request, reply) => {
      const { documentId } = request.params as z.output<typeof DocumentParams>;
      const ubl = await database.withTenant(request.actor.tenantId, (tx) =>
        downloadUbl(tx, blobs, request.actor, documentId),
      );
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', attachmentDisposition(ubl.FileName))
        .header('cache-control', 'no-store')
        .send(ubl.Xml);
    },
  );

  app.get(
    '/api/Erp/BookingExport/:companyId',
    { config: signedIn, schema: { params: CompanyParams, querystring: BookingExportQuery } },
    async (request, reply) => {
      const { companyId } = request.params as z.output<typeof CompanyParams>;
      const query = request.query as z.output<typeof BookingExportQuery>;
      const { journal, texts } = await database.withTenant(request.actor.tenantId, async (tx) => ({
        journal: await bookingJournal(tx, request.actor, companyId, query),
        texts: await translatedTexts(tx, config.localesDir, query.locale, 'Navigation'),
      }));
      // Written after the transaction: a large workbook takes a while and needs no database.
      const file = await bookingFile(
        journal,
        query.format,
        query.locale,
        texts.Booking_Export_File ?? 'Bookings',
      );
      return reply
        .header('content-type', file.ContentType)
        .header('content-disposition', attachmentDisposition(file.FileName))
        .header('cache-control', 'no-store')
        .send(file.Body);
    },
  );
}

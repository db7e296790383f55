import type { FastifyReply } from 'fastify';
import { contentTypeOf } from '../../services/documents/contentTypes';
import { type TableColumn, tableWorkbook, xlsxDisposition } from '../../services/masterdata/tableWorkbook';
import { todayOf } from './querySchemas';

/** Answers a master-data table as an XLSX download named after its title and today. */
export async function sendWorkbook<T>(
  reply: FastifyReply,
  title: string,
  columns: TableColumn<T>[],
  rows: readonly T[],
) {
  const body = await tableWorkbook(title, columns, rows);
  return reply
    .header('content-type', contentTypeOf('export.xlsx'))
    .header('content-disposition', xlsxDisposition(title, todayOf(new Date())))
    .header('cache-control', 'no-store')
    .send(body);
}

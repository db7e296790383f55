import type { BookingExportFormat } from '../../domain/erp/journal/index';
import { api, type DownloadedBlob } from './client';

const enc = encodeURIComponent;

/** The UBL 2.1 invoice of a document with its coding and original (GET /Document/GetUbl/{id}). */
export function fetchUbl(documentId: string): Promise<DownloadedBlob> {
  return api.getFile(`/api/Document/GetUbl/${enc(documentId)}`);
}

/** What the booking export covers: a period of the period table, or a from and to date. */
export type BookingExportChoice =
  | { period: string; format: BookingExportFormat; locale: string }
  | { from: string; to: string; format: BookingExportFormat; locale: string };

/** The posted invoices of a company as journal lines (GET /Erp/BookingExport/{companyId}). */
export function fetchBookingExport(companyId: string, choice: BookingExportChoice): Promise<DownloadedBlob> {
  const query = Object.entries(choice)
    .map(([key, value]) => `${key}=${enc(value)}`)
    .join('&');
  return api.getFile(`/api/Erp/BookingExport/${enc(companyId)}?${query}`);
}

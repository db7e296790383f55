import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry, OverviewDocumentType } from '../../domain/documents';
import { api } from './client';

/** A document's history, newest first (History/GetByInvoiceId), loaded only while `enabled`. */
export function useDocumentHistory(id: string, documentType: OverviewDocumentType, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'history', id],
    queryFn: () =>
      api.get<HistoryEntry[]>(
        `/api/History/GetByInvoiceId/${encodeURIComponent(id)}?documentType=${documentType}`,
      ),
    enabled,
  });
}

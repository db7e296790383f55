import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentFlow } from '../../domain/documentFlow/flow';
import type { DocumentFlowExportRequest, DocumentFlowRequest } from '../../domain/documentFlow/request';
import { api, type DownloadedBlob } from './client';

/** How documents moved between statuses over a period (POST /api/DocumentFlow/GetDocumentFlow). */
export const documentFlowQuery = (request: DocumentFlowRequest) =>
  queryOptions({
    queryKey: ['documentFlow', request],
    queryFn: () => api.post<DocumentFlow>('/api/DocumentFlow/GetDocumentFlow', request),
    staleTime: 30_000,
  });

/**
 * The flow for a request; null (an invalid period, no type chosen) asks nothing. The previous answer
 * stays on screen while the next one loads.
 */
export function useDocumentFlow(request: DocumentFlowRequest | null) {
  return useQuery({
    ...documentFlowQuery(request ?? { FromDate: '', ToDate: '' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** The flow as an Excel file (POST /api/DocumentFlow/Export), with bytes-received progress. */
export function exportDocumentFlow(
  request: DocumentFlowExportRequest,
  onProgress?: (bytes: number) => void,
): Promise<DownloadedBlob> {
  return api.download('/api/DocumentFlow/Export', request, onProgress);
}

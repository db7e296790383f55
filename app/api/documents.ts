import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DetailMethod,
  type DocumentDetail,
  type DocumentFilter,
  type DocumentLockState,
  type ExportOverviewRequest,
  LockRecheckMs,
  LockRecheckTries,
  type OverviewDocumentType,
  type OverviewPage,
  type OverviewTotal,
  type PageImage,
  type StatusFilter,
} from '../../domain/documents';
import { api, type DownloadedBlob } from './client';

/** A file as the file calls answer it: base64 content with its name and content type. */
export type DownloadedFile = { FileName: string; ContentType: string; Content: string };
/** A user offered in the overview's user filters. */
export type SelectableUser = { Id: string; Name: string };

const enc = encodeURIComponent;
// Spec 001 §8: failures of these lists, counts, images and the lock check are silent.
const quietly =
  <T>(fallback: T) =>
  (): T =>
    fallback;

/** One page of an overview (POST /api/Document/GetOverview). */
export const overviewQuery = (filter: DocumentFilter) =>
  queryOptions({
    queryKey: ['documents', 'overview', filter],
    queryFn: () => api.post<OverviewPage>('/api/Document/GetOverview', filter),
  });

/** The overview page for a filter; the previous page stays on screen while the next loads. */
export function useOverview(filter: DocumentFilter) {
  return useQuery({ ...overviewQuery(filter), placeholderData: keepPreviousData });
}

/**
 * The totals of an overview's whole filtered set per currency (POST /api/Document/GetOverviewTotals):
 * asked once per filter, not per page or sort, and only when `enabled` (a large set on request).
 */
export function useOverviewTotals(filter: DocumentFilter, enabled: boolean) {
  const {
    CurrentPage: _page,
    PageSize: _size,
    SortName: _sort,
    SortAscending: _direction,
    ...scope
  } = filter;
  return useQuery({
    queryKey: ['documents', 'totals', scope],
    queryFn: () => api.post<OverviewTotal[]>('/api/Document/GetOverviewTotals', scope),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
    // The totals row is extra: without it the overview still works, so a failure stays quiet.
    meta: { silent: true },
    staleTime: 30_000,
  });
}

/** The filtered overview as an Excel file (POST /api/Document/ExportOverview), with bytes-received progress. */
export function exportOverview(
  request: ExportOverviewRequest,
  onProgress?: (bytes: number) => void,
): Promise<DownloadedBlob> {
  return api.download('/api/Document/ExportOverview', request, onProgress);
}

const typeList = <T>(name: string, type: OverviewDocumentType, fallback: T) =>
  queryOptions({
    queryKey: ['documents', name, type],
    queryFn: () => api.get<T>(`/api/Document/${name}/${type}`).catch(quietly(fallback)),
    staleTime: 60_000,
  });

/** The status filters that apply to a document type. */
export function useStatusFilters(type: OverviewDocumentType) {
  return useQuery(typeList<StatusFilter[]>('GetOverviewStatusFilters', type, []));
}

/** The users offered in the current-user and approved-by filters. */
export function useSelectableUsers(type: OverviewDocumentType) {
  return useQuery(typeList<SelectableUser[]>('GetSelectableUsers', type, []));
}

/** The distinct last actions of a document type. */
export function useLastActions(type: OverviewDocumentType) {
  return useQuery(typeList<string[]>('GetLastActions', type, []));
}

/** The cache key of a document's detail within an overview filter. */
export const detailKey = (type: OverviewDocumentType, id: string, filter: DocumentFilter) => [
  'documents',
  'detail',
  type,
  id,
  filter,
];

/** Asks POST /api/Document/GetDetail for a document or its neighbour in the filter's order. */
export function fetchDetail(
  type: OverviewDocumentType,
  id: string,
  method: DetailMethod,
  filter: DocumentFilter,
): Promise<DocumentDetail> {
  return api.post<DocumentDetail>(
    `/api/Document/GetDetail/?id=${enc(id)}&method=${method}&documentType=${type}`,
    filter,
  );
}

/** The detail of one document; a failure shows its popup and the screen goes back (spec 001 §8). */
export const detailQuery = (type: OverviewDocumentType, id: string, filter: DocumentFilter) =>
  queryOptions({
    queryKey: detailKey(type, id, filter),
    queryFn: () => fetchDetail(type, id, 'detail', filter),
    staleTime: 30_000,
    retry: false,
  });

/** Loads the neighbour (method next/previous) into the cache under its own id, so walking is instant. */
export function prefetchNeighbour(
  client: QueryClient,
  type: OverviewDocumentType,
  detail: DocumentDetail,
  method: Exclude<DetailMethod, 'detail'>,
  filter: DocumentFilter,
): Promise<void> {
  const neighbourId = method === 'next' ? detail.NextId : detail.PreviousId;
  if (!neighbourId) return Promise.resolve();
  return client.prefetchQuery({
    queryKey: detailKey(type, neighbourId, filter),
    queryFn: () => fetchDetail(type, detail.Document.Id, method, filter),
    staleTime: 30_000,
    retry: false,
  });
}

/** The lock state: re-checked every 7 s while locked, at most 5 times (spec 001 §4, §9). */
export function useLockState(id: string) {
  return useQuery({
    queryKey: ['documents', 'lock', id],
    queryFn: () =>
      api
        .get<DocumentLockState>(`/api/Document/IsLocked/${enc(id)}`)
        .catch(quietly<DocumentLockState | null>(null)),
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data?.IsLocked && query.state.dataUpdateCount <= LockRecheckTries ? LockRecheckMs : false,
  });
}

/** One page image of a document (1-based page number). */
export function usePageImage(
  sourceDocumentId: string | null,
  type: OverviewDocumentType,
  documentId: string,
  pageNumber: number,
) {
  return useQuery({
    queryKey: ['documents', 'page', documentId, pageNumber],
    queryFn: () =>
      api
        .get<PageImage>(
          `/api/DocumentScan/GetImageInformationForDocument/${enc(sourceDocumentId ?? '')}?documentId=${enc(documentId)}&documentType=${type}&pageNumber=${pageNumber}`,
        )
        .catch(quietly<PageImage | null>(null)),
    enabled: Boolean(sourceDocumentId) && pageNumber > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** How often the page viewer asks whether more pages are ready while they are being prepared. */
export const PageReadyPollMs = 2000;

/**
 * How many pages of a document have an image yet (DocumentScan/GetImageCountForDocument): starts
 * from the detail's count and asks again every PageReadyPollMs until all `pageCount` pages are ready.
 */
export function useRenderedPageCount(
  sourceDocumentId: string | null,
  type: OverviewDocumentType,
  documentId: string,
  counts: { pageCount: number; rendered: number },
) {
  const query = useQuery({
    queryKey: ['documents', 'rendered-pages', documentId],
    queryFn: () =>
      api
        .get<number>(
          `/api/DocumentScan/GetImageCountForDocument/${enc(sourceDocumentId ?? '')}?documentId=${enc(documentId)}&documentType=${type}`,
        )
        .catch(quietly(counts.rendered)),
    initialData: counts.rendered,
    enabled: Boolean(sourceDocumentId) && counts.rendered < counts.pageCount,
    refetchInterval: (current) => ((current.state.data ?? 0) < counts.pageCount ? PageReadyPollMs : false),
  });
  return Math.max(query.data ?? 0, counts.rendered);
}

/** The id of the document with a ledger entry number in a company (Document_Not_Found without both). */
export function fetchIdByLedgerEntry(
  type: OverviewDocumentType,
  companyId: string,
  ledgerEntryNumber: string,
): Promise<string> {
  return api.get<string>(
    `/api/Document/GetIdByCompanyAndLedgerEntryNumber?documentType=${type}&companyId=${enc(companyId)}&ledgerEntryNumber=${enc(ledgerEntryNumber)}`,
  );
}

/** The original file of a document (GET /api/File/GetOriginalDocument). */
export function fetchOriginal(type: OverviewDocumentType, id: string): Promise<DownloadedFile> {
  return api.get<DownloadedFile>(`/api/File/GetOriginalDocument/${enc(id)}?documentType=${type}`);
}

/** One attachment's file. */
export function fetchAttachment(id: string): Promise<DownloadedFile> {
  return api.get<DownloadedFile>(`/api/Attachment/${enc(id)}`);
}

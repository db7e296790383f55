import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OverviewDocumentType } from '../../domain/documents/enums';
import type { ScanCounts, Source, SourceFilter, SplitterSaveInput } from '../../domain/intake/source';
import { getAccessToken } from '../session/tokenStore';
import { ApiError } from './apiError';
import { api, type DownloadedBlob } from './client';

const enc = encodeURIComponent;

/** The splitter queue's filters (spec 002 §2) and how many sources it shows (10 → 50). */
export type SplitterQueueFilter = {
  companyId?: string;
  documentType?: OverviewDocumentType;
  oldestFirst: boolean;
  maximumCount: number;
};

/** Which sources the next one after a save or delete is chosen from. */
export type NextSourceFilter = Pick<SplitterQueueFilter, 'companyId' | 'documentType'>;

/** A query string of the defined values. */
export function queryString(values: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sources waiting in the splitter (GET /Splitter). */
export function useSplitterQueue(filter: SplitterQueueFilter) {
  return useQuery({
    queryKey: ['splitter', 'queue', filter],
    queryFn: () => api.get<Source[]>(`/api/Splitter${queryString({ ...filter, currentTake: 0 })}`),
    placeholderData: keepPreviousData,
  });
}

/** How many sources wait in the splitter for the queue's filters (GET /Splitter/GetCount). */
export function useSplitterCount(filter: Pick<SplitterQueueFilter, 'companyId' | 'documentType'>) {
  return useQuery({
    queryKey: ['splitter', 'count', filter],
    queryFn: () => api.get<ScanCounts>(`/api/Splitter/GetCount${queryString(filter)}`),
    meta: { silent: true },
  });
}

/** A source opened in the splitter, and who holds it when that is someone else (read-only then). */
export type HeldSource = { source: Source; heldBy: string | null };

const BlockedByOther = 'Source_Blocked_By_Other_User';

/**
 * Holds the source for this user (PUT /Source/BlockSource answers it, freeing the one held before); when
 * someone else holds it, or the session is read-only, only reads it (GET /Splitter/GetDetail).
 */
export async function openSplitterSource(id: string, hold: boolean): Promise<HeldSource> {
  if (hold) {
    try {
      return { source: await api.put<Source>(`/api/Source/BlockSource/${enc(id)}`), heldBy: null };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 423 && error.message.startsWith(BlockedByOther))) {
        throw error;
      }
      const source = await api.get<Source>(`/api/Splitter/GetDetail/${enc(id)}`);
      return { source, heldBy: error.message.split('%%')[1] ?? '' };
    }
  }
  return { source: await api.get<Source>(`/api/Splitter/GetDetail/${enc(id)}`), heldBy: null };
}

/** The source open in the splitter; read once per opening (blocking is a side effect, not refreshed). */
export function useSplitterSource(id: string | null, hold: boolean) {
  return useQuery({
    queryKey: ['splitter', 'source', id, hold],
    queryFn: () => openSplitterSource(id ?? '', hold),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Releases every source this user holds (PUT /Source/UnblockSourcesForUser). */
export function unblockSources(): Promise<void> {
  return api.put('/api/Source/UnblockSourcesForUser').then(() => undefined);
}

/** The same release when the page goes away: a keepalive request outlives the page. */
export function unblockSourcesOnLeave(): void {
  const token = getAccessToken();
  void fetch('/api/Source/UnblockSourcesForUser', {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  }).catch(() => undefined);
}

/**
 * The splitter's list and count, loaded again after a save or delete. Not the source that was open: loading it again
 * would hold (BlockSource) a source that is done, and flash it on the screen before the next one opens.
 */
const reloadSplitterQueue = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['splitter'], predicate: (query) => query.queryKey[1] !== 'source' });

/** Saves the split (PUT /Splitter): the documents made and the next source to open. */
export function useSaveSplit() {
  const client = useQueryClient();
  return useMutation({
    // The screen answers a stale source itself (message and reload).
    meta: { silent: true },
    mutationFn: ({ input, next }: { input: SplitterSaveInput; next?: NextSourceFilter }) =>
      api.put<{ DocumentIds: string[]; NextId: string | null }>(
        `/api/Splitter${queryString({ ...next })}`,
        input,
      ),
    onSuccess: () => reloadSplitterQueue(client),
  });
}

/** Deletes a source (DELETE /Source/{id}); answers the next source to open. */
export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, next }: { id: string; next?: NextSourceFilter }) =>
      api.delete<{ NextId: string | null }>(`/api/Source/${enc(id)}${queryString({ ...next })}`),
    onSuccess: () => {
      void reloadSplitterQueue(client);
      void client.invalidateQueries({ queryKey: ['sources'] });
    },
  });
}

/** A file read with the user's token (images and originals are not JSON). */
export const getFile = (path: string): Promise<DownloadedBlob> => api.getFile(path);

/** A page image of a source (GET /Source/PageImage/{id}); `width` asks for a thumbnail. */
export function useSourcePageImage(pageId: string, width?: number, enabled = true) {
  return useQuery({
    queryKey: ['sources', 'page-image', pageId, width ?? 0],
    queryFn: () =>
      getFile(`/api/Source/PageImage/${enc(pageId)}${queryString({ width })}`).then((file) => file.blob),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // A missing image shows a placeholder; no popup per thumbnail.
    meta: { silent: true },
  });
}

/** One original file of a source (GET /Source/Original/{id}?file=). */
export function downloadOriginal(id: string, position: number): Promise<DownloadedBlob> {
  return getFile(`/api/Source/Original/${enc(id)}${queryString({ file: position })}`);
}

/** A page of the source overview (GET /Source). */
export function useSources(filter: SourceFilter) {
  return useQuery({
    queryKey: ['sources', 'list', filter],
    queryFn: () => api.get<{ Items: Source[]; TotalCount: number }>(`/api/Source${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** One source with the documents made from it (GET /Source/{id}). */
export function useSource(id: string | undefined) {
  return useQuery({
    queryKey: ['sources', 'detail', id],
    queryFn: () => api.get<Source>(`/api/Source/${enc(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** The pages of a source as the splitter reads them (GET /Splitter/{id}), for its thumbnails. */
export function useSourcePages(id: string | undefined) {
  return useQuery({
    queryKey: ['sources', 'pages', id],
    queryFn: () => api.get<Source>(`/api/Splitter/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Sources waiting in the splitter per company (GET /Source/GetScanCounts). */
export function useScanCounts() {
  return useQuery({
    queryKey: ['sources', 'scan-counts'],
    queryFn: () => api.get<ScanCounts>('/api/Source/GetScanCounts'),
    meta: { silent: true },
  });
}

/** Queues a failed source again (POST /Source/Retry/{id}). */
export function useRetrySource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/Source/Retry/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sources'] }),
  });
}

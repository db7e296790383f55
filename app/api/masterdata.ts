import { useQuery } from '@tanstack/react-query';
import type { CodeList, Customer, ErpCode, Vendor } from '../../domain/masterdata/index';
import { getAccessToken } from '../session/tokenStore';
import { errorFromBody } from './apiError';
import { api, type DownloadedBlob, fileNameOf } from './client';

/** Anything a master-data field can point at: a vendor, a customer or an entry of one of the code lists. */
export type MasterDataEntity = 'Vendor' | 'Customer' | CodeList;

/** One choice of a master-data field, whatever its entity: its code, its text and whether it is blocked. */
export type MasterDataEntry = { Code: string; Description: string; IsBlocked: boolean };

/** Entries a field loads at once; fewer back means the list is complete (spec 002 §9). */
export const MASTER_DATA_MAX_COUNT = 50;

type AnyEntry = Vendor | Customer | ErpCode;

/** A vendor (by ErpCode), a customer (by Code) or a code-list entry as one field choice. */
export function entryOf(raw: AnyEntry): MasterDataEntry {
  if ('ErpCode' in raw) return { Code: raw.ErpCode, Description: raw.Name, IsBlocked: raw.IsBlocked };
  if ('Name' in raw) return { Code: raw.Code, Description: raw.Name, IsBlocked: raw.IsBlocked };
  return { Code: raw.Code, Description: raw.Description, IsBlocked: raw.IsBlocked };
}

const base = (entity: MasterDataEntity, call: string, companyId: string) =>
  `/api/${entity}/${call}/${encodeURIComponent(companyId)}`;

/** The first entries of a company (GET /{Entity}/GetByCompany); a failed look-up reads as an empty list. */
export function useMasterDataList(entity: MasterDataEntity, companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['masterdata', entity, companyId, 'list'],
    queryFn: () =>
      api
        .get<AnyEntry[]>(`${base(entity, 'GetByCompany', companyId ?? '')}?maxCount=${MASTER_DATA_MAX_COUNT}`)
        .then((rows) => rows.map(entryOf)),
    enabled: enabled && Boolean(companyId),
    staleTime: 60_000,
    // Failed look-ups are ignored: the field just offers nothing (spec 002 §8).
    meta: { silent: true },
  });
}

/** Entries whose code or description starts with, then contains, the term (GET /{Entity}/GetByCompanyAndSearch). */
export async function searchMasterData(
  entity: MasterDataEntity,
  companyId: string,
  term: string,
): Promise<MasterDataEntry[]> {
  const query = `searchValue=${encodeURIComponent(term)}&maxCount=${MASTER_DATA_MAX_COUNT}`;
  const rows = await api.get<AnyEntry[]>(`${base(entity, 'GetByCompanyAndSearch', companyId)}?${query}`);
  return rows.map(entryOf);
}

/** The entry a stored code names (GET /{Entity}/GetByCompanyAndCode), so a field shows its description. */
export function useMasterDataEntry(entity: MasterDataEntity, companyId: string | null, code: string) {
  return useQuery({
    queryKey: ['masterdata', entity, companyId, 'code', code],
    queryFn: () =>
      api
        .get<AnyEntry>(
          `${base(entity, 'GetByCompanyAndCode', companyId ?? '')}?code=${encodeURIComponent(code)}`,
        )
        .then(entryOf),
    enabled: Boolean(companyId) && code.trim() !== '',
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** A page of a master-data table as the GetPageByCompany calls answer it. */
export type MasterDataPage<T> = { Items: T[]; Count: number; IsCapped: boolean };

/** What a master-data table asks for: page, search, sort and whether blocked entries show. */
export type MasterDataPageQuery = {
  skip: number;
  take: number;
  searchValue: string;
  sort: string;
  descending: boolean;
  includeBlocked: boolean;
};

/** The query string of a page or export request. */
export function pageQueryString(query: Partial<MasterDataPageQuery> & { locale?: string }): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.join('&');
}

/**
 * Fetches a file with GET, counting the bytes while it streams in (the Export calls). The app's client downloads
 * only by POST; this uses the same token and error shape.
 */
export async function downloadExport(
  path: string,
  onProgress?: (bytes: number) => void,
): Promise<DownloadedBlob> {
  const token = getAccessToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw errorFromBody(response.status, body, text);
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    chunks.push(part.value);
    received += part.value.length;
    onProgress?.(received);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

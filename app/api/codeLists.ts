import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeList, ErpCode, ErpCodeInput } from '../../domain/masterdata/index';
import { api } from './client';
import { downloadExport, type MasterDataPage, type MasterDataPageQuery, pageQueryString } from './masterdata';

/** One page of a company's code list (GET /{List}/GetPageByCompany). */
export function useCodeListPage(list: CodeList, companyId: string | null, query: MasterDataPageQuery) {
  return useQuery({
    queryKey: ['codeLists', list, companyId, 'page', query],
    queryFn: () =>
      api.get<MasterDataPage<ErpCode>>(
        `/api/${list}/GetPageByCompany/${encodeURIComponent(companyId ?? '')}?${pageQueryString(query)}`,
      ),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** Creates (without id) or updates an entry of a code list. */
export function useSaveErpCode(list: CodeList) {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: ErpCodeInput }) =>
      id
        ? api.put<ErpCode>(`/api/${list}/${encodeURIComponent(id)}`, input)
        : api.post<ErpCode>(`/api/${list}`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['codeLists', list] }),
        client.invalidateQueries({ queryKey: ['masterdata', list] }),
      ]),
  });
}

/** Deletes an entry of a code list. */
export function useDeleteErpCode(list: CodeList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/${list}/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['codeLists', list] }),
        client.invalidateQueries({ queryKey: ['masterdata', list] }),
      ]),
  });
}

/** The entries the table shows, as an Excel file (GET /{List}/Export). */
export function exportCodeList(
  list: CodeList,
  companyId: string,
  query: Omit<MasterDataPageQuery, 'skip' | 'take'> & { locale: string },
  onProgress?: (bytes: number) => void,
) {
  return downloadExport(
    `/api/${list}/Export/${encodeURIComponent(companyId)}?${pageQueryString(query)}`,
    onProgress,
  );
}

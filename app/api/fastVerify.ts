import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FastVerifyItem, VerifySaveBody } from '../../domain/verify/types';
import { api, type DownloadedBlob } from './client';
import { queryString } from './intake';

/** The fast verify list's filters: one company (the route's) and one document type, or all. */
export type FastVerifyFilter = { companyId?: string; documentType?: FastVerifyItem['DocumentType'] };

/** What a verifier changed on a row before confirming it. */
export type FastVerifyChanges = Partial<
  Pick<
    VerifySaveBody,
    'Number' | 'Date' | 'DueDate' | 'NetAmount' | 'VatAmount' | 'GrossAmount' | 'Description'
  >
>;

/** One row sent with PUT FastVerify/Confirm. */
export type FastVerifyConfirmItem = { Id: string; LastUpdate: string; Changes?: FastVerifyChanges };

/** PUT FastVerify/Confirm's answer: verified ids, and the others with their message key. */
export type FastVerifyConfirmAnswer = {
  Confirmed: string[];
  Refused: Array<{ Id: string; Message: string }>;
};

/** The recognised documents waiting for verify, most confident first (GET /FastVerify). */
export function useFastVerifyList(filter: FastVerifyFilter) {
  return useQuery({
    queryKey: ['fastVerify', 'list', filter],
    queryFn: () => api.get<FastVerifyItem[]>(`/api/FastVerify${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** The fast verify list under the filters, every row, as an XLSX in `locale`'s captions (POST /FastVerify/Export). */
export function exportFastVerify(
  filter: FastVerifyFilter,
  locale: string,
  onProgress?: (bytes: number) => void,
): Promise<DownloadedBlob> {
  return api.download('/api/FastVerify/Export', { ...filter, Locale: locale }, onProgress);
}

/** Whether a company the user verifies for asks a description (GET /FastVerify/AnyCompanyUsesVerifyDescription). */
export function useAnyCompanyUsesVerifyDescription() {
  return useQuery({
    queryKey: ['fastVerify', 'usesDescription'],
    queryFn: () => api.get<boolean>('/api/FastVerify/AnyCompanyUsesVerifyDescription'),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}

/** Verifies the rows (PUT /FastVerify/Confirm); the list and the verify counts are read again. */
export function useConfirmFastVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (Items: FastVerifyConfirmItem[]) =>
      api.put<FastVerifyConfirmAnswer>('/api/FastVerify/Confirm', { Items }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['fastVerify', 'list'] });
      void client.invalidateQueries({ queryKey: ['verify'] });
    },
  });
}

/** Reads documents again (PUT /FastVerify/ReevaluateDocuments); they leave the list until recognised. */
export function useReevaluateDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (DocumentIds: string[]) =>
      api.put<{ Message: string; Count: number }>('/api/FastVerify/ReevaluateDocuments', { DocumentIds }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['fastVerify', 'list'] }),
  });
}

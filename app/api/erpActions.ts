import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ErpActionPage, type ErpActionView, hasOpenActions } from '../../domain/erp/actionView';
import type { CompanyUpdateJob } from '../../domain/erp/enums';
import { api, type DownloadedBlob } from './client';

/** How often a screen looks again while an ERP action is still queued or running. */
export const ErpActionPollMs = 3000;

/** The overview's filters and page. */
export type ErpActionFilter = { companyId?: string; state?: string; action?: string };

const queryString = (filter: ErpActionFilter, extra: Record<string, string | number> = {}) =>
  new URLSearchParams(
    Object.entries({ ...filter, ...extra }).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** A page of the ERP action overview, newest first; looks again every few seconds while any is open. */
export function useErpActions(filter: ErpActionFilter, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: ['erp-actions', filter, page],
    queryFn: () => api.get<ErpActionPage>(`/api/Erp/Actions?${queryString(filter, page)}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasOpenActions(query.state.data?.Items ?? []) ? ErpActionPollMs : false),
    meta: { silent: true },
  });
}

/** One ERP action, followed until it has finished (the company page's check-login and sync buttons). */
export function useErpAction(id: string | null) {
  return useQuery({
    queryKey: ['erp-actions', 'one', id],
    queryFn: () => api.get<ErpActionView>(`/api/Erp/GetErpAction/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      hasOpenActions(query.state.data ? [query.state.data] : [{ State: 'Queued' }]) ? 1500 : false,
  });
}

/** Asks for a company update job; `full` reads everything again (CreateSyncAllAction). Answers the action id. */
export function useCreateErpAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      companyId,
      action,
      full,
    }: {
      companyId: string;
      action: CompanyUpdateJob;
      full?: boolean;
    }) =>
      api.post<{ ErpActionId: string }>(
        `/api/Erp/${full ? 'CreateSyncAllAction' : 'CreateAction'}/${encodeURIComponent(companyId)}/${action}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erp-actions'] }),
  });
}

/** Queues a failed ERP action again. */
export function useRetryErpAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ErpActionView>(`/api/Erp/RetryAction/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erp-actions'] }),
  });
}

/** The overview as filtered, every page, as an Excel file in the user's language. */
export function exportErpActions(
  filter: ErpActionFilter,
  locale: string,
  onProgress: (bytes: number) => void,
): Promise<DownloadedBlob> {
  return api.getFile(`/api/Erp/Actions/Export?${queryString(filter, { locale })}`, onProgress);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemovedFromWorkflow, RemoveFromWorkflowImpact } from '../../domain/entities/companyRemoval';
import { api } from './client';

const path = (companyId: string) => `/api/Company/RemoveFromWorkflow/${encodeURIComponent(companyId)}`;

/** What removing the company from the workflow would touch (GET …/RemoveFromWorkflow/{id}/Impact). */
export function useRemovalImpact(companyId: string | null) {
  return useQuery({
    queryKey: ['companyRemovalImpact', companyId],
    queryFn: () => api.get<RemoveFromWorkflowImpact>(`${path(companyId ?? '')}/Impact`),
    enabled: Boolean(companyId),
    // Always counted afresh: the confirmation must show what is true now.
    staleTime: 0,
    // The delete-company page shows a failure itself.
    meta: { silent: true },
  });
}

/**
 * Removes a company from the workflow (POST …/RemoveFromWorkflow/{id}); the page shows a refusal itself.
 * Companies, the shell's guards, work lists and counts are read again after, without waiting for them.
 */
export function useRemoveFromWorkflow() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ companyId, confirmName }: { companyId: string; confirmName: string }) =>
      api.post<RemovedFromWorkflow>(path(companyId), { ConfirmName: confirmName }),
    onSuccess: () => {
      for (const queryKey of [['companies'], ['baseData'], ['documents'], ['dashboard'], ['workflow']])
        void client.invalidateQueries({ queryKey });
    },
  });
}

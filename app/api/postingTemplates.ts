import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostingTemplate, PostingTemplateInput } from '../../domain/masterdata/index';
import { api } from './client';

/** A company's posting templates by sort number, then name (GET /PostingTemplate/GetByCompany/{companyId}). */
export function usePostingTemplates(companyId: string | null) {
  return useQuery({
    queryKey: ['postingTemplates', companyId],
    queryFn: () =>
      api.get<PostingTemplate[]>(`/api/PostingTemplate/GetByCompany/${encodeURIComponent(companyId ?? '')}`),
    enabled: Boolean(companyId),
  });
}

/** One posting template; the edit page shows a failure itself. */
export function usePostingTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['postingTemplates', 'detail', id],
    queryFn: () => api.get<PostingTemplate>(`/api/PostingTemplate/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a posting template with its lines. */
export function useSavePostingTemplate() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: PostingTemplateInput }) =>
      id
        ? api.put<PostingTemplate>(`/api/PostingTemplate/${encodeURIComponent(id)}`, input)
        : api.post<PostingTemplate>('/api/PostingTemplate', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['postingTemplates'] }),
  });
}

/** Deletes a posting template. */
export function useDeletePostingTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/PostingTemplate/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['postingTemplates'] }),
  });
}

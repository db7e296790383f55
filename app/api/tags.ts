import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '../../domain/masterdata/index';
import { api } from './client';

/** The customer environment's tags by name (GET /Tag/). */
export function useTags() {
  return useQuery({ queryKey: ['tags'], queryFn: () => api.get<Tag[]>('/api/Tag') });
}

/** Creates (without id) or renames a tag. */
export function useSaveTag() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, name }: { id?: string; name: string }) =>
      id
        ? api.put<Tag>(`/api/Tag/${encodeURIComponent(id)}`, { Name: name })
        : api.post<Tag>('/api/Tag', { Name: name }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tags'] }),
  });
}

/** Deletes a tag. */
export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Tag/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tags'] }),
  });
}

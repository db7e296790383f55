import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultText, DefaultTextFields } from '../../domain/defaultTexts';
import type { ActionName } from '../../domain/workflow';
import { api } from './client';

const enc = encodeURIComponent;
const defaultTextKey = ['defaultTexts'];

/** A default text as it is saved: everything but its Id and UpdatedAt. */
export type DefaultTextInput = DefaultTextFields;

/** The customer environment's default texts by name; with a search, those whose name or text holds it. */
export function useDefaultTexts(search = '') {
  const term = search.trim();
  return useQuery({
    queryKey: [...defaultTextKey, 'list', term],
    queryFn: () => api.get<DefaultText[]>(`/api/DefaultText${term ? `?search=${enc(term)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** One default text; the edit page shows a failure itself. */
export function useDefaultText(id: string | undefined) {
  return useQuery({
    queryKey: [...defaultTextKey, 'detail', id],
    queryFn: () => api.get<DefaultText>(`/api/DefaultText/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/**
 * The default texts offered for a remark when acting on a document of `companyId` with `action`. Quietly
 * nothing when they cannot be had: the remark can always be typed.
 */
export function useOfferedDefaultTexts(companyId: string | null | undefined, action: ActionName | null) {
  return useQuery({
    queryKey: [...defaultTextKey, 'offered', companyId, action],
    queryFn: () =>
      api.get<DefaultText[]>(`/api/DefaultText/ForAction?companyId=${enc(companyId ?? '')}&action=${action}`),
    enabled: Boolean(companyId && action),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a default text. */
export function useSaveDefaultText() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: DefaultTextInput }) =>
      id
        ? api.put<DefaultText>(`/api/DefaultText/${enc(id)}`, input)
        : api.post<DefaultText>('/api/DefaultText', input),
    onSuccess: () => client.invalidateQueries({ queryKey: defaultTextKey }),
  });
}

/** Deletes a default text. */
export function useDeleteDefaultText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/DefaultText/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: defaultTextKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyInput, CreatedApiKey } from '../../domain/api/apiKey';
import { api } from './client';

const keysKey = ['api-keys'];

/** The customer's API keys, newest first (GET /ApiKey). */
export function useApiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: () => api.get<ApiKey[]>('/api/ApiKey') });
}

/** One key (GET /ApiKey/{id}). */
export function useApiKey(id: string) {
  return useQuery({
    queryKey: [...keysKey, id],
    queryFn: () => api.get<ApiKey>(`/api/ApiKey/${encodeURIComponent(id)}`),
  });
}

/** Makes a key; the answer holds the key itself, the only time it is ever shown. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (input: ApiKeyInput) => api.post<CreatedApiKey>('/api/ApiKey', input),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

/** Revokes a key: its next request is refused. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ApiKey>(`/api/ApiKey/${encodeURIComponent(id)}/Revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

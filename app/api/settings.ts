import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Setting, SettingUpdate } from '../../domain/entities/setting';
import { api } from './client';

/** All known settings with their customer-wide values. */
export function useSettings() {
  return useQuery({ queryKey: ['settings'], queryFn: () => api.get<Setting[]>('/api/Setting') });
}

/** One setting, for a company (falls back to the customer value) or customer-wide. */
export const settingQuery = (name: string, companyId?: string | null) =>
  queryOptions({
    queryKey: ['settings', name, companyId ?? null],
    queryFn: () =>
      api.get<Setting>(
        `/api/Setting/${encodeURIComponent(name)}${companyId ? `?companyId=${encodeURIComponent(companyId)}` : ''}`,
      ),
    staleTime: 60_000,
  });

/** One setting's value. */
export function useSetting(name: string, enabled = true) {
  // The setting page shows a failure itself.
  return useQuery({ ...settingQuery(name), enabled, meta: { silent: true } });
}

/** Saves a setting value (PUT /api/Setting/{name}). */
export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ name, update }: { name: string; update: SettingUpdate }) =>
      api.put<Setting>(`/api/Setting/${encodeURIComponent(name)}`, update),
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings'] }),
  });
}

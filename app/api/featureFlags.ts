import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlag } from '../../domain/entities/misc';
import { api } from './client';

type FlagState = { Name: FeatureFlag; Enabled: boolean };

/** The customer's feature flags for the feature-flags screen, which shows a failure itself. */
export function useFeatureFlags() {
  return useQuery({
    queryKey: ['featureFlags', 'list'],
    queryFn: () => api.get<FlagState[]>('/api/Features/GetAllFeatureFlags'),
    meta: { silent: true },
  });
}

/** Switches a flag (PUT /api/Features/{name}); the shell's guards read the flags again. */
export function useSaveFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, enabled }: { name: FeatureFlag; enabled: boolean }) =>
      api.put<FlagState>(`/api/Features/${encodeURIComponent(name)}`, { Enabled: enabled }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['featureFlags'] }),
        client.invalidateQueries({ queryKey: ['baseData'] }),
      ]),
  });
}

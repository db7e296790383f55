import { useMutation } from '@tanstack/react-query';
import type { ManualAdapterRequest } from '../../domain/entities/misc';
import { api } from './client';

/** Sends a manual adapter request (POST /api/Request/ManualAdapter). */
export function useCreateManualAdapterRequest() {
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (request: ManualAdapterRequest) =>
      api.post<ManualAdapterRequest>('/api/Request/ManualAdapter', request),
  });
}

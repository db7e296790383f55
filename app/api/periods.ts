import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Period, PeriodInput } from '../../domain/masterdata/index';
import { api } from './client';

/** The periods of a company by start date (GET /Period/GetByCompany/{companyId}). */
export function usePeriods(companyId: string | null) {
  return useQuery({
    queryKey: ['periods', companyId],
    queryFn: () => api.get<Period[]>(`/api/Period/GetByCompany/${encodeURIComponent(companyId ?? '')}`),
    enabled: Boolean(companyId),
  });
}

/** Creates (without id) or updates a period of a company. */
export function useSavePeriod() {
  const client = useQueryClient();
  return useMutation({
    // The period table shows every refusal in the row being edited (an overlap names the other period).
    meta: { silent: true },
    mutationFn: ({ id, input }: { id?: string; input: PeriodInput & { CompanyId: string } }) =>
      id
        ? api.put<Period>(`/api/Period/${encodeURIComponent(id)}`, input)
        : api.post<Period>('/api/Period', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['periods'] }),
  });
}

/** Deletes a period. */
export function useDeletePeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Period/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['periods'] }),
  });
}

/** Adds the twelve monthly periods of a year that are not there yet (POST /Period/GenerateYear). */
export function useGenerateYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { CompanyId: string; Year: number }) =>
      api.post<Period[]>('/api/Period/GenerateYear', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['periods'] }),
  });
}

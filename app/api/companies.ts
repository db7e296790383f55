import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyDetail, CompanyInput } from '../../domain/entities/company';
import { api } from './client';

/** The companies the user may see; a failed fetch leaves the list empty (spec 000 §8). */
export const companiesQuery = queryOptions({
  queryKey: ['companies'],
  queryFn: () => api.get<Company[]>('/api/company').catch((): Company[] => []),
});

/** The company list. */
export function useCompanies() {
  return useQuery(companiesQuery);
}

/** One company with its connection details and settings. */
export function useCompany(id: string | undefined) {
  return useQuery({
    queryKey: ['companies', 'detail', id],
    queryFn: () => api.get<CompanyDetail>(`/api/Company/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    // The edit page shows a failure itself.
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a company. */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: CompanyInput }) =>
      id
        ? api.put<CompanyDetail>(`/api/Company/${encodeURIComponent(id)}`, input)
        : api.post<CompanyDetail>('/api/Company', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['companies'] }),
  });
}

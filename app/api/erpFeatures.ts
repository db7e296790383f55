import { useQuery } from '@tanstack/react-query';
import type { CompanyFeatureDescription } from '../../domain/erp/companyFeatureDescription';
import { api } from './client';

/** What a company's ERP can do (GET /Company/GetErpFeatures/{companyId}): its features and the fields it keeps. */
export function useErpFeatures(companyId: string | null | undefined) {
  return useQuery({
    queryKey: ['erpFeatures', companyId],
    queryFn: () =>
      api.get<CompanyFeatureDescription>(
        `/api/Company/GetErpFeatures/${encodeURIComponent(companyId ?? '')}`,
      ),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    retry: false,
    // Without a description every field shows, which is what a screen can still work with.
    meta: { silent: true },
  });
}

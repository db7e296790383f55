import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from './client';

/** Locales offered (a failed fetch gives an empty list, spec 000 §8). */
export const localesQuery = queryOptions({
  queryKey: ['locales'],
  queryFn: () => api.get<string[]>('/api/Translations/GetAvailableLocales').catch((): string[] => []),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The environment's default locale. */
export const defaultLocaleQuery = queryOptions({
  queryKey: ['defaultLocale'],
  queryFn: () => api.get<string>('/api/Translations/GetDefaultLocale'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Custom translations of one source and locale from the API. */
export function fetchTranslationsBySource(locale: string, source: string): Promise<Record<string, string>> {
  const query = `locale=${encodeURIComponent(locale)}&source=${encodeURIComponent(source)}`;
  return api.get<Record<string, string>>(`/api/Translations/GetBySource?${query}`);
}

/** Saves one custom translation (the aa-ER in-context tool). */
export function useSaveCustomTranslation() {
  return useMutation({
    mutationFn: (body: { Locale: string; Key: string; Value: string }) =>
      api.put<void>('/api/Translations/Custom', body),
  });
}

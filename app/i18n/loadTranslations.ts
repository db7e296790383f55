import type { i18n } from 'i18next';
import { TranslationSources } from '../../domain/entities/enums';
import { fetchTranslationsBySource } from '../api/translations';
import { groupOfSource } from './groups';

type Table = Record<string, string>;

async function staticFile(locale: string, source: string, fetcher: typeof fetch): Promise<Table> {
  try {
    const response = await fetcher(`/locales/${locale}/${source}.json`);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return {};
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Table) : {};
  } catch {
    return {};
  }
}

/**
 * Loads every translation source for a locale: the static file first, then (when signed in) the
 * API's answer, which adds the customer's custom translations on top.
 */
export async function loadTranslations(
  instance: i18n,
  locale: string,
  options: { withApi: boolean; fetcher?: typeof fetch },
): Promise<void> {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const tables = await Promise.all(
    TranslationSources.map(async (source) => {
      const fromFile = await staticFile(locale, source, fetcher);
      const fromApi = options.withApi
        ? await fetchTranslationsBySource(locale, source).catch((): Table => ({}))
        : {};
      return { source, table: { ...fromFile, ...fromApi } };
    }),
  );
  for (const { source, table } of tables) {
    instance.addResourceBundle(locale, groupOfSource[source], table, true, true);
  }
}

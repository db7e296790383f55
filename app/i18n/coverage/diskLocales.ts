import fs from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { TranslationSources } from '../../../domain/entities/enums';
import { UNTRANSLATED_MARKER } from '../../../domain/i18n/marker';
import { createAppI18n } from '../createI18n';
import { SupportedLocales } from '../groups';
import { loadTranslations } from '../loadTranslations';

/** The project root (tests run with cwd at the project root). */
export const projectRoot = process.cwd();
const localesDir = path.join(projectRoot, 'locales');

/** One translation file as the app's static loader would fetch it. */
export function readSourceTable(locale: string, source: string): Record<string, string> {
  const text = fs.readFileSync(path.join(localesDir, locale, `${source}.json`), 'utf8');
  return JSON.parse(text) as Record<string, string>;
}

// Serves /locales/<locale>/<source>.json from disk, as the server's static route does.
const diskFetcher: typeof fetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const match = /^\/locales\/([^/]+)\/([^/]+)\.json$/.exec(url);
  const file = match ? path.join(localesDir, match[1], `${match[2]}.json`) : '';
  if (!file || !fs.existsSync(file)) return new Response('not found', { status: 404 });
  return new Response(fs.readFileSync(file, 'utf8'), { headers: { 'content-type': 'application/json' } });
};

/** An app i18n instance per supported locale, filled through the app's own loader from the files on disk. */
export async function loadDiskLocales(): Promise<Record<string, i18n>> {
  const entries = await Promise.all(
    SupportedLocales.map(async (locale) => {
      const instance = createAppI18n(locale);
      await loadTranslations(instance, locale, { withApi: false, fetcher: diskFetcher });
      return [locale, instance] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The keys whose lookup gives no text: the untranslated marker, or nothing but white space. */
export function untranslated(instance: i18n, keys: Iterable<string>): string[] {
  const missing = new Set<string>();
  for (const key of keys) {
    const text = instance.t(key);
    if (text.startsWith(UNTRANSLATED_MARKER) || text.trim() === '') missing.add(key);
  }
  return [...missing].sort();
}

/** Every translation source of a locale with its keys. */
export function sourceKeys(locale: string): Record<string, string[]> {
  return Object.fromEntries(
    TranslationSources.map((source) => [source, Object.keys(readSourceTable(locale, source))]),
  );
}

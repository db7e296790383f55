import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locale, TranslationSource } from '../../../domain/entities/enums';

const cache = new Map<string, Promise<Record<string, string>>>();

async function read(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The shipped translations of one source and locale (empty when the file does not exist). */
export function staticTranslations(
  localesDir: string,
  locale: Locale,
  source: TranslationSource,
): Promise<Record<string, string>> {
  const file = path.join(localesDir, locale, `${source}.json`);
  let entry = cache.get(file);
  if (!entry) {
    entry = read(file);
    cache.set(file, entry);
  }
  return entry;
}

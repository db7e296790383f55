import fs from 'node:fs';
import path from 'node:path';
import type { i18n } from 'i18next';
import { DocumentStatuses, StatusesInWorkflow, StatusFilters } from '../../../domain/documents/enums';
import { SettingCatalogue } from '../../../domain/entities/setting';
import { SupportedLocales } from '../groups';
import { loadDiskLocales, projectRoot, untranslated } from './diskLocales';
import { keyLiterals, sourceFiles } from './sourceScan';

// Key-shaped literals on the server that are data, not messages: document statuses and status
// filters and a source's status in the workflow stored in rows, setting names, and upper-case library or environment codes (FST_FILES_LIMIT).
const dataValues = new Set<string>([
  ...DocumentStatuses,
  ...StatusFilters,
  ...StatusesInWorkflow,
  ...Object.keys(SettingCatalogue),
]);
const isMessageKey = (key: string) => !dataValues.has(key) && key !== key.toUpperCase();

function serverMessageKeys(): Map<string, string[]> {
  const files = [...sourceFiles('server', ['test']), ...sourceFiles('domain/entities')];
  const found = keyLiterals(files);
  // The error helpers' default codes: notFound(code = 'Not_Found'), forbidden, unauthorized.
  const errors = fs.readFileSync(path.join(projectRoot, 'server/errors.ts'), 'utf8');
  for (const match of errors.matchAll(/code = '([A-Za-z_]+)'/g)) found.set(match[1], ['server/errors.ts']);
  return new Map([...found].filter(([key]) => isMessageKey(key)));
}

function importErrorKeys(): string[] {
  const text = fs.readFileSync(path.join(projectRoot, 'server/services/import/importError.ts'), 'utf8');
  const list = /ImportErrorKeys = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([A-Za-z_]+)'/g)].map((match) => match[1]);
}

let locales: Record<string, i18n>;
beforeAll(async () => {
  locales = await loadDiskLocales();
});

describe('error keys the server sends', () => {
  const keys = serverMessageKeys();

  it('finds the AppError, helper, error-handler and Zod message keys in the server source', () => {
    for (const key of [
      'Document_Not_Found',
      'Not_Found',
      'Forbidden',
      'Internal_Server_Error',
      'Validation_Guid',
    ]) {
      expect(keys.has(key)).toBe(true);
    }
    expect(keys.has('Signed_Off')).toBe(false);
  });

  for (const locale of SupportedLocales) {
    it(`${locale} translates every key the server can answer with`, () => {
      const missing = untranslated(locales[locale], keys.keys()).map((key) => `${key} (${keys.get(key)})`);
      expect(missing).toEqual([]);
    });

    it(`${locale} translates every import error key`, () => {
      const importKeys = importErrorKeys();
      expect(importKeys).toContain('Import_Failed');
      expect(untranslated(locales[locale], importKeys)).toEqual([]);
    });
  }
});

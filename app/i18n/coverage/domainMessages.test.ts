import type { i18n } from 'i18next';
import { ValidationMessageKey } from '../../../domain/validation/messages';
import { SupportedLocales } from '../groups';
import { loadDiskLocales, readSourceTable, untranslated } from './diskLocales';
import { domainMessageKeyLists, specMessageKeys } from './domainKeyLists';

let locales: Record<string, i18n>;
beforeAll(async () => {
  locales = await loadDiskLocales();
});

describe('message keys produced by domain code', () => {
  for (const locale of SupportedLocales) {
    for (const [list, keys] of Object.entries(domainMessageKeyLists)) {
      it(`${locale} translates every ${list}`, () => {
        expect(keys.length).toBeGreaterThan(0);
        expect(untranslated(locales[locale], keys)).toEqual([]);
      });
    }

    it(`${locale} translates every message key named in the spec`, () => {
      expect(untranslated(locales[locale], specMessageKeys)).toEqual([]);
    });
  }

  it('keeps the validation texts in the Errors source, where the app loads server and rule messages', () => {
    for (const locale of SupportedLocales) {
      const errors = readSourceTable(locale, 'Errors');
      expect(Object.values(ValidationMessageKey).filter((key) => !(key in errors))).toEqual([]);
    }
  });

  it('fills message parameters into the translated text', () => {
    const { t } = locales['en-US'];
    expect(t('Validation_Gross_Amount_Incorrect', { 0: '0.05' })).toContain('0.05');
    expect(locales['nl-NL'].t('Import_Too_Many_Files', { 0: '20' })).toContain('20');
  });
});

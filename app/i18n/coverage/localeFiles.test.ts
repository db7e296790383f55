import { TranslationSources } from '../../../domain/entities/enums';
import { SupportedLocales } from '../groups';
import { readSourceTable, sourceKeys } from './diskLocales';

const [dutch, english] = SupportedLocales;
const placeholders = (text: string) => (text.match(/\{\{[^}]+\}\}/g) ?? []).sort();

describe('translation files per source', () => {
  for (const source of TranslationSources) {
    it(`${source}: nl-NL and en-US hold the same keys`, () => {
      const nl = sourceKeys(dutch)[source];
      const en = sourceKeys(english)[source];
      expect(nl.filter((key) => !en.includes(key))).toEqual([]);
      expect(en.filter((key) => !nl.includes(key))).toEqual([]);
    });

    it(`${source}: every text is filled in and uses the same {{n}} parameters in both locales`, () => {
      const nl = readSourceTable(dutch, source);
      const en = readSourceTable(english, source);
      const problems = Object.keys(nl).filter(
        (key) =>
          !nl[key]?.trim() ||
          !en[key]?.trim() ||
          placeholders(nl[key]).join() !== placeholders(en[key] ?? '').join(),
      );
      expect(problems).toEqual([]);
    });

    for (const locale of SupportedLocales) {
      it(`${locale}/${source}.json keeps its keys sorted`, () => {
        const keys = Object.keys(readSourceTable(locale, source));
        expect(keys).toEqual([...keys].sort());
      });
    }
  }

  it('writes parameters as {{n}}, never as %s, {n} or %%', () => {
    const odd = SupportedLocales.flatMap((locale) =>
      TranslationSources.flatMap((source) =>
        Object.entries(readSourceTable(locale, source))
          .filter(([, text]) => /%s|%d|%%|(^|[^{])\{\d+\}/.test(text))
          .map(([key]) => `${locale}/${source}:${key}`),
      ),
    );
    expect(odd).toEqual([]);
  });
});

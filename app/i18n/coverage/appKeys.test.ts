import type { i18n } from 'i18next';
import { SupportedLocales } from '../groups';
import { templateShapeKeys, variableLookupKeys } from './appKeyShapes';
import { loadDiskLocales, untranslated } from './diskLocales';
import {
  captures,
  keyLiterals,
  literalTranslationKeys,
  sourceFiles,
  templateTranslationKeyShapes,
} from './sourceScan';

// The scanners here quote t(…) shapes in their comments; leave this folder out.
const appFiles = sourceFiles('app', ['coverage']);
const shapeKeys = templateShapeKeys();
const fields = [...captures(appFiles, /\bfield="([A-Za-z0-9]+)"/g)];
const dropdownKeys: Record<string, string[]> = {
  'Select_*': fields.map((field) => `Select_${field}`),
  'No_*_Available': fields.map((field) => `No_${field}_Available`),
};

let locales: Record<string, i18n>;
beforeAll(async () => {
  locales = await loadDiskLocales();
});

describe('texts the app looks up', () => {
  it('resolves every templated key shape in the app (Column_*, No_*_Available) against the list it iterates', () => {
    const shapes = [...templateTranslationKeyShapes(appFiles).keys()];
    expect(shapes.filter((shape) => !(shape in shapeKeys) && !(shape in dropdownKeys))).toEqual([]);
  });

  it('labels enumOptions only with prefixes whose keys are resolved', () => {
    const prefixes = captures(appFiles, /enumOptions\([^,]+,\s*t,\s*'([A-Za-z_]+)'\)/g);
    const known = shapeKeys['**'];
    expect([...prefixes].filter((prefix) => !known.some((key) => key.startsWith(prefix)))).toEqual([]);
  });

  it('finds the dropdown fields the app uses', () => {
    expect(fields).toEqual(expect.arrayContaining(['Company', 'Rule']));
  });

  for (const locale of SupportedLocales) {
    it(`${locale} translates every t('…') literal in app/`, () => {
      expect(untranslated(locales[locale], literalTranslationKeys(appFiles))).toEqual([]);
    });

    it(`${locale} translates every key behind a templated key shape`, () => {
      const keys = [...Object.values(shapeKeys), ...Object.values(dropdownKeys)].flat();
      expect(untranslated(locales[locale], keys)).toEqual([]);
    });

    it(`${locale} translates keys looked up from variables: rights, tri-state values, component texts`, () => {
      const componentKeys = keyLiterals(sourceFiles('app/components')).keys();
      expect(untranslated(locales[locale], [...variableLookupKeys, ...componentKeys])).toEqual([]);
    });
  }
});

import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DefaultLocale } from '../../domain/entities/enums';
import { UNTRANSLATED_MARKER } from '../../domain/i18n/marker';
import { TranslationGroups } from './groups';
import { keyTracker } from './keyTracker';

export type GroupResources = Partial<Record<(typeof TranslationGroups)[number], Record<string, string>>>;

/** Creates the app's i18next instance: groups as namespaces, untranslated text marked with a prefix. */
export function createAppI18n(
  locale: string = DefaultLocale,
  resources: Record<string, GroupResources> = {},
): i18n {
  const instance = createInstance();
  const [defaultNS, ...fallbackNS] = TranslationGroups;
  instance
    .use(initReactI18next)
    .use(keyTracker)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [...TranslationGroups],
      defaultNS,
      fallbackNS,
      resources,
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      postProcess: [keyTracker.name],
      parseMissingKeyHandler: (key) => `${UNTRANSLATED_MARKER}${key}`,
      initAsync: false,
    });
  return instance;
}

import { DefaultLocale, Locales } from '../../domain/entities/enums';
import { createAppI18n } from './createI18n';
import { loadTranslations } from './loadTranslations';

const localeKey = 'ledgerline.locale';

function initialLocale(): string {
  const stored = localStorage.getItem(localeKey);
  return stored && (Locales as readonly string[]).includes(stored) ? stored : DefaultLocale;
}

/** The application's i18next instance. */
export const appI18n = createAppI18n(initialLocale());

/** Loads the static translations for the start locale (before a session exists). */
export function loadInitialTranslations(): Promise<void> {
  return loadTranslations(appI18n, appI18n.language, { withApi: false });
}

/** Switches to the user's locale and loads all sources, including the customer's custom translations. */
export async function applyUserLocale(
  locale: string | undefined,
  fallback: string = DefaultLocale,
): Promise<void> {
  const chosen = locale && (Locales as readonly string[]).includes(locale) ? locale : fallback;
  await loadTranslations(appI18n, chosen, { withApi: true });
  localStorage.setItem(localeKey, chosen);
  document.documentElement.lang = chosen.slice(0, 2);
  await appI18n.changeLanguage(chosen);
}

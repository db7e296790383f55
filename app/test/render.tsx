import { MantineProvider } from '@mantine/core';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import './polyfills';

/** A synchronous i18n instance without resources: every key is returned as-is. */
export function createTestI18n(language = 'en-US', resources: Record<string, string> = {}): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Options for renderWithProviders: the i18n instance to use (defaults to a key-returning one). */
export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  i18n?: i18n;
}

/** Renders a component inside MantineProvider and I18nextProvider, as the app does. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult {
  const { i18n: instance = createTestI18n(), ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppI18n } from '../i18n/createI18n';
import './polyfills';

/** Renders a screen at a path inside the providers the shell uses (router, query client, i18n, Mantine). */
export function renderScreen(
  element: ReactElement,
  options: { path?: string; route?: string } = {},
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createAppI18n('en-US', {
    'en-US': { Navigation: { Login_Submit: 'Sign in', Email: 'E-mail address', Password: 'Password' } },
  });
  const router = createMemoryRouter(
    [
      { path: options.route ?? '/', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

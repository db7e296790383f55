import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ActionRight } from '../../../domain/rights/rights';
import { emptyGuardContext } from '../../../domain/routes/guardContext';
import { loadDiskLocales } from '../../i18n/coverage/diskLocales';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import '../../test/polyfills';

let english: i18n | undefined;

/**
 * Renders a payment screen in English with the texts on disk (totals and reasons are read as a user reads them),
 * inside the shell's providers, for a user holding `rights`; other paths render "elsewhere: <path>".
 */
export async function renderPayments(
  element: ReactElement,
  options: { path: string; route: string; rights: ActionRight[] },
) {
  english ??= (await loadDiskLocales())['en-US'];
  const shell = {
    base: {} as ShellData['base'],
    guard: { ...emptyGuardContext, actionRights: new Set(options.rights) },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.route, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.path] },
  );
  render(
    <MantineProvider>
      <I18nextProvider i18n={english}>
        <QueryClientProvider client={client}>
          <ShellDataContext.Provider value={shell}>
            <RouterProvider router={router} />
          </ShellDataContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

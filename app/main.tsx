import '@mantine/core/styles.css';
import './shell/shell.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { api } from './api/client';
import { createQueryClient } from './api/queryClient';
import { appI18n, loadInitialTranslations } from './i18n/appI18n';
import { createAppRouter } from './routes';
import { renewAccessToken } from './session/renewal';
import { ledgerlineTheme } from './shell/theme';

const queryClient = createQueryClient();
const router = createAppRouter();

api.setSessionHooks({
  refreshAccess: renewAccessToken,
  onSessionLost: () => {
    void router.navigate('/no-valid-session', { replace: true });
  },
});

const container = document.getElementById('root');
if (container) {
  void loadInitialTranslations().finally(() => {
    createRoot(container).render(
      <StrictMode>
        <MantineProvider theme={ledgerlineTheme} defaultColorScheme="light">
          <I18nextProvider i18n={appI18n}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </I18nextProvider>
        </MantineProvider>
      </StrictMode>,
    );
  });
}

import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeTable } from '../domain/routes/routeTable';
import { ChooseCustomerPage } from './scenes/ChooseCustomer/ChooseCustomerPage';
import { LoginPage } from './scenes/Login/LoginPage';
import { LogoutPage } from './scenes/Logout/LogoutPage';
import { NoValidSessionPage } from './scenes/NoValidSession/NoValidSessionPage';
import { scenes } from './scenes/registry';
import { SessionBoundary } from './session/SessionBoundary';
import { FullPageLoader } from './shell/FullPageLoader';
import { DefaultRouteRedirect, GuardedRoute } from './shell/GuardedRoute';
import { RootLayout } from './shell/RootLayout';
import { ScreenError } from './shell/ScreenError';
import { ShellLayout } from './shell/ShellLayout';

/** Guarded routes: only the rows marked built that have a screen; all others fall back like unknown paths. */
export function guardedRoutes(): RouteObject[] {
  return routeTable.flatMap((definition) => {
    const Scene = scenes[definition.path];
    if (!definition.built || !Scene) return [];
    return [
      {
        path: definition.path,
        element: (
          <GuardedRoute definition={definition}>
            <Scene />
          </GuardedRoute>
        ),
      },
    ];
  });
}

// The interface kit page exists only when its file does and the server switched it on (never in production).
const devKitModules = import.meta.glob<{ default: ComponentType }>('./scenes/DevKit/DevKitPage.tsx');

function devKitRoutes(): RouteObject[] {
  const load = devKitModules['./scenes/DevKit/DevKitPage.tsx'];
  if (!load || window.__LEDGERLINE__?.devKit !== true) return [];
  const DevKitPage = lazy(load);
  return [
    {
      path: '/dev/kit',
      element: (
        <Suspense fallback={<FullPageLoader />}>
          <DevKitPage />
        </Suspense>
      ),
    },
  ];
}

/** Every route of the application. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ScreenError />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/choose-customer', element: <ChooseCustomerPage /> },
        { path: '/no-valid-session', element: <NoValidSessionPage /> },
        { path: '/logout', element: <LogoutPage /> },
        ...devKitRoutes(),
        {
          element: (
            <SessionBoundary>
              <ShellLayout />
            </SessionBoundary>
          ),
          children: [
            {
              // A screen that fails keeps the shell around it.
              errorElement: <ScreenError />,
              children: [
                { index: true, element: <DefaultRouteRedirect /> },
                ...guardedRoutes(),
                { path: '*', element: <DefaultRouteRedirect /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The data router of the application. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

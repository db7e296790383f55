import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { defaultRoute } from '../../domain/routes/defaultRoute';
import type { RouteDefinition } from '../../domain/routes/routeTable';
import { useShellData } from '../session/ShellDataContext';
import { usePageTitle } from './pageTitle';

/** Shows a screen when its guard passes; otherwise sends the user to the default route. */
export function GuardedRoute({ definition, children }: { definition: RouteDefinition; children: ReactNode }) {
  const { guard } = useShellData();
  const { t } = useTranslation();
  const allowed = definition.guard(guard);
  usePageTitle(allowed ? t(definition.name) : '');
  if (!allowed) return <Navigate replace to={defaultRoute(guard)} />;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** Unknown paths (and unbuilt screens) land on the default route. */
export function DefaultRouteRedirect() {
  const { guard } = useShellData();
  return <Navigate replace to={defaultRoute(guard)} />;
}

import type { GuardContext } from './guardContext';
import { type RouteDefinition, routeTable } from './routeTable';

/** The default route: /dashboard with the Dashboard view right (and a built dashboard), else /purchase-invoices. */
export function defaultRoute(ctx: GuardContext, routes: RouteDefinition[] = routeTable): string {
  const dashboard = routes.find((entry) => entry.path === '/dashboard');
  return dashboard?.built && ctx.viewRights.has('Dashboard') ? '/dashboard' : '/purchase-invoices';
}

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (pathParts.length > patternParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index];
    if (part.endsWith('?')) return true;
    if (actual === undefined) return false;
    return part.startsWith(':') || part === actual;
  });
}

/** The route row a path belongs to, if any (query and hash ignored). */
export function findRoute(path: string, routes: RouteDefinition[] = routeTable): RouteDefinition | undefined {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return routes.find((entry) => matches(entry.path, clean));
}

/** Where a signed-in user lands for a path: the path itself when its route is built and its guard passes. */
export function resolvePath(path: string, ctx: GuardContext, routes: RouteDefinition[] = routeTable): string {
  const entry = findRoute(path, routes);
  return entry?.built && entry.guard(ctx) ? path : defaultRoute(ctx, routes);
}

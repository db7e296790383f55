import { findRoute } from '../../../domain/routes/defaultRoute';
import type { GuardContext } from '../../../domain/routes/guardContext';
import { type RouteDefinition, routeTable } from '../../../domain/routes/routeTable';

/** A sub page of /customize-environment as its landing page shows it. */
export type CustomizePage = {
  path: string;
  /** Route name: the card's title (Navigation source). */
  title: string;
  /** One line on what the page is for. */
  description: string;
};

/** The sub pages of spec 000 §2 in the order the landing page offers them. */
export const customizeSubPages: readonly { path: string; description: string }[] = [
  { path: '/customize-environment/statuses', description: 'Customize_Card_Statuses' },
  { path: '/customize-environment/actions', description: 'Customize_Card_Actions' },
  { path: '/customize-environment/status-actions', description: 'Customize_Card_Status_Actions' },
  { path: '/customize-environment/status-filters', description: 'Customize_Card_Status_Filters' },
  { path: '/customize-environment/customize-settings', description: 'Customize_Card_Customize_Settings' },
  { path: '/customize-environment/roles', description: 'Customize_Card_Roles' },
  { path: '/customize-environment/import-environment', description: 'Customize_Card_Import_Environment' },
  { path: '/customize-environment/delete-company', description: 'Customize_Card_Delete_Company' },
  { path: '/customize-environment/feature-flags', description: 'Customize_Card_Feature_Flags' },
];

/**
 * The sub pages this user may open: built in the route table, with a screen registered, and passing
 * the route's guard — the same test the router applies, so a card never leads to the default route.
 */
export function visibleCustomizePages(
  ctx: GuardContext,
  hasScreen: (path: string) => boolean,
  routes: RouteDefinition[] = routeTable,
): CustomizePage[] {
  return customizeSubPages.flatMap(({ path, description }) => {
    const route = findRoute(path, routes);
    if (!route?.built || !hasScreen(route.path) || !route.guard(ctx)) return [];
    return [{ path, title: route.name, description }];
  });
}

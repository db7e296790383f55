import type { ActionRight, ViewRight } from '../../../domain/rights/rights';
import { emptyGuardContext, type GuardContext } from '../../../domain/routes/guardContext';
import { routeTable } from '../../../domain/routes/routeTable';
import { customizeSubPages, visibleCustomizePages } from './customizePages';

const ctx = (view: ViewRight[], action: ActionRight[] = []): GuardContext => ({
  ...emptyGuardContext,
  viewRights: new Set(view),
  actionRights: new Set(action),
});

// Every sub page built and registered, so the guards alone decide.
const allBuilt = routeTable.map((entry) =>
  entry.path.startsWith('/customize-environment/') ? { ...entry, built: true } : entry,
);
const everyScreen = () => true;
const paths = (pages: { path: string }[]) => pages.map((page) => page.path);

describe('the customize-environment landing page', () => {
  it('offers every sub page of spec 000 §2, each a row of the route table', () => {
    expect(customizeSubPages.map((page) => page.path.split('/')[2])).toEqual([
      'statuses',
      'actions',
      'status-actions',
      'status-filters',
      'customize-settings',
      'roles',
      'import-environment',
      'delete-company',
      'feature-flags',
    ]);
    for (const page of customizeSubPages)
      expect(routeTable.some((entry) => entry.path === page.path)).toBe(true);
  });

  it('shows a card per sub page whose right the user holds, titled by the route name', () => {
    const pages = visibleCustomizePages(
      ctx(['CustomizeSettings', 'Statuses', 'StatusFilters']),
      everyScreen,
      allBuilt,
    );
    expect(pages).toEqual([
      { path: '/customize-environment/statuses', title: 'Statuses', description: 'Customize_Card_Statuses' },
      {
        path: '/customize-environment/status-filters',
        title: 'Status_Filters',
        description: 'Customize_Card_Status_Filters',
      },
      {
        path: '/customize-environment/customize-settings',
        title: 'Customize_Settings',
        description: 'Customize_Card_Customize_Settings',
      },
    ]);
  });

  it('shows the SuperAdmin pages and delete-company by their action rights', () => {
    expect(paths(visibleCustomizePages(ctx([], ['SuperAdmin']), everyScreen, allBuilt))).toEqual([
      '/customize-environment/roles',
      '/customize-environment/import-environment',
      '/customize-environment/feature-flags',
    ]);
    expect(
      paths(visibleCustomizePages(ctx([], ['RemoveCompanyFromWorkflow']), everyScreen, allBuilt)),
    ).toEqual(['/customize-environment/delete-company']);
  });

  it('leaves out a sub page that is not built, or built without a registered screen', () => {
    const rights = ctx(['Statuses', 'Actions']);
    const unbuilt = allBuilt.map((entry) =>
      entry.path === '/customize-environment/actions' ? { ...entry, built: false } : entry,
    );
    expect(paths(visibleCustomizePages(rights, everyScreen, unbuilt))).toEqual([
      '/customize-environment/statuses',
    ]);
    const onlyActions = (path: string) => path === '/customize-environment/actions';
    expect(paths(visibleCustomizePages(rights, onlyActions, allBuilt))).toEqual([
      '/customize-environment/actions',
    ]);
  });

  it('offers the four workflow pages built here as soon as their rights are held', () => {
    const rights = ctx(['Statuses', 'Actions', 'StatusActions', 'StatusFilters']);
    expect(paths(visibleCustomizePages(rights, everyScreen))).toEqual([
      '/customize-environment/statuses',
      '/customize-environment/actions',
      '/customize-environment/status-actions',
      '/customize-environment/status-filters',
    ]);
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DocumentStatuses } from '../../../domain/documents/enums';
import type { CurrentUser } from '../../../domain/entities/user';
import type { ActionRight, ViewRight } from '../../../domain/rights/rights';
import { ActionRights } from '../../../domain/rights/rights';
import { emptyGuardContext } from '../../../domain/routes/guardContext';
import {
  ActionCatalogue,
  ActionNames,
  DefaultStatusFilterSettings,
  DefaultWorkflow,
  ScopeRights,
  WorkflowStatuses,
} from '../../../domain/workflow';
import errorsEn from '../../../locales/en-US/Errors.json';
import navigationEn from '../../../locales/en-US/Navigation.json';
import type { WorkflowSettings } from '../../api/workflowSettings';
import { createAppI18n } from '../../i18n/createI18n';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import '../../test/polyfills';

/** GET /api/Workflow as an environment that never customised answers it. */
export function defaultSettings(overrides: Partial<WorkflowSettings> = {}): WorkflowSettings {
  return {
    Version: 3,
    IsCustomized: { StatusActions: false, StatusFilters: false },
    // In the server's order (the enum's), not the workflow's: the client puts them in order.
    Statuses: DocumentStatuses.map((Status) => ({
      Status,
      Stage: WorkflowStatuses[Status].Stage,
      Done: WorkflowStatuses[Status].Done,
    })),
    Actions: ActionNames.map((Action) => {
      const { Kind, Scope, Direction, NeedsNextUser, NeedsRemark, NeedsApprovalAmount } =
        ActionCatalogue[Action];
      return { Action, Kind, Scope, Direction, NeedsNextUser, NeedsRemark, NeedsApprovalAmount };
    }),
    StatusActions: [...DefaultWorkflow.StatusActions],
    StatusFilters: [...DefaultStatusFilterSettings],
    Rights: [...ActionRights, ...ScopeRights, 'CurrentUser', 'System'],
    ...overrides,
  };
}

/**
 * Renders a customize-environment screen as the shell does, with the shipped English texts, for a user
 * holding the given rights; a second route stands for anywhere else.
 */
export function renderCustomize(
  element: ReactElement,
  rights: { view?: ViewRight[]; action?: ActionRight[] } = {},
  path = '/customize-environment/page',
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createAppI18n('en-US', { 'en-US': { Navigation: navigationEn, Shared: errorsEn } });
  const shell: ShellData = {
    base: { user: {} as CurrentUser, companies: [] } as unknown as ShellData['base'],
    guard: { ...emptyGuardContext, viewRights: new Set(rights.view), actionRights: new Set(rights.action) },
  };
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ShellDataContext.Provider value={shell}>
            <RouterProvider router={router} />
          </ShellDataContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

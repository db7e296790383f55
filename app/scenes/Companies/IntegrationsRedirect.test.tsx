import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ActionRight, ViewRight } from '../../../domain/rights/rights';
import { emptyGuardContext } from '../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import { IntegrationsRedirect } from './IntegrationsRedirect';

/** Where /integrations leads a user with these rights. */
async function landing(actions: ActionRight[], views: ViewRight[]): Promise<string> {
  const shell = {
    base: {} as ShellData['base'],
    guard: { ...emptyGuardContext, actionRights: new Set(actions), viewRights: new Set(views) },
  };
  const router = createMemoryRouter(
    [
      { path: '/integrations', element: <IntegrationsRedirect /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/integrations'] },
  );
  render(
    <ShellDataContext.Provider value={shell}>
      <RouterProvider router={router} />
    </ShellDataContext.Provider>,
  );
  await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/integrations'));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('/integrations', () => {
  it('leads an administrator who may manage companies to the integration set-up', async () => {
    expect(await landing(['Admin'], ['Companies'])).toBe('/companies/new?integrations=true');
  });

  it('leads anyone else to their default route', async () => {
    expect(await landing([], [])).toBe('/purchase-invoices');
    expect(await landing(['Admin'], ['Dashboard'])).toBe('/dashboard');
  });
});

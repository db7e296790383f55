import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyGuardContext } from '../../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../../session/ShellDataContext';
import { json } from '../../../test/fetchStub';
import { renderScreen } from '../../../test/shell-render';
import { FeatureFlagsPage } from './FeatureFlagsPage';

const shell = { base: {} as ShellData['base'], guard: emptyGuardContext } as ShellData;

describe('the feature-flags page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the known flags with their state and switches one with PUT /Features/{name}', async () => {
    const puts: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (init?.method === 'PUT') {
          puts.push({ path, body: JSON.parse(String(init.body)) });
          return json(200, { Name: 'UseLiveEvents', Enabled: true });
        }
        return json(200, [
          { Name: 'RemoveOldSourceOverviews', Enabled: true },
          { Name: 'UseLiveEvents', Enabled: false },
          { Name: 'ShowNewDashboard', Enabled: false },
          { Name: 'SomethingElse', Enabled: true },
        ]);
      }),
    );
    renderScreen(
      <ShellDataContext.Provider value={shell}>
        <FeatureFlagsPage />
      </ShellDataContext.Provider>,
    );
    const old = await screen.findByTestId('feature-flag-RemoveOldSourceOverviews');
    expect(within(old).getByRole('switch')).toBeChecked();
    expect(within(old).getByText(/Feature_Flag_RemoveOldSourceOverviews_Info/)).toBeInTheDocument();
    expect(screen.getByTestId('feature-flags').querySelectorAll('tr')).toHaveLength(3);
    const live = within(screen.getByTestId('feature-flag-UseLiveEvents')).getByRole('switch');
    expect(live).not.toBeChecked();
    await userEvent.click(live);
    await waitFor(() =>
      expect(puts).toEqual([{ path: '/api/Features/UseLiveEvents', body: { Enabled: true } }]),
    );
  });
});

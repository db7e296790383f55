import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { ErpActionOverviewPage } from './ErpActionOverviewPage';

const action = (fields: Partial<ErpActionView>): ErpActionView => ({
  Id: 'a1',
  CompanyId: 'c1',
  CompanyName: 'Tryton BV',
  Action: 'UpdateAll',
  State: 'Succeeded',
  DocumentId: null,
  Result: {},
  MessageKey: 'Synchronize_Company_Completed',
  Error: '',
  Attempts: 1,
  MaxAttempts: 5,
  NextAttemptAt: null,
  CreatedBy: null,
  CreatedAt: '2026-03-10T10:00:00Z',
  StartedAt: '2026-03-10T10:00:01Z',
  FinishedAt: '2026-03-10T10:00:05Z',
  ...fields,
});

const failed = action({
  Id: 'a2',
  Action: 'CheckLogin',
  State: 'Failed',
  MessageKey: '',
  Error: 'Tryton refuses the login of "admin"',
  Attempts: 5,
});

function stub(items: ErpActionView[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.startsWith('/api/Erp/Actions')) return json(200, { Items: items, Count: items.length });
      if (path.startsWith('/api/Erp/RetryAction/'))
        return json(200, { ...failed, State: 'Queued', Attempts: 0 });
      return json(200, []);
    }),
  );
  return calls;
}

describe('the ERP action overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each action with its company, state, attempts and error, and retries a failed one', async () => {
    const calls = stub([failed, action({})]);
    renderScreen(<ErpActionOverviewPage />);
    const rows = await screen.findAllByTestId('masterdata-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(/Erp_Action_Kind_CheckLogin/)).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('erp-action-state')).toHaveTextContent('Erp_Action_State_Failed');
    expect(within(rows[0]).getByText('5/5')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Tryton refuses the login of "admin"')).toBeInTheDocument();
    // Only a failed action offers a retry.
    expect(within(rows[1]).queryByTestId('erp-action-retry')).toBeNull();

    await userEvent.click(within(rows[0]).getByTestId('erp-action-retry'));
    await waitFor(() => expect(calls).toContain('POST /api/Erp/RetryAction/a2'));
  });

  it('filters by state through the call, and opens what an action did with Enter', async () => {
    const calls = stub([
      action({ Result: { Vendors: { created: 2, updated: 1, unchanged: 7, skipped: 0 } } }),
    ]);
    renderScreen(<ErpActionOverviewPage />);
    const [row] = await screen.findAllByTestId('masterdata-row');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('erp-sync-counts')).toHaveTextContent('Erp_Sync_Counts');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByTestId('erp-actions-state'));
    await userEvent.click(
      await screen.findByRole('option', { name: /Erp_Action_State_Failed/, hidden: true }),
    );
    await waitFor(() => expect(calls.some((call) => call.includes('state=Failed'))).toBe(true));
  });

  it('says so when there are no actions', async () => {
    stub([]);
    renderScreen(<ErpActionOverviewPage />);
    expect(await screen.findByText(/Erp_Actions_None$/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusFilterSetting } from '../../../domain/workflow';
import { json } from '../../test/fetchStub';
import { StatusFiltersPage } from './StatusFiltersPage';
import { defaultSettings, renderCustomize } from './testSupport';

type Call = { method: string; path: string; body: unknown };

function stubWorkflow(writes: { status: number; body: unknown }[] = []) {
  const calls: Call[] = [];
  const settings = defaultSettings();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (method === 'GET') return json(200, settings);
      const answer = writes.shift() ?? { status: 200, body: settings };
      return json(answer.status, answer.body);
    }),
  );
  return { calls, settings };
}

const editor = { view: ['StatusFilters' as const], action: ['SettingsEdit' as const] };
const rowOf = (filter: string) => {
  const row = screen
    .getAllByTestId('status-filter-row')
    .find((each) => each.querySelector('.ll-md-mono')?.textContent === filter);
  if (!row) throw new Error(`no row ${filter}`);
  return row;
};
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the status-filters page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each filter by the overview’s name, the overviews offering it and the statuses it shows', async () => {
    stubWorkflow();
    renderCustomize(<StatusFiltersPage />, editor);
    await screen.findByTestId('status-filters-table');
    const approve = rowOf('Approve');
    expect(approve).toHaveTextContent('To approve');
    expect(within(approve).getByRole('checkbox', { name: 'To approve: Purchase invoice' })).toBeChecked();
    expect(within(approve).getByRole('checkbox', { name: 'To approve: Packing slip' })).not.toBeChecked();
    expect(within(approve).getByTestId('filter-statuses')).toBeInTheDocument();
    expect(within(rowOf('Todo')).queryByTestId('filter-statuses')).toBeNull();
    expect(rowOf('Todo')).toHaveTextContent('Fixed: not chosen by status');
    // None (everything) stays on every overview.
    expect(within(rowOf('None')).getByRole('checkbox', { name: 'None: Sales invoice' })).toBeDisabled();
  });

  it('saves the whole list with the version after an overview was added to a filter', async () => {
    const { calls, settings } = stubWorkflow();
    const user = userEvent.setup();
    renderCustomize(<StatusFiltersPage />, editor);
    await screen.findByTestId('status-filters-table');
    await user.click(within(rowOf('Approve')).getByRole('checkbox', { name: 'To approve: Packing slip' }));
    expect(rowOf('Approve')).toHaveTextContent('Changed');
    await user.click(screen.getByTestId('draft-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0].body as { Version: number; StatusFilters: StatusFilterSetting[] };
    expect(writes(calls)[0].path).toBe('/api/Workflow/StatusFilters');
    expect(body.Version).toBe(3);
    expect(body.StatusFilters.find((setting) => setting.Filter === 'Approve')?.DocumentTypes).toEqual([
      'PurchaseInvoice',
      'PackingSlip',
    ]);
    expect(body.StatusFilters).toHaveLength(settings.StatusFilters.length);
  });

  it('lists the problems of a refused save by the filter’s name and marks its row', async () => {
    const refusal = {
      Message: 'Workflow_Invalid',
      Errors: ['Workflow_Status_Filter_Without_Status%%Archived'],
    };
    stubWorkflow([{ status: 400, body: refusal }]);
    const user = userEvent.setup();
    renderCustomize(<StatusFiltersPage />, editor);
    await screen.findByTestId('status-filters-table');
    await user.click(within(rowOf('Scanned')).getByRole('checkbox', { name: 'Scanned: Packing slip' }));
    await user.click(screen.getByTestId('draft-save'));
    expect(await screen.findByTestId('workflow-problem')).toHaveTextContent(
      'The status filter Archived shows no status: choose at least one.',
    );
    expect(rowOf('STATUSVRIJ1')).toHaveAttribute('data-problem', 'false');
    expect(
      screen.getAllByTestId('status-filter-row').find((row) => row.dataset.problem === 'true'),
    ).toHaveTextContent('Archived');
  });

  it('shows the filters without editing to a user without the SettingsEdit right', async () => {
    stubWorkflow();
    renderCustomize(<StatusFiltersPage />, { view: ['StatusFilters'] });
    await screen.findByTestId('status-filters-table');
    expect(
      within(rowOf('Approve')).getByRole('checkbox', { name: 'To approve: Packing slip' }),
    ).toBeDisabled();
    expect(screen.queryByTestId('draft-save')).toBeNull();
  });
});

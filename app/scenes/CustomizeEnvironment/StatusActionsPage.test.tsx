import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatusAction } from '../../../domain/workflow';
import type { WorkflowSettings } from '../../api/workflowSettings';
import { json } from '../../test/fetchStub';
import { StatusActionsPage } from './StatusActionsPage';
import { defaultSettings, renderCustomize } from './testSupport';

type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/** Answers GET /api/Workflow with the settings and the writes with what each test says. */
function stubWorkflow(settings: WorkflowSettings, writes: Answer[] = []) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && path === '/api/Workflow') return json(200, settings);
    const answer = writes.shift() ?? { status: 200, body: settings };
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const editor = {
  view: ['StatusActions' as const, 'CustomizeSettings' as const],
  action: ['SettingsEdit' as const],
};
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const group = (status: string) =>
  screen.getAllByTestId('status-group').find((each) => each.dataset.status === status);
const header = (status: string) => group(status)?.querySelector('tr') as HTMLElement;
const rowsOf = (status: string) => within(group(status) as HTMLElement).queryAllByTestId('status-action-row');
const rowWith = (status: string, action: string) => {
  const row = rowsOf(status).find((each) => each.textContent?.startsWith(action));
  if (!row) throw new Error(`no ${action} row in ${status}`);
  return row;
};
const without = (rows: readonly StatusAction[], status: string, action: string) =>
  rows.filter((row) => !(row.Status === status && row.Action === action));

async function openPage(settings = defaultSettings(), answers: Answer[] = [], rights = editor) {
  const calls = stubWorkflow(settings, answers);
  const user = userEvent.setup();
  renderCustomize(<StatusActionsPage />, rights);
  await screen.findByTestId('status-actions-table');
  return { calls, user };
}

/** Opens the Pending group and deletes its Add remark row (a change the workflow checks accept). */
async function deleteRemarkInPending(user: ReturnType<typeof userEvent.setup>) {
  await user.click(header('Pending'));
  await user.click(within(rowWith('Pending', 'Add remark')).getByTestId('row-delete'));
}

describe('the status-actions page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups the rows by status, folded until a group is opened', async () => {
    const { user } = await openPage();
    expect(screen.queryAllByTestId('status-action-row')).toHaveLength(0);
    expect(screen.getByTestId('rows-count')).toHaveTextContent('256 of 256 rows');
    // In the order a document meets them, not the server's.
    expect(screen.getAllByTestId('status-group').map((each) => each.dataset.status)).toEqual([
      'None',
      'Imported',
      'Import_Error',
      'New_Purchase_Invoice',
      'New_Sales_Invoice',
      'In_Progress',
      'Wait_For_Purchase_Order_Match',
      'Pending',
      'Signed_Off',
      'Ready',
      'Invalid_Masterdata',
      'Error',
      'Posted',
      'Archived',
      'Blocked',
      'Question',
      'Not_Applicable',
    ]);
    expect(header('Pending')).toHaveTextContent('Pending');
    expect(header('Pending')).toHaveTextContent('Rows: 16');
    await user.click(header('Pending'));
    expect(rowsOf('Pending')).toHaveLength(16);
    expect(rowWith('Pending', 'Approve')).toHaveTextContent('The user it waits for');
    expect(rowWith('Pending', 'Approve')).toHaveTextContent('Signed off');
    header('Pending').focus();
    await user.keyboard('{ArrowLeft}');
    expect(rowsOf('Pending')).toHaveLength(0);
  });

  it('filters on action and opens every group that matched', async () => {
    const { user } = await openPage();
    await user.click(screen.getByTestId('filter-action'));
    await user.click(await screen.findByRole('option', { name: 'Unblock' }));
    expect(screen.getAllByTestId('status-group').map((each) => each.dataset.status)).toEqual(['Blocked']);
    expect(rowsOf('Blocked')).toHaveLength(2);
    expect(screen.getByTestId('rows-count')).toHaveTextContent('2 of 256 rows');
  });

  it('keeps edits local until Ctrl+S, then saves the whole list with the version they started from', async () => {
    const settings = defaultSettings();
    const saved = { ...settings, Version: 4, IsCustomized: { StatusActions: true, StatusFilters: false } };
    const { calls, user } = await openPage(settings, [{ status: 200, body: saved }]);
    await deleteRemarkInPending(user);
    expect(rowsOf('Pending')).toHaveLength(15);
    expect(screen.getByTestId('draft-unsaved')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/Workflow/StatusActions',
      body: { Version: 3, StatusActions: without(settings.StatusActions, 'Pending', 'AddRemark') },
    });
    expect(await screen.findByTestId('draft-origin')).toHaveTextContent('Changed for this environment');
  });

  it('checks the table before sending: a status left without a way out is listed and nothing is sent', async () => {
    const { calls, user } = await openPage();
    await user.click(header('Blocked'));
    await user.click(within(rowWith('Blocked', 'Unblock')).getByTestId('row-delete'));
    await user.click(within(rowWith('Blocked', 'Unblock')).getByTestId('row-delete'));
    expect(rowsOf('Blocked').map((row) => row.textContent?.startsWith('Unblock'))).not.toContain(true);
    await user.click(screen.getByTestId('draft-save'));
    const problems = await screen.findAllByTestId('workflow-problem');
    expect(problems.map((problem) => problem.textContent)).toContain(
      'A document (Purchase invoice) in status Blocked cannot go anywhere. Show',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('lists the problems of a refused save in words, each pointing at its rows', async () => {
    const refusal = {
      Message: 'Workflow_Invalid',
      Errors: [
        'Workflow_Status_Without_Way_Out%%Question%%SalesInvoice',
        'Workflow_Previous_Without_Return%%Pending%%Reject',
      ],
    };
    const { user } = await openPage(defaultSettings(), [{ status: 400, body: refusal }]);
    await deleteRemarkInPending(user);
    await user.click(screen.getByTestId('draft-save'));
    const problems = await screen.findAllByTestId('workflow-problem');
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'A document (Sales invoice) in status Question cannot go anywhere. Show',
      'Action Reject in status Pending cannot return to the previous status; only Unblock, Answer and Undo can. Show',
    ]);
    await user.click(header('Pending'));
    expect(rowsOf('Pending')).toHaveLength(0);
    await user.click(within(problems[1]).getByRole('button', { name: 'Show' }));
    expect(rowWith('Pending', 'Reject')).toHaveAttribute('data-problem', 'true');
    expect(rowWith('Pending', 'Approve')).toHaveAttribute('data-problem', 'false');
    expect(screen.getByTestId('draft-unsaved')).toBeInTheDocument();
  });

  it('says so when someone else saved in the meantime, and reloads their workflow on request', async () => {
    const stale = { status: 409, body: { Message: 'Workflow_Is_Updated_By_Other_User', Status: 409 } };
    const { calls, user } = await openPage(defaultSettings(), [stale]);
    await deleteRemarkInPending(user);
    await user.click(screen.getByTestId('draft-save'));
    expect(await screen.findByTestId('workflow-stale')).toHaveTextContent(
      'Someone else changed the workflow in the meantime.',
    );
    await user.click(screen.getByTestId('workflow-reload'));
    await waitFor(() => expect(screen.queryByTestId('workflow-stale')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/api/Workflow')).toHaveLength(2);
    expect(screen.queryByTestId('draft-unsaved')).not.toBeInTheDocument();
    expect(rowsOf('Pending')).toHaveLength(16);
  });

  it('adds a row in a status through the modal, next user and remark following the action', async () => {
    const settings = defaultSettings();
    const { calls, user } = await openPage(settings);
    await user.click(within(header('Pending')).getByRole('button', { name: 'Add a row to Pending' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByTestId('row-status')).toHaveValue('Pending');
    expect(within(modal).getByTestId('row-apply')).toBeDisabled();

    await user.click(within(modal).getByTestId('row-action'));
    await user.click(await screen.findByRole('option', { name: 'Forward' }));
    expect(within(modal).getByTestId('row-needs-next-user')).toBeChecked();
    expect(within(modal).getByTestId('row-needs-remark')).toBeChecked();
    await user.click(within(modal).getByTestId('row-right'));
    await user.click(await screen.findByRole('option', { name: 'The user it waits for' }));
    await user.click(within(modal).getByTestId('row-next'));
    await user.click(await screen.findByRole('option', { name: 'Stays in this status' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Sales invoice' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Packing slip' }));
    await user.click(within(modal).getByTestId('row-needs-remark'));
    await user.click(within(modal).getByTestId('row-apply'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('draft-save'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const body = writes(calls)[0].body as { StatusActions: StatusAction[] };
    expect(body.StatusActions).toHaveLength(settings.StatusActions.length + 1);
    expect(body.StatusActions.at(-1)).toEqual({
      Status: 'Pending',
      Action: 'Forward',
      Right: 'CurrentUser',
      NextStatus: 'Same',
      DocumentTypes: ['PurchaseInvoice'],
      NeedsNextUser: true,
      NeedsRemark: false,
      NeedsApprovalAmount: false,
    });
  });

  it('deletes the focused row with Delete and moves the focus on to the next row', async () => {
    const { user } = await openPage();
    await user.click(header('Pending'));
    rowWith('Pending', 'Add remark').focus();
    await user.keyboard('{Delete}');
    expect(rowsOf('Pending')).toHaveLength(15);
    expect(rowsOf('Pending').some((row) => row.textContent?.startsWith('Add remark'))).toBe(false);
    expect(document.activeElement).toBe(rowWith('Pending', 'Send reminder'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toMatch(/^BlockWho may handle the company/);
  });

  it('refuses a row that cannot work in the modal itself', async () => {
    const { user } = await openPage();
    await user.click(header('Pending'));
    rowWith('Pending', 'Reject').focus();
    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByTestId('row-next'));
    await user.click(await screen.findByRole('option', { name: 'Back to the previous status' }));
    expect(within(modal).getByTestId('row-problems')).toHaveTextContent(
      'Action Reject in status Pending cannot return to the previous status',
    );
    expect(within(modal).getByTestId('row-apply')).toBeDisabled();
  });

  it('asks before restoring the default, then restores it with the version', async () => {
    const customised = defaultSettings({ IsCustomized: { StatusActions: true, StatusFilters: false } });
    const { calls, user } = await openPage(customised, [
      { status: 200, body: defaultSettings({ Version: 4 }) },
    ]);
    await user.click(screen.getByTestId('draft-restore'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Put every status action back to the standard set-up?');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/Workflow/StatusActions?version=3',
    });
    expect(await screen.findByTestId('draft-origin')).toHaveTextContent('Standard set-up');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await openPage();
    await deleteRemarkInPending(user);
    await user.click(screen.getByRole('link', { name: 'Customize environment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('status-actions-table')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Customize environment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('only shows the rows to a user without the SettingsEdit right', async () => {
    const { calls, user } = await openPage(defaultSettings(), [], { view: ['StatusActions'], action: [] });
    expect(screen.queryByTestId('draft-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('row-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customize environment' })).not.toBeInTheDocument();
    await user.click(header('Pending'));
    expect(screen.queryAllByTestId('row-delete')).toHaveLength(0);
    rowWith('Pending', 'Reject').focus();
    await user.keyboard('{Enter}{Delete}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowsOf('Pending')).toHaveLength(16);
    expect(writes(calls)).toEqual([]);
  });
});

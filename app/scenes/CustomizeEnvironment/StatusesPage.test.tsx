import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionNames } from '../../../domain/workflow';
import { json } from '../../test/fetchStub';
import { ActionsPage } from './ActionsPage';
import { StatusesPage } from './StatusesPage';
import { defaultSettings, renderCustomize } from './testSupport';

type Call = { method: string; path: string; body: unknown };

/** Answers the workflow, the custom names of both locales and the texts a reload reads. */
function stubNames(custom: Record<string, Record<string, string>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/Workflow') return json(200, defaultSettings());
    if (method === 'PUT') return new Response(null, { status: 204 });
    const locale = /locale=([a-zA-Z-]+)/.exec(path)?.[1] ?? '';
    if (path.includes('source=Custom')) return json(200, custom[locale] ?? {});
    return json(200, {});
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const translator = { view: ['Statuses' as const, 'Actions' as const, 'Translations' as const] };
const rowOf = (testId: string, code: string) => {
  const row = screen.getAllByTestId(testId).find((each) => each.textContent?.startsWith(code));
  if (!row) throw new Error(`no row ${code}`);
  return row;
};
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('the statuses page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every status with its stage, both names and the rows into and out of it', async () => {
    stubNames({ 'nl-NL': { Document_Status_Pending: 'Ter goedkeuring' } });
    renderCustomize(<StatusesPage />, translator);
    await screen.findByTestId('statuses-table');
    expect(screen.getAllByTestId('status-row')).toHaveLength(24);
    const pending = rowOf('status-row', 'Pending');
    expect(pending).toHaveTextContent('Approve');
    expect(within(pending).getByTestId('name-nl-NL')).toHaveTextContent(
      'Ter goedkeuringDefault: In afwachting',
    );
    expect(within(pending).getByTestId('name-en-US')).toHaveTextContent(/^Pending$/);
    const cells = within(pending).getAllByRole('cell');
    expect(cells.slice(4, 6).map((cell) => cell.textContent)).toEqual(['2', '16']);
  });

  it('saves the changed names of a row on Enter and reloads the texts of the language on screen', async () => {
    const calls = stubNames({});
    const user = userEvent.setup();
    renderCustomize(<StatusesPage />, translator);
    await screen.findByTestId('statuses-table');
    rowOf('status-row', 'Pending').focus();
    await user.keyboard('{Enter}');
    const english = within(rowOf('status-row', 'Pending')).getByRole('textbox', { name: 'English' });
    await user.clear(english);
    await user.type(english, 'Awaiting approval{Enter}');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/Translations/Custom',
      body: { Locale: 'en-US', Key: 'Document_Status_Pending', Value: 'Awaiting approval' },
    });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/Translations/GetBySource?locale=en-US&source=Navigation'),
      ).toBe(true),
    );
    await waitFor(() => expect(within(rowOf('status-row', 'Pending')).queryByRole('textbox')).toBeNull());
  });

  it('cancels an edit with Escape, saving nothing', async () => {
    const calls = stubNames({});
    const user = userEvent.setup();
    renderCustomize(<StatusesPage />, translator);
    await screen.findByTestId('statuses-table');
    await user.click(within(rowOf('status-row', 'Ready')).getByTestId('name-edit'));
    await user.type(
      within(rowOf('status-row', 'Ready')).getByRole('textbox', { name: 'Dutch' }),
      ' klaar{Escape}',
    );
    expect(within(rowOf('status-row', 'Ready')).queryByRole('textbox')).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it('puts a changed name back to its default', async () => {
    const calls = stubNames({ 'nl-NL': { Document_Status_Pending: 'Ter goedkeuring' } });
    const user = userEvent.setup();
    renderCustomize(<StatusesPage />, translator);
    await screen.findByTestId('statuses-table');
    await user.click(within(rowOf('status-row', 'Pending')).getByTestId('name-reset'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ Locale: 'nl-NL', Key: 'Document_Status_Pending', Value: '' });
  });

  it('shows the names read-only to a user without the Translations right', async () => {
    stubNames({ 'nl-NL': { Document_Status_Pending: 'Ter goedkeuring' } });
    const user = userEvent.setup();
    renderCustomize(<StatusesPage />, { view: ['Statuses'] });
    await screen.findByTestId('statuses-table');
    expect(
      screen.getByText('Names can be changed by users with the Translations right.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('name-edit')).toHaveLength(0);
    expect(screen.queryAllByTestId('name-reset')).toHaveLength(0);
    rowOf('status-row', 'Pending').focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Dutch' })).toBeNull();
  });
});

describe('the actions page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the catalogue with kind, scope, direction, defaults, names and use', async () => {
    stubNames({ 'en-US': { Document_Action_Await: 'Park' } });
    renderCustomize(<ActionsPage />, translator);
    await screen.findByTestId('actions-table');
    expect(screen.getAllByTestId('action-row')).toHaveLength(ActionNames.length);
    const forward = rowOf('action-row', 'Forward');
    expect(forward).toHaveTextContent('AssignSee · Aside');
    expect(forward).toHaveTextContent('Next userRemark');
    expect(within(rowOf('action-row', 'Await')).getByTestId('name-en-US')).toHaveTextContent(
      'ParkDefault: Put on hold',
    );
    expect(rowOf('action-row', 'FreeAction1')).toHaveTextContent('Unused');
  });

  it('saves an action’s name per locale', async () => {
    const calls = stubNames({});
    const user = userEvent.setup();
    renderCustomize(<ActionsPage />, translator);
    await screen.findByTestId('actions-table');
    await user.click(within(rowOf('action-row', 'FreeAction1')).getByTestId('name-edit'));
    const dutch = within(rowOf('action-row', 'FreeAction1')).getByRole('textbox', { name: 'Dutch' });
    await user.clear(dutch);
    await user.type(dutch, 'Naar inkoop');
    await user.click(within(rowOf('action-row', 'FreeAction1')).getByTestId('name-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      Locale: 'nl-NL',
      Key: 'Document_Action_FreeAction1',
      Value: 'Naar inkoop',
    });
  });
});

import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultText } from '../../../domain/defaultTexts';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { DefaultTextEditPage } from './DefaultTextEditPage';

const companies = [
  { Id: 'c1', Name: 'Demo Foods BV', DisplayName: 'Demo Foods', IsDeleted: false },
  { Id: 'c2', Name: 'Demo Logistics BV', DisplayName: '', IsDeleted: false },
];

const stored: DefaultText = {
  Id: 't1',
  CompanyId: 'c2',
  Action: 'Reject',
  Name: 'Order klopt niet',
  Text: 'Factuur klopt niet met de order, graag nakijken.',
  IsActive: true,
  UpdatedAt: '2026-05-01T10:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown };

/** Answers the company list, the stored text and saves (echoing the body); records every call. */
function stubApi(save: { status: number; body?: unknown } = { status: 201 }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path.startsWith('/api/company')) return json(200, companies);
      if (method === 'POST' || method === 'PUT')
        return json(save.status, save.body ?? { ...stored, ...body, Id: 't9' });
      if (path === '/api/DefaultText/t1') return json(200, stored);
      return json(404, { Message: 'Default_Text_Not_Found', Status: 404 });
    }),
  );
  return calls;
}

const open = (id: string) =>
  renderScreen(<DefaultTextEditPage />, { path: `/default-texts/${id}`, route: '/default-texts/:id' });
const saves = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the default text edit page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves a new text for every company and every action with Ctrl+S', async () => {
    const calls = stubApi();
    open('new');
    await userEvent.type(await screen.findByTestId('default-text-name'), 'Akkoord');
    await userEvent.type(screen.getByTestId('default-text-text'), 'Graag goedkeuren.');
    expect(screen.getByTestId('default-text-company')).toHaveDisplayValue(/All_Companies/);
    expect(screen.getByTestId('default-text-action')).toHaveDisplayValue(/All_Actions/);
    fireEvent.keyDown(screen.getByTestId('default-text-text'), { key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual({
      method: 'POST',
      path: '/api/DefaultText',
      body: { CompanyId: null, Action: null, Name: 'Akkoord', Text: 'Graag goedkeuren.', IsActive: true },
    });
  });

  it('shows a stored text with its company and action, and saves a change with PUT', async () => {
    const calls = stubApi({ status: 200 });
    open('t1');
    expect(await screen.findByTestId('default-text-name')).toHaveValue('Order klopt niet');
    await waitFor(() => expect(screen.getByTestId('default-text-company')).toHaveValue('Demo Logistics BV'));
    expect(screen.getByTestId('default-text-action')).toHaveDisplayValue(/Document_Action_Reject/);
    await userEvent.click(screen.getByTestId('default-text-action'));
    await userEvent.click(await screen.findByRole('option', { name: /All_Actions/, hidden: true }));
    await userEvent.click(screen.getByTestId('masterdata-save'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/DefaultText/t1',
      body: { CompanyId: 'c2', Action: null, Name: 'Order klopt niet' },
    });
  });

  it("shows the server's field messages when a save is refused", async () => {
    stubApi({
      status: 400,
      body: { Message: 'Validation_Failed', Status: 400, Errors: { Name: 'Validation_Required' } },
    });
    open('new');
    await userEvent.type(await screen.findByTestId('default-text-text'), 'Graag goedkeuren.');
    await userEvent.click(screen.getByTestId('masterdata-save'));
    expect(await screen.findByText('Validation_Required')).toBeInTheDocument();
  });

  it('says so when the address names no default text', async () => {
    stubApi();
    open('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Default_Text_Not_Found');
  });
});

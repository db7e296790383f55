import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyGuardContext } from '../../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../../session/ShellDataContext';
import { json } from '../../../test/fetchStub';
import { renderScreen } from '../../../test/shell-render';
import { DeleteCompanyPage } from './DeleteCompanyPage';

const shell = { base: {} as ShellData['base'], guard: emptyGuardContext } as ShellData;
const impact = { CompanyId: 'c1', Name: 'Demo Foods BV', OpenDocuments: 12, Documents: 340, Users: 3 };

type Call = { method: string; path: string; body: unknown };

/** One company to choose; the removal answers `removal` (done unless told). */
function stubRemoval(
  removal: { status: number; body: unknown } = { status: 200, body: { ...impact, ReleasedLocks: 2 } },
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.endsWith('/Impact')) return json(200, impact);
      if (path.startsWith('/api/Company/RemoveFromWorkflow/')) return json(removal.status, removal.body);
      if (path.startsWith('/api/company'))
        return json(200, [{ Id: 'c1', Name: 'Demo Foods BV', DisplayName: '', IsDeleted: false }]);
      return json(200, []);
    }),
  );
  return calls;
}

function renderPage() {
  return renderScreen(
    <ShellDataContext.Provider value={shell}>
      <DeleteCompanyPage />
    </ShellDataContext.Provider>,
    { path: '/customize-environment/delete-company', route: '/customize-environment/delete-company' },
  );
}

describe('the delete-company page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the impact and removes only once the exact name is typed', async () => {
    const calls = stubRemoval();
    renderPage();
    // The one company is chosen at once; its impact is asked for.
    expect(await screen.findByTestId('impact-open')).toHaveTextContent('12');
    expect(screen.getByTestId('impact-documents')).toHaveTextContent('340');
    expect(screen.getByTestId('impact-users')).toHaveTextContent('3');
    const submit = screen.getByTestId('delete-company-submit');
    const name = screen.getByTestId('delete-company-name');
    await userEvent.type(name, 'demo foods bv');
    expect(submit).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Demo Foods BV{Enter}');
    const done = await screen.findByTestId('removal-done');
    expect(done).toHaveTextContent('Delete_Company_Done');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Company/RemoveFromWorkflow/c1', body: { ConfirmName: 'Demo Foods BV' } },
    ]);
    expect(screen.queryByTestId('delete-company-confirm')).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the name, translated, and stays on the form", async () => {
    stubRemoval({ status: 400, body: { Message: 'Company_Confirm_Name_Mismatch', Status: 400 } });
    renderPage();
    const name = await screen.findByTestId('delete-company-name');
    await userEvent.type(name, 'Demo Foods BV');
    await userEvent.click(screen.getByTestId('delete-company-submit'));
    const confirm = screen.getByTestId('delete-company-confirm');
    await waitFor(() =>
      expect(within(confirm).getByText(/Company_Confirm_Name_Mismatch/)).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('removal-done')).not.toBeInTheDocument();
  });
});

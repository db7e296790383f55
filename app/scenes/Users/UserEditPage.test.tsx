import { screen } from '@testing-library/react';
import type { SessionInformation } from '../../../domain/entities/session';
import { setSession } from '../../session/sessionStore';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { UserEditPage } from './UserEditPage';

const readOnlySession: SessionInformation = {
  CustomerId: 'c',
  CustomerName: 'Demo',
  Token: 't',
  Domain: '',
  IsReadOnly: true,
  RefreshAfterSeconds: 90,
  AuthenticationProvider: '',
  AuthenticationProviderUserId: '',
};

// The user form is large: rendering it in jsdom takes a few seconds on a busy machine.
describe('the user edit page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSession(null);
  });

  it('shows a calm not-found state with a way back for an unknown user, not a spinner', async () => {
    stubApi([['/api/User/nope', 404, { Message: 'Error_Not_Found', Status: 404 }]]);
    renderScreen(<UserEditPage />, { path: '/users/nope', route: '/users/:id' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('User_Not_Found');
    expect(screen.getByRole('link', { name: /Back_To_Users/ })).toHaveAttribute('href', '/users');
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  });

  it("leaves required fields to the app's own messages, not the browser's bubbles", async () => {
    stubApi([]);
    renderScreen(<UserEditPage />, { path: '/users/new', route: '/users/:id' });
    const save = await screen.findByTestId('user-save');
    expect(save.closest('form')).toHaveAttribute('novalidate');
  });

  it('shows a read-only session the fields disabled and no save button', async () => {
    setSession(readOnlySession);
    stubApi([]);
    renderScreen(<UserEditPage />, { path: '/users/new', route: '/users/:id' });
    expect(await screen.findByText(/New_User/)).toBeInTheDocument();
    expect(screen.queryByTestId('user-save')).toBeNull();
    const fields = document.querySelectorAll('form input');
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field).toBeDisabled();
  });
});

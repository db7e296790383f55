import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNTRANSLATED_MARKER } from '../../../domain/i18n/marker';
import { renderScreen } from '../../test/shell-render';
import { LoginPage } from './LoginPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('login screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('submits e-mail and password with Enter and shows Login_Invalid_Credentials', async () => {
    const fetch = vi.fn(async () => json(401, { Message: 'Login_Invalid_Credentials', Status: 401 }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<LoginPage />, { path: '/login', route: '/login' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login_Invalid_Credentials');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/auth/AuthorizedUser/Login');
    expect(JSON.parse(String(init.body))).toEqual({ Email: 'admin@demo.test', Password: 'wrong' });
  });

  it('shows the lock-out message with its seconds parameter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { Message: 'Login_Locked%%30', Status: 429 })),
    );
    renderScreen(<LoginPage />, { path: '/login', route: '/login' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    // No translation loaded in this test: the raw key with its parameter is shown, never a marker.
    expect(alert).toHaveTextContent('Login_Locked%%30');
    expect(alert.textContent).not.toContain(UNTRANSLATED_MARKER);
  });

  it('goes on to the application after a successful login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          CustomerId: 'c',
          CustomerName: 'Demo',
          Customers: [],
          RefreshAfterSeconds: 90,
          ExpiresAt: '2999-01-01T00:00:00Z',
        }),
      ),
    );
    renderScreen(<LoginPage />, { path: '/login', route: '/login' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'ledgerline{Enter}');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(localStorage.getItem('ledgerline.refreshExpiresAt')).toBe('2999-01-01T00:00:00Z');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { Invitations } from './Invitations';

describe('the invitations in the customer choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the customers that invited the login and accepts one', async () => {
    const fetch = stubApi([
      ['/auth/AuthorizedUser/Invitations', 200, [{ CustomerId: 'c-2', CustomerName: 'Second Demo BV' }]],
    ]);
    renderScreen(<Invitations />, { path: '/choose-customer', route: '/choose-customer' });
    expect(await screen.findByText('Second Demo BV')).toBeInTheDocument();
    // Once accepted, no invitation is left and the choices come back.
    fetch.mockImplementation(async () => json(200, []));
    fireEvent.click(screen.getByRole('button', { name: /Accept/ }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([path]) => String(path).includes('/AcceptInvitation'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId('invitations')).not.toBeInTheDocument());
  });

  it('shows nothing without invitations', async () => {
    const fetch = stubApi([['/auth/AuthorizedUser/Invitations', 200, []]]);
    renderScreen(<Invitations />, { path: '/choose-customer', route: '/choose-customer' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('invitations')).not.toBeInTheDocument();
  });
});

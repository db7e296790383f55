import { screen } from '@testing-library/react';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { CompanyRoute } from './CompanyRoute';

describe('the company edit page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a calm not-found state with a way back for an unknown company, not a spinner', async () => {
    stubApi([['/api/Company/nope', 404, { Message: 'Error_Not_Found', Status: 404 }]]);
    renderScreen(<CompanyRoute />, { path: '/companies/nope', route: '/companies/:id' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent(/Company_Not_Found/);
    expect(screen.getByRole('link', { name: /Back_To_Companies/ })).toHaveAttribute('href', '/companies');
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
  });

  it('shows a failure other than not-found as one that may pass', async () => {
    stubApi([['/api/Company/7', 503, { Message: 'Server_Down', Status: 503 }]]);
    renderScreen(<CompanyRoute />, { path: '/companies/7', route: '/companies/:id' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent(/Load_Failed/);
  });
});

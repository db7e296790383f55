import { screen } from '@testing-library/react';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { SettingEditPage } from './SettingEditPage';

describe('the setting page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an unknown setting as not found with a translated heading, never its raw key', async () => {
    const fetch = stubApi([]);
    renderScreen(<SettingEditPage />, { path: '/settings/Does_Not_Exist', route: '/settings/:id' });
    const state = await screen.findByTestId('not-found');
    expect(state).toHaveTextContent(/Not_Found_Title/);
    expect(state).toHaveTextContent(/Setting_Not_Found/);
    expect(document.body).not.toHaveTextContent('Setting_Does_Not_Exist');
    expect(screen.getByRole('link', { name: /Back_To_Settings/ })).toHaveAttribute('href', '/settings');
    // An unknown name is not asked for at all.
    expect(fetch.mock.calls.some(([path]) => String(path).includes('Does_Not_Exist'))).toBe(false);
  });
});

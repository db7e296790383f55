import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../test/render';
import { ScreenError } from './ScreenError';

function Broken(): never {
  throw new Error('boom');
}

describe('a screen that fails while rendering', () => {
  it('shows a calm message with the error and ways on, not a blank page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ScreenError /> }]);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByTestId('screen-error')).toBeInTheDocument();
    expect(screen.getByText('Screen_Error_Title')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

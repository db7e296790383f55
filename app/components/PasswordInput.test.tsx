import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { PasswordInput } from './PasswordInput';

const field = () => screen.getByLabelText('Password');
const eye = () => screen.queryByRole('button', { name: /password/ });

describe('PasswordInput', () => {
  it('is masked and reveals its value with the eye icon', async () => {
    renderWithProviders(<PasswordInput label="Password" value="s3cret" onChange={vi.fn()} />);
    expect(field()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show_password' }));
    expect(field()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide_password' }));
    expect(field()).toHaveAttribute('type', 'password');
  });

  it('offers no eye icon for the eight-asterisk placeholder', () => {
    renderWithProviders(<PasswordInput label="Password" value="********" onChange={vi.fn()} />);
    expect(eye()).not.toBeInTheDocument();
  });

  it('offers no eye icon when disabled or empty', () => {
    const { unmount } = renderWithProviders(
      <PasswordInput label="Password" value="s3cret" disabled onChange={vi.fn()} />,
    );
    expect(eye()).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PasswordInput label="Password" value="" onChange={vi.fn()} />);
    expect(eye()).not.toBeInTheDocument();
  });

  it('reports typed text', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PasswordInput label="Password" value="" onChange={onChange} />);
    await userEvent.type(field(), 'x');
    expect(onChange).toHaveBeenCalledWith('x');
  });
});

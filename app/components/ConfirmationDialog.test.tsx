import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ConfirmationDialog } from './ConfirmationDialog';

describe('ConfirmationDialog', () => {
  it('shows Please_confirm with Cancel and Confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmationDialog opened onConfirm={onConfirm} onCancel={onCancel}>
        Delete the batch?
      </ConfirmationDialog>,
    );
    expect(screen.getByText('Please_confirm')).toBeInTheDocument();
    expect(screen.getByText('Delete the batch?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables Confirm while the content is flagged invalid', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ConfirmationDialog opened invalid onConfirm={onConfirm} onCancel={vi.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

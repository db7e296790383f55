import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Modal } from './Modal';

function renderModal(withCloseButton = true) {
  const onClose = vi.fn();
  renderWithProviders(
    <Modal opened onClose={onClose} title="Details" withCloseButton={withCloseButton}>
      <button type="button">inside</button>
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('closes on Escape', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click', () => {
    const onClose = renderModal();
    const backdrop = document.querySelector('.mantine-Modal-overlay');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on the close icon', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can hide the close icon', () => {
    renderModal(false);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open on clicks inside', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'inside' }));
    await userEvent.click(screen.getByText('Details'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { createTestI18n, renderWithProviders } from '../test/render';
import { ValidationInput } from './ValidationInput';

const i18n = createTestI18n('en-US', { Validation_Maximum_Length: 'At most {{0}} characters' });

function renderInput(message: string | null) {
  return renderWithProviders(
    <ValidationInput message={message} data-testid="wrapper">
      <input aria-label="Name" />
    </ValidationInput>,
    { i18n },
  );
}

describe('ValidationInput', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the translated message in a tooltip on focus', async () => {
    renderInput('Validation_Maximum_Length%%10');
    fireEvent.focus(screen.getByLabelText('Name'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('At most 10 characters');
  });

  it('highlights for 800 ms when the message appears', () => {
    vi.useFakeTimers();
    const { rerender } = renderInput(null);
    const wrapper = screen.getByTestId('wrapper');
    expect(wrapper).not.toHaveAttribute('data-highlighted');
    rerender(
      <ValidationInput message="Validation_Required" data-testid="wrapper">
        <input aria-label="Name" />
      </ValidationInput>,
    );
    expect(wrapper).toHaveAttribute('data-highlighted');
    act(() => vi.advanceTimersByTime(799));
    expect(wrapper).toHaveAttribute('data-highlighted');
    act(() => vi.advanceTimersByTime(1));
    expect(wrapper).not.toHaveAttribute('data-highlighted');
    expect(wrapper).toHaveAttribute('data-invalid');
  });

  it('shows no tooltip and no highlight without a message', () => {
    renderInput(null);
    fireEvent.focus(screen.getByLabelText('Name'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByTestId('wrapper')).not.toHaveAttribute('data-invalid');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/render';
import { NumberInput } from './NumberInput';

function Harness({ initial, onValue }: { initial: number; onValue: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberInput
      aria-label="Count"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('turns a non-numeric entry into 0', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={12} onValue={onValue} />);
    await userEvent.clear(screen.getByLabelText('Count'));
    await userEvent.type(screen.getByLabelText('Count'), 'twelve{Enter}');
    expect(onValue).toHaveBeenCalledWith(0);
    expect(screen.getByLabelText('Count')).toHaveValue('0');
  });

  it('commits a numeric entry on blur', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} />);
    await userEvent.clear(screen.getByLabelText('Count'));
    await userEvent.type(screen.getByLabelText('Count'), '2,5');
    await userEvent.tab();
    expect(onValue).toHaveBeenCalledWith(2.5);
    expect(screen.getByLabelText('Count')).toHaveValue('2.5');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestI18n, renderWithProviders } from '../test/render';
import { AmountEditor, readAmountEntry } from './AmountEditor';

function Harness({
  initial,
  onValue,
  ...props
}: {
  initial: number;
  onValue: (value: number) => void;
  digits?: number;
  locale?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountEditor
        aria-label="Amount"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        {...props}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const field = () => screen.getByLabelText('Amount');

async function enter(text: string, finish = '{Enter}') {
  await userEvent.clear(field());
  await userEvent.type(field(), `${text}${finish}`);
}

describe('AmountEditor', () => {
  it('formats the amount for nl-NL and en-US', () => {
    const { unmount } = renderWithProviders(<Harness initial={1234.5} onValue={vi.fn()} locale="nl-NL" />);
    expect(field()).toHaveValue('1.234,50');
    unmount();
    renderWithProviders(<Harness initial={1234.5} onValue={vi.fn()} />, { i18n: createTestI18n('en-US') });
    expect(field()).toHaveValue('1,234.50');
  });

  it('commits a localised entry on Enter and re-formats it', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} locale="nl-NL" />);
    await enter('1.234,567');
    expect(onValue).toHaveBeenCalledWith(1234.57);
    expect(field()).toHaveValue('1.234,57');
  });

  it('commits on blur', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} locale="en-US" />);
    await userEvent.type(field(), '12.5');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(onValue).toHaveBeenCalledWith(12.5);
    expect(field()).toHaveValue('12.50');
  });

  it('turns an empty entry into 0', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={5} onValue={onValue} locale="nl-NL" />);
    await enter('');
    expect(onValue).toHaveBeenCalledWith(0);
    expect(field()).toHaveValue('0,00');
  });

  it('does not commit a change of 0.0001 or less', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={10} onValue={onValue} digits={4} locale="en-US" />);
    await enter('10.0001');
    expect(onValue).not.toHaveBeenCalled();
    await enter('10.0002');
    expect(onValue).toHaveBeenCalledWith(10.0002);
  });

  it('rounds to the configured digits, 2 by default', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} digits={3} locale="nl-NL" />);
    await enter('1,23456');
    expect(onValue).toHaveBeenCalledWith(1.235);
    expect(field()).toHaveValue('1,235');
    expect(readAmountEntry('1,23456')).toBe(1.23);
  });

  it('evaluates the simple calculator', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} locale="nl-NL" />);
    await enter('10+5*2');
    expect(onValue).toHaveBeenCalledWith(20);
    expect(field()).toHaveValue('20,00');
  });

  it('keeps the amount when the entry is unreadable', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={7} onValue={onValue} locale="nl-NL" />);
    await enter('abc');
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('7,00');
  });
});

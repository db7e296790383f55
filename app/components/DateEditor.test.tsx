import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { IsoDate } from '../../domain/date/calendar';
import { renderWithProviders } from '../test/render';
import { DateEditor, type DateEditorProps, formatDateText } from './DateEditor';

const TODAY = '2024-06-15';

type HarnessProps = Partial<DateEditorProps> & {
  initial?: IsoDate | null;
  onValue?: (value: IsoDate | null) => void;
};

function Harness({ initial = null, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<IsoDate | null>(initial);
  return (
    <DateEditor
      aria-label="Date"
      locale="nl-NL"
      today={TODAY}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...props}
    />
  );
}

const field = () => screen.getByLabelText('Date');

async function enter(text: string) {
  await userEvent.clear(field());
  if (text !== '') await userEvent.type(field(), text);
  await userEvent.keyboard('{Enter}');
}

describe('DateEditor', () => {
  it("reads 'd' as today", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await enter('d');
    expect(onValue).toHaveBeenCalledWith(TODAY);
    expect(field()).toHaveValue('15-06-2024');
  });

  it('accepts free text with a year', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await enter('3.2.2023');
    expect(onValue).toHaveBeenCalledWith('2023-02-03');
  });

  it('reads month first for en-US', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} locale="en-US" />);
    await enter('3/2/2023');
    expect(onValue).toHaveBeenCalledWith('2023-03-02');
    expect(field()).toHaveValue('03/02/2023');
  });

  it('clears the date when emptied', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial="2024-01-01" onValue={onValue} />);
    await enter('');
    expect(onValue).toHaveBeenCalledWith(null);
    expect(field()).toHaveValue('');
  });

  it('places short input within the last 12 months by default', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await enter('1-8');
    expect(onValue).toHaveBeenCalledWith('2023-08-01');
  });

  it('moves short input into the future-months window', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} futureMonths={3} />);
    await enter('1-8');
    expect(onValue).toHaveBeenCalledWith('2024-08-01');
  });

  it('never places short input before the minimum date', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} minimumDate="2024-01-01" />);
    await enter('1-8');
    expect(onValue).toHaveBeenCalledWith('2024-08-01');
  });

  it('shows a validation message for invalid text and keeps the date', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial="2024-01-01" onValue={onValue} />);
    await enter('31-02-2024');
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('data-invalid');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Validation_Date_Invalid');
  });

  it('answers a joke word with a playful message', async () => {
    renderWithProviders(<Harness />);
    await enter('never');
    expect(screen.getByText('Date_Joke_Never')).toBeInTheDocument();
    expect(field()).toHaveAttribute('data-joke');
  });

  it('formats dates per locale', () => {
    expect(formatDateText('2024-03-09', 'nl-NL')).toBe('09-03-2024');
    expect(formatDateText('2024-03-09', 'en-US')).toBe('03/09/2024');
  });
});

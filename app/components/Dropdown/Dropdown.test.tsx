import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { Dropdown, type DropdownProps } from './Dropdown';
import type { DropdownId, DropdownItem } from './dropdownItem';

const ledgers: DropdownItem[] = [
  { Id: 1, FirstColumn: '1000', SecondColumn: 'Cash' },
  { Id: 2, FirstColumn: '1100', SecondColumn: 'Bank' },
  { Id: 3, FirstColumn: '8000', SecondColumn: 'Turnover' },
];

type HarnessProps = Partial<DropdownProps> & {
  initial?: DropdownId | null;
  onValue?: (id: DropdownId | null) => void;
};

function Harness({ initial = null, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<DropdownId | null>(initial);
  return (
    <>
      <Dropdown
        field="Ledger"
        items={ledgers}
        value={value}
        onChange={(id) => {
          setValue(id);
          onValue?.(id);
        }}
        data-testid="ledger"
        {...props}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox');
const state = () => screen.getByTestId('ledger').getAttribute('data-state');

describe('Dropdown', () => {
  it('opens on focus and shows both columns of every item', async () => {
    renderWithProviders(<Harness />);
    expect(state()).toBe('closed');
    await userEvent.click(input());
    expect(state()).toBe('open');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('Turnover')).toBeInTheDocument();
    expect(screen.getByText('8000')).toBeInTheDocument();
  });

  it('opens on an arrow key and on the chevron', async () => {
    renderWithProviders(<Harness />);
    act(() => input().focus());
    await userEvent.keyboard('{Escape}');
    expect(state()).toBe('closed');
    await userEvent.keyboard('{ArrowDown}');
    expect(state()).toBe('open');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(state()).toBe('open');
  });

  it('highlights with up and down and selects with Enter', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onValue).toHaveBeenCalledWith(2);
    expect(input()).toHaveValue('1100 - Bank');
    expect(state()).toBe('closed');
  });

  it('selects an item by click and closes', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(input());
    await userEvent.click(screen.getByText('Turnover'));
    expect(input()).toHaveValue('8000 - Turnover');
    expect(state()).toBe('closed');
  });

  it('filters on the search text while typing', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(input());
    await userEvent.keyboard('BAN');
    expect(state()).toBe('typing');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('restores the previous value on Escape', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={1} onValue={onValue} />);
    await userEvent.click(input());
    await userEvent.clear(input());
    await userEvent.keyboard('turn{ArrowDown}{Escape}');
    expect(input()).toHaveValue('1000 - Cash');
    expect(state()).toBe('closed');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('selects the item whose first column equals the typed text on Tab', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(input());
    await userEvent.keyboard('8000');
    await userEvent.tab();
    expect(input()).toHaveValue('8000 - Turnover');
    expect(state()).toBe('closed');
  });

  it('keeps the value on blur when typed text matches nothing and clearing is off', async () => {
    renderWithProviders(<Harness initial={2} />);
    await userEvent.click(input());
    await userEvent.clear(input());
    await userEvent.keyboard('zzz');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(input()).toHaveValue('1100 - Bank');
  });

  it('clears the value on blur when typed text matches nothing and clearing is on', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={2} clearInvalidOnBlur onValue={onValue} />);
    await userEvent.click(input());
    await userEvent.clear(input());
    await userEvent.keyboard('zzz');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(onValue).toHaveBeenCalledWith(null);
    expect(input()).toHaveValue('');
  });

  it("takes the code before ' - ' from pasted text", async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(input());
    fireEvent.paste(input(), { clipboardData: { getData: () => '1100 - Some other description' } });
    expect(input()).toHaveValue('1100 - Bank');
  });

  it("'Show more' extends the list beyond the initial limit", async () => {
    renderWithProviders(<Harness initialLimit={2} />);
    await userEvent.click(input());
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show_more' }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(input()).toHaveFocus();
  });

  it('cannot open when disabled', async () => {
    renderWithProviders(<Harness disabled />);
    await userEvent.click(input());
    expect(state()).toBe('closed');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows Select_{field} when items exist and No_{field}_Available otherwise', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(input()).toHaveAttribute('placeholder', 'Select_Ledger');
    unmount();
    renderWithProviders(<Harness items={[]} />);
    expect(input()).toHaveAttribute('placeholder', 'No_Ledger_Available');
  });

  it('limits the panel height to 300 px', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(input());
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });
  });
});

describe('Dropdown server search and blooper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // fireEvent instead of user-event: Testing Library cannot detect Vitest's fake timers.
  const typeText = (text: string) => fireEvent.change(input(), { target: { value: text } });

  it('searches the server after 500 ms of inactivity, once per term, while not all items are retrieved', () => {
    const onSearch = vi.fn();
    renderWithProviders(<Harness allRetrieved={false} onSearch={onSearch} />);
    fireEvent.focus(input());
    typeText('ba');
    act(() => vi.advanceTimersByTime(300));
    typeText('ban');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('ban');
    typeText('bank');
    typeText('BAN');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not search the server when all items are retrieved', () => {
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    fireEvent.focus(input());
    typeText('ban');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the blooper image for 3 seconds after typing blooper! or blueper!', () => {
    renderWithProviders(<Harness />);
    fireEvent.focus(input());
    typeText('blueper!');
    expect(screen.getByAltText('blooper')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByAltText('blooper')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByAltText('blooper')).not.toBeInTheDocument();
  });
});

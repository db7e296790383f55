import { fireEvent, screen, within } from '@testing-library/react';
import { testItem } from '../../../domain/verify/testItem';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { renderWithProviders } from '../../test/render';
import { FastVerifyTable } from './FastVerifyTable';
import { DefaultSort } from './fastVerifyState';

function renderTable(refused: Record<string, string> = {}, extra: FastVerifyItem[] = []) {
  const props = {
    onSort: vi.fn(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    onEdit: vi.fn(),
    onOpen: vi.fn(),
  };
  const items = [testItem('sure', 0.95), testItem('unsure', 0.5), ...extra];
  renderWithProviders(
    <FastVerifyTable
      items={items}
      sort={DefaultSort}
      selected={new Set(['sure'])}
      edits={{}}
      refused={refused}
      translate={(message) => `translated ${message}`}
      companyName={() => 'Demo Foods'}
      optional={{ Company: true }}
      {...props}
    />,
  );
  const rows = screen.getAllByTestId('fast-verify-row');
  return { props, rows, items };
}

describe('FastVerifyTable', () => {
  it('shows a sure field as text and an unsure one as a highlighted editor', () => {
    const { rows } = renderTable();
    expect(within(rows[0]).queryByTestId('fast-verify-low-GrossAmount')).toBeNull();
    expect(within(rows[1]).getByTestId('fast-verify-low-GrossAmount')).toBeTruthy();
    expect(within(rows[1]).queryByTestId('fast-verify-low-NetAmount')).toBeNull();
  });

  it('leaves the amounts and invoice type of a packing slip empty, not 0.00 and Debit', () => {
    const slip = testItem('slip', 0.9, {
      DocumentType: 'PackingSlip',
      NetAmount: 0,
      VatAmount: 0,
      GrossAmount: 0,
    });
    const { rows } = renderTable({}, [slip]);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(rows[0]).filter((text) => /\d,\d\d|\d\.\d\d/.test(text ?? '')).length).toBeGreaterThan(0);
    expect(cells(rows[2]).some((text) => /0[.,]00/.test(text ?? ''))).toBe(false);
    expect(within(rows[2]).queryByText(/debit|debet/i)).toBeNull();
    expect(within(rows[0]).getByText(/debit|debet/i)).toBeTruthy();
  });

  it('opens the document on Enter and selects it with Space', () => {
    const { rows, props, items } = renderTable();
    fireEvent.keyDown(rows[1], { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledWith(items[1]);
    fireEvent.keyDown(rows[1], { key: ' ' });
    expect(props.onToggle).toHaveBeenCalledWith(items[1]);
  });

  it('does not open the document when its checkbox is clicked', () => {
    const { rows, props } = renderTable();
    fireEvent.click(within(rows[0]).getByTestId('fast-verify-select'));
    expect(props.onToggle).toHaveBeenCalledTimes(1);
    expect(props.onOpen).not.toHaveBeenCalled();
  });

  it('shows why a row was refused', () => {
    const { rows } = renderTable({ unsure: 'Document_Is_Updated_By_Other_User' });
    expect(within(rows[1]).getByTestId('fast-verify-refused').textContent).toBe(
      'translated Document_Is_Updated_By_Other_User',
    );
  });
});

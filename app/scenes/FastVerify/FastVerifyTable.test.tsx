import { fireEvent, screen, within } from '@testing-library/react';
import { testItem } from '../../../domain/verify/testItem';
import { renderWithProviders } from '../../test/render';
import { FastVerifyTable } from './FastVerifyTable';
import { DefaultSort } from './fastVerifyState';

function renderTable(refused: Record<string, string> = {}) {
  const props = {
    onSort: vi.fn(),
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    onEdit: vi.fn(),
    onOpen: vi.fn(),
  };
  const items = [testItem('sure', 0.95), testItem('unsure', 0.5)];
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

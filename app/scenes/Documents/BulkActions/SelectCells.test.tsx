import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DocumentRecord, OverviewColumn } from '../../../../domain/documents';
import { renderWithProviders } from '../../../test/render';
import { OverviewTable } from '../OverviewTable';
import { NoSelection } from './selection';

const record = (Id: string) =>
  ({ Id, RelationName: `Relation ${Id}`, GrossAmount: 1, DocumentType: 'PurchaseInvoice' }) as DocumentRecord;
const rows = ['a', 'b', 'c', 'd'].map(record);

/** The table with a live selection, as the overview page holds it. */
function SelectableTable({ onOpen }: { onOpen: () => void }) {
  const [value, onChange] = useState(NoSelection);
  return (
    <OverviewTable
      type="PurchaseInvoice"
      rows={rows}
      totals={[{ Currency: 'EUR', Count: 4, GrossAmount: 4, NetAmount: 4 }]}
      loading={false}
      failed={false}
      layout={{ columns: ['RelationName', 'GrossAmount'] as OverviewColumn[], widths: {} }}
      onLayout={vi.fn()}
      sort={{ SortName: 'GrossAmount', SortAscending: false }}
      onSort={vi.fn()}
      onOpen={onOpen}
      onClearFilters={null}
      onRetry={vi.fn()}
      selection={{ value, onChange }}
    />
  );
}

const selectedRows = () =>
  screen
    .getAllByTestId('overview-row')
    .filter((row) => row.getAttribute('data-selected') === 'true')
    .map((row) => row.getAttribute('data-id'));

describe('selecting overview rows', () => {
  it('toggles a row by its checkbox without opening the document', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<SelectableTable onOpen={onOpen} />);
    await userEvent.click(screen.getAllByTestId('select-row')[1]);
    expect(selectedRows()).toEqual(['b']);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByTestId('select-row')[1]);
    expect(selectedRows()).toEqual([]);
  });

  it('selects a range with Shift+click', async () => {
    renderWithProviders(<SelectableTable onOpen={vi.fn()} />);
    const boxes = screen.getAllByTestId('select-row');
    await userEvent.click(boxes[0]);
    fireEvent.click(boxes[2], { shiftKey: true });
    expect(selectedRows()).toEqual(['a', 'b', 'c']);
  });

  it('toggles the focused row with Space (Shift+Space: a range) and still opens it with Enter', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<SelectableTable onOpen={onOpen} />);
    const [first, , third] = screen.getAllByTestId('overview-row');
    first.focus();
    await userEvent.keyboard(' ');
    expect(selectedRows()).toEqual(['a']);
    third.focus();
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(selectedRows()).toEqual(['a', 'b', 'c']);
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ Id: 'c' }));
  });

  it('selects and clears the page from the header, half-checked in between', async () => {
    renderWithProviders(<SelectableTable onOpen={vi.fn()} />);
    const header = screen.getByTestId('select-page');
    await userEvent.click(header);
    expect(selectedRows()).toEqual(['a', 'b', 'c', 'd']);
    await userEvent.click(screen.getAllByTestId('select-row')[0]);
    expect(header).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(header);
    expect(selectedRows()).toHaveLength(4);
    await userEvent.click(header);
    expect(selectedRows()).toEqual([]);
  });

  it('keeps the totals under their columns', () => {
    renderWithProviders(<SelectableTable onOpen={vi.fn()} />);
    const cells = screen.getByTestId('overview-totals').querySelectorAll('td');
    expect(cells).toHaveLength(3);
    expect(cells[2]).toContainElement(screen.getByTestId('total-GrossAmount-EUR'));
  });
});

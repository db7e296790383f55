import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { type MasterDataColumn, MasterDataTable } from './MasterDataTable';

type Row = { Id: string; Name: string; IsBlocked: boolean };
const rows: Row[] = [
  { Id: 'a', Name: 'Alfa', IsBlocked: false },
  { Id: 'b', Name: 'Bravo', IsBlocked: true },
  { Id: 'c', Name: 'Charlie', IsBlocked: false },
];
const columns: MasterDataColumn<Row>[] = [
  { key: 'Name', label: 'Name', sort: 'Name', render: (row) => row.Name },
];

function renderTable(overrides: Partial<Parameters<typeof MasterDataTable<Row>>[0]> = {}) {
  const props = {
    onOpen: vi.fn(),
    onSort: vi.fn(),
    onLeaveTop: vi.fn(),
    onDeleteKey: vi.fn(),
  };
  renderWithProviders(
    <MasterDataTable
      rows={rows}
      columns={columns}
      loading={false}
      failed={false}
      onRetry={() => undefined}
      sort="Name"
      descending={false}
      isBlocked={(row) => row.IsBlocked}
      empty="none"
      {...props}
      {...overrides}
    />,
  );
  return props;
}

const tableRows = () => screen.getAllByTestId('masterdata-row');

describe('the master-data table', () => {
  it('walks the rows with the arrow keys, opens one with Enter and goes back up to the search', async () => {
    const { onOpen, onLeaveTop } = renderTable();
    act(() => tableRows()[0].focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(tableRows()[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(onLeaveTop).toHaveBeenCalled();
  });

  it('dims blocked rows, sorts by a header click and asks to delete with the Delete key', async () => {
    const { onSort, onDeleteKey } = renderTable();
    expect(tableRows()[1]).toHaveAttribute('data-blocked', 'true');
    expect(screen.getByTestId('column-Name')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByTestId('sort-Name'));
    expect(onSort).toHaveBeenCalledWith('Name');
    act(() => tableRows()[1].focus());
    await userEvent.keyboard('{Delete}');
    expect(onDeleteKey).toHaveBeenCalledWith(rows[1]);
  });

  it('focuses the row opened last when it comes back', () => {
    renderTable({ focusId: 'b' });
    expect(tableRows()[1]).toHaveFocus();
  });

  it('says when there is nothing', () => {
    renderTable({ rows: [], empty: 'No vendors yet' });
    expect(screen.getByTestId('masterdata-empty')).toHaveTextContent('No vendors yet');
  });

  it('offers a retry when the list failed', async () => {
    const onRetry = vi.fn();
    renderTable({ failed: true, onRetry });
    expect(screen.queryAllByTestId('masterdata-row')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try_Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

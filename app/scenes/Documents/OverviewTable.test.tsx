import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord } from '../../../domain/documents';
import { renderWithProviders } from '../../test/render';
import { OverviewTable } from './OverviewTable';

const record = (Id: string, RelationName: string, GrossAmount: number) =>
  ({ Id, RelationName, GrossAmount, InvoiceType: 'Debit' }) as DocumentRecord;

function renderTable(overrides: Partial<Parameters<typeof OverviewTable>[0]> = {}) {
  const props = {
    rows: [record('a', 'Acme BV', 1234.5), record('b', 'Bakker', 10)],
    loading: false,
    failed: false,
    layout: { columns: ['RelationName', 'GrossAmount'] as const, widths: {} },
    onLayout: vi.fn(),
    sort: { SortName: 'GrossAmount', SortAscending: false } as const,
    onSort: vi.fn(),
    onOpen: vi.fn(),
    onClearFilters: null,
    onRetry: vi.fn(),
    ...overrides,
  };
  renderWithProviders(
    <OverviewTable {...props} layout={{ ...props.layout, columns: [...props.layout.columns] }} />,
  );
  return props;
}

describe('overview table', () => {
  it('marks the sorted column and asks to sort by a clicked header', async () => {
    const props = renderTable();
    expect(screen.getByTestId('column-GrossAmount')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('column-RelationName')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByTestId('sort-RelationName'));
    expect(props.onSort).toHaveBeenCalledWith('RelationName');
  });

  it('opens a document by click or Enter and right-aligns amounts', async () => {
    const props = renderTable();
    const [first, second] = screen.getAllByTestId('overview-row');
    await userEvent.click(first);
    expect(props.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ Id: 'a' }));
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(props.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ Id: 'b' }));
    expect(screen.getByText('1,234.50')).toHaveClass('ll-doc-amount');
  });

  it('offers to clear the filters when nothing matches', async () => {
    const onClearFilters = vi.fn();
    renderTable({ rows: [], onClearFilters });
    expect(screen.getByText('No_Documents_Match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear_Filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getAllByTestId('overview-skeleton')).toHaveLength(10);
  });

  it('shows a failure with a way to try again', async () => {
    const props = renderTable({ rows: undefined, failed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Try_Again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});

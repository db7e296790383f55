import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord, OverviewColumn, OverviewTotal } from '../../../domain/documents';
import { renderWithProviders } from '../../test/render';
import { OverviewTable } from './OverviewTable';

const record = (Id: string, RelationName: string, GrossAmount: number, extra: Partial<DocumentRecord> = {}) =>
  ({
    Id,
    RelationName,
    GrossAmount,
    NetAmount: GrossAmount,
    InvoiceType: 'Debit',
    DocumentType: 'PurchaseInvoice',
    Status: 'Pending',
    ...extra,
  }) as DocumentRecord;

function renderTable(overrides: Partial<Parameters<typeof OverviewTable>[0]> = {}) {
  const props = {
    type: 'PurchaseInvoice' as const,
    totals: undefined as OverviewTotal[] | undefined,
    onAskTotals: null as (() => void) | null,
    lastShownId: undefined as string | undefined,
    rows: [record('a', 'Acme BV', 1234.5), record('b', 'Bakker', 10)],
    loading: false,
    failed: false,
    layout: { columns: ['RelationName', 'GrossAmount'] as OverviewColumn[], widths: {} },
    onLayout: vi.fn(),
    sort: { SortName: 'GrossAmount', SortAscending: false } as const,
    onSort: vi.fn(),
    onOpen: vi.fn(),
    onClearFilters: null,
    onRetry: vi.fn(),
    ...overrides,
  };
  const view = renderWithProviders(<OverviewTable {...props} />);
  return { ...props, ...view };
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

  it('offers to clear the filters when nothing matches, outside the sideways-scrolling table', async () => {
    const onClearFilters = vi.fn();
    renderTable({ rows: [], onClearFilters });
    expect(screen.getByText('No_Documents_Match')).toBeInTheDocument();
    // Centred in the visible width: not a cell spanning the table's whole scroll width.
    expect(screen.getByTestId('overview-scroll')).not.toContainElement(screen.getByTestId('overview-empty'));
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

  it('shows the status as a coloured chip', () => {
    renderTable({
      rows: [record('a', 'Acme', 1, { Status: 'Blocked' }), record('b', 'Beta', 2, { Status: 'Posted' })],
      layout: { columns: ['RelationName', 'Status'], widths: {} },
    });
    const blocked = screen.getByText('Document_Status_Blocked').closest('[data-status]');
    const posted = screen.getByText('Document_Status_Posted').closest('[data-status]');
    expect(blocked).toHaveAttribute('data-status', 'Blocked');
    expect(blocked?.getAttribute('style')).toContain('red');
    expect(posted?.getAttribute('style')).toContain('green');
  });

  it("shows known actions in the user's language and others as they are", () => {
    renderTable({
      rows: [
        record('a', 'Acme', 1, { LastAction: 'Verify' }),
        record('b', 'Beta', 2, { LastAction: 'ErpSync' }),
      ],
      layout: { columns: ['LastAction', 'RelationName'], widths: {} },
    });
    expect(screen.getByText('Document_Action_Verify')).toBeInTheDocument();
    expect(screen.getByText('ErpSync')).toBeInTheDocument();
  });

  it('marks an overdue due date of an unpaid, unposted purchase invoice only', () => {
    renderTable({
      rows: [
        record('a', 'Late', 1, { DueDate: '2020-01-01', IsPaid: false, IsPosted: false }),
        record('b', 'Paid', 2, { DueDate: '2020-01-01', IsPaid: true, IsPosted: false }),
        record('c', 'Later', 3, { DueDate: '2999-01-01', IsPaid: false, IsPosted: false }),
      ],
      layout: { columns: ['RelationName', 'DueDate'], widths: {} },
    });
    const marked = screen.getAllByTestId('overdue');
    expect(marked).toHaveLength(1);
    expect(marked[0].closest('tr')).toHaveAttribute('data-id', 'a');
    expect(screen.getByLabelText('Overdue')).toBeInTheDocument();
  });

  it('totals the amount columns of the whole filtered set, per currency when mixed', () => {
    renderTable({
      totals: [
        { Currency: 'EUR', Count: 30, GrossAmount: 12345.6, NetAmount: 10000 },
        { Currency: 'USD', Count: 2, GrossAmount: 20, NetAmount: 18 },
      ],
      layout: { columns: ['RelationName', 'NetAmount', 'GrossAmount'], widths: {} },
    });
    expect(screen.getByTestId('total-GrossAmount-EUR')).toHaveTextContent('EUR 12,345.60');
    expect(screen.getByTestId('total-GrossAmount-USD')).toHaveTextContent('USD 20.00');
    expect(screen.getByTestId('total-NetAmount-EUR')).toHaveTextContent('EUR 10,000.00');
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('shows one euro total without a currency code, and no totals row without amount columns', () => {
    const { unmount } = renderTable({
      totals: [{ Currency: 'EUR', Count: 2, GrossAmount: 1244.5, NetAmount: 1 }],
    });
    expect(screen.getByTestId('total-GrossAmount-EUR')).toHaveTextContent(/^1,244.50$/);
    unmount();
    renderTable({
      totals: [{ Currency: 'EUR', Count: 2, GrossAmount: 1244.5, NetAmount: 1 }],
      layout: { columns: ['RelationName'], widths: {} },
    });
    expect(screen.queryByTestId('overview-totals')).not.toBeInTheDocument();
  });

  it('asks before totalling a large set (more than the count cap), then shows the totals', async () => {
    const onAskTotals = vi.fn();
    const { unmount } = renderTable({ onAskTotals });
    expect(screen.queryByTestId('total-GrossAmount-EUR')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('overview-totals-ask'));
    expect(onAskTotals).toHaveBeenCalled();
    unmount();
    renderTable({
      totals: [{ Currency: 'EUR', Count: 5000, GrossAmount: 10, NetAmount: 9 }],
      onAskTotals: null,
    });
    expect(screen.queryByTestId('overview-totals-ask')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-GrossAmount-EUR')).toHaveTextContent('10.00');
  });

  it('comes back from a document scrolled where the user was, with the last shown row focused', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => record(`r${index}`, `Relation ${index}`, index));
    const first = renderTable({ rows });
    const scroller = screen.getByTestId('overview-scroll');
    scroller.scrollTop = 420;
    scroller.scrollLeft = 80;
    await userEvent.click(screen.getAllByTestId('overview-row')[20]);
    expect(first.onOpen).toHaveBeenCalled();
    first.unmount();

    // Escape from the detail: the walk ended on r22.
    renderTable({ rows, lastShownId: 'r22' });
    const back = screen.getByTestId('overview-scroll');
    expect(back.scrollTop).toBe(420);
    expect(back.scrollLeft).toBe(80);
    expect(document.activeElement).toHaveAttribute('data-id', 'r22');
  });

  it('starts at the top on a new visit', () => {
    const rows = [record('a', 'Acme', 1)];
    renderTable({ rows });
    expect(screen.getByTestId('overview-scroll').scrollTop).toBe(0);
    expect(document.activeElement).toBe(document.body);
  });
});

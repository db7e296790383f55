import { Skeleton, Table } from '@mantine/core';
import { useRef, useState } from 'react';
import type {
  DocumentRecord,
  OverviewColumn,
  OverviewDocumentType,
  OverviewTotal,
} from '../../../domain/documents';
import { type SelectionControl, SelectPageCell, SelectRowCell } from './BulkActions/SelectCells';
import { toggleRow } from './BulkActions/selection';
import { ColumnKinds, DefaultColumnWidths, localToday } from './cells';
import { HeaderCell } from './HeaderCell';
import { OverviewCell } from './OverviewCell';
import { OverviewMessage } from './OverviewMessage';
import { type ColumnLayout, moveColumn, type OverviewSort } from './overviewState';
import { TotalsRow } from './TotalsRow';
import { useOverviewReturn } from './useOverviewReturn';
import { useViewportHeight } from './useViewportHeight';

type Props = {
  type: OverviewDocumentType;
  rows: DocumentRecord[] | undefined;
  totals: OverviewTotal[] | undefined;
  /** The totals of a large set come on request: asks for them (null when they come by themselves). */
  onAskTotals?: (() => void) | null;
  loading: boolean;
  failed: boolean;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout) => void;
  sort: OverviewSort;
  onSort: (column: OverviewColumn) => void;
  onOpen: (record: DocumentRecord) => void;
  onClearFilters: (() => void) | null;
  onRetry: () => void;
  /** Back from a document: the one shown last, to focus its row. */
  lastShownId?: string;
  /** Rows picked for a bulk action; without it the table has no selection column. */
  selection?: SelectionControl;
};

const skeletonRows = Array.from({ length: 10 }, (_, index) => `skeleton-${index}`);
/** Room kept below the table for the pager. */
const PagerReserve = 56;

/**
 * The overview table: sortable, movable and resizable columns; rows open the document. Header,
 * first column and totals stay in view; the table is no taller than the screen, so its own
 * horizontal scrollbar is always at hand.
 */
export function OverviewTable(props: Props) {
  const { rows, loading, failed, layout, onLayout, sort, onSort, selection } = props;
  const scroller = useRef<HTMLDivElement>(null);
  useViewportHeight(scroller, PagerReserve);
  const hasRows = Boolean(rows && rows.length > 0);
  const remember = useOverviewReturn(props.type, scroller, hasRows && !failed, props.lastShownId);
  // Widths being dragged show at once and are stored when the mouse is released.
  const [dragWidths, setDragWidths] = useState<ColumnLayout['widths']>({});
  const widthOf = (column: OverviewColumn) =>
    dragWidths[column] ?? layout.widths[column] ?? DefaultColumnWidths[ColumnKinds[column]];
  const today = localToday();
  const rowIds = rows?.map((record) => record.Id) ?? [];

  const resize = (column: OverviewColumn, width: number, done: boolean) => {
    if (!done) return setDragWidths({ [column]: width });
    setDragWidths({});
    onLayout({ ...layout, widths: { ...layout.widths, [column]: width } });
  };
  const open = (record: DocumentRecord) => {
    remember(record.Id);
    props.onOpen(record);
  };

  const body = () => {
    if (failed) return null;
    if (loading && !rows) {
      return skeletonRows.map((key) => (
        <Table.Tr key={key} data-testid="overview-skeleton">
          {selection && <Table.Td className="ll-doc-select" />}
          {layout.columns.map((column) => (
            <Table.Td key={column}>
              <Skeleton height={10} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    return rows?.map((record) => (
      <Table.Tr
        key={record.Id}
        tabIndex={0}
        className="ll-doc-row"
        onClick={() => open(record)}
        onKeyDown={(event) => {
          // Keys on the row itself only: not those typed in its checkbox.
          if (event.target !== event.currentTarget) return;
          if (event.key === 'Enter') open(record);
          if (event.key === ' ' && selection) {
            event.preventDefault();
            selection.onChange(toggleRow(selection.value, rowIds, record.Id, event.shiftKey));
          }
        }}
        data-testid="overview-row"
        data-id={record.Id}
        data-selected={selection ? selection.value.ids.has(record.Id) : undefined}
      >
        {selection && <SelectRowCell control={selection} rowIds={rowIds} id={record.Id} />}
        {layout.columns.map((column) => (
          <Table.Td key={column} className={`ll-doc-td ll-doc-${ColumnKinds[column]}`}>
            <OverviewCell record={record} column={column} today={today} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <>
      <div ref={scroller} className="ll-doc-scroll" data-testid="overview-scroll">
        <Table
          className={selection ? 'll-doc-table ll-doc-selectable' : 'll-doc-table'}
          highlightOnHover
          verticalSpacing={5}
          horizontalSpacing="sm"
          style={{ opacity: loading && rows ? 0.6 : 1 }}
          data-testid="overview-table"
        >
          <Table.Thead>
            <Table.Tr>
              {selection && <SelectPageCell control={selection} rowIds={rowIds} />}
              {layout.columns.map((column) => (
                <HeaderCell
                  key={column}
                  column={column}
                  width={widthOf(column)}
                  sort={sort}
                  onSort={onSort}
                  onResize={resize}
                  onDrop={(dragged, onto) =>
                    onLayout({ ...layout, columns: moveColumn(layout.columns, dragged, onto) })
                  }
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
          {hasRows && (
            <TotalsRow
              columns={layout.columns}
              totals={props.totals}
              onAsk={props.onAskTotals ?? null}
              leadingCell={Boolean(selection)}
            />
          )}
        </Table>
      </div>
      {(failed || (!hasRows && !(loading && !rows))) && (
        <OverviewMessage failed={failed} onRetry={props.onRetry} onClearFilters={props.onClearFilters} />
      )}
    </>
  );
}

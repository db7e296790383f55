import { Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRecord, OverviewColumn } from '../../../domain/documents';
import { ColumnKinds, cellText, DefaultColumnWidths } from './cells';
import { HeaderCell } from './HeaderCell';
import { type ColumnLayout, moveColumn, type OverviewSort } from './overviewState';

type Props = {
  rows: DocumentRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout) => void;
  sort: OverviewSort;
  onSort: (column: OverviewColumn) => void;
  onOpen: (record: DocumentRecord) => void;
  onClearFilters: (() => void) | null;
  onRetry: () => void;
};

const skeletonRows = Array.from({ length: 10 }, (_, index) => `skeleton-${index}`);

/** The overview table: sortable, movable and resizable columns; rows open the document. */
export function OverviewTable(props: Props) {
  const { rows, loading, failed, layout, onLayout, sort, onSort, onOpen } = props;
  const { t, i18n } = useTranslation();
  // Widths being dragged show at once and are stored when the mouse is released.
  const [dragWidths, setDragWidths] = useState<ColumnLayout['widths']>({});
  const widthOf = (column: OverviewColumn) =>
    dragWidths[column] ?? layout.widths[column] ?? DefaultColumnWidths[ColumnKinds[column]];

  const resize = (column: OverviewColumn, width: number, done: boolean) => {
    if (!done) return setDragWidths({ [column]: width });
    setDragWidths({});
    onLayout({ ...layout, widths: { ...layout.widths, [column]: width } });
  };
  const cell = (record: DocumentRecord, column: OverviewColumn) => {
    const text = cellText(record, column, i18n.language);
    const kind = ColumnKinds[column];
    if (kind === 'type') {
      return (
        <Badge size="xs" variant="light" color={record.InvoiceType === 'Credit' ? 'grape' : 'gray'}>
          {t(text)}
        </Badge>
      );
    }
    return text;
  };

  const body = () => {
    if (failed) {
      return (
        <Table.Tr>
          <Table.Td colSpan={layout.columns.length} className="ll-doc-message" data-testid="overview-error">
            <Text size="sm" c="red.7" mb={6}>
              {t('Overview_Load_Failed')}
            </Text>
            <Button size="compact-xs" variant="light" onClick={props.onRetry}>
              {t('Try_Again')}
            </Button>
          </Table.Td>
        </Table.Tr>
      );
    }
    if (loading && !rows) {
      return skeletonRows.map((key) => (
        <Table.Tr key={key} data-testid="overview-skeleton">
          {layout.columns.map((column) => (
            <Table.Td key={column}>
              <Skeleton height={10} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (!rows || rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={layout.columns.length} className="ll-doc-message" data-testid="overview-empty">
            <Text size="sm" fw={600}>
              {props.onClearFilters ? t('No_Documents_Match') : t('No_Documents_Yet')}
            </Text>
            <Text size="xs" c="dimmed" mb={props.onClearFilters ? 8 : 0}>
              {props.onClearFilters ? t('No_Documents_Match_Info') : t('No_Documents_Yet_Info')}
            </Text>
            {props.onClearFilters && (
              <Button size="compact-xs" variant="light" onClick={props.onClearFilters}>
                {t('Clear_Filters')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((record) => (
      <Table.Tr
        key={record.Id}
        tabIndex={0}
        className="ll-doc-row"
        onClick={() => onOpen(record)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onOpen(record);
        }}
        data-testid="overview-row"
        data-id={record.Id}
      >
        {layout.columns.map((column) => (
          <Table.Td key={column} className={`ll-doc-td ll-doc-${ColumnKinds[column]}`}>
            {cell(record, column)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table
        className="ll-doc-table"
        highlightOnHover
        verticalSpacing={5}
        horizontalSpacing="sm"
        style={{ opacity: loading && rows ? 0.6 : 1 }}
        data-testid="overview-table"
      >
        <Table.Thead>
          <Table.Tr>
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
      </Table>
    </Table.ScrollContainer>
  );
}

import { Button, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './masterdata.css';

/** A column of a master-data table. */
export type MasterDataColumn<T> = {
  key: string;
  label: string;
  /** The server's sort name; without it the header does not sort. */
  sort?: string;
  width?: number;
  numeric?: boolean;
  render: (row: T) => ReactNode;
};

type Props<T extends { Id: string }> = {
  rows: T[] | undefined;
  columns: MasterDataColumn<T>[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  sort: string;
  descending: boolean;
  onSort: (sort: string) => void;
  onOpen: (row: T) => void;
  /** The Delete key on a row. */
  onDeleteKey?: (row: T) => void;
  isBlocked?: (row: T) => boolean;
  /** What an empty table says (different with a search). */
  empty: ReactNode;
  /** A row to focus once shown: the one opened last. */
  focusId?: string;
  /** From the first row, ArrowUp goes back here (the search box). */
  onLeaveTop?: () => void;
  /** A row edited in place: the id being edited ('new' for a row above the others) and its editor. */
  editing?: { id: string; render: (row: T | undefined) => ReactNode };
  'data-testid'?: string;
};

const skeletonRows = Array.from({ length: 8 }, (_, index) => `skeleton-${index}`);

/** Focuses the first row of a master-data table inside `scope`; false when there is none. */
export function focusFirstRow(scope: ParentNode = document): boolean {
  const row = scope.querySelector<HTMLElement>('.ll-md-row');
  row?.focus();
  return Boolean(row);
}

/**
 * A dense, server-sorted table: a header click sorts, a row opens by click or Enter, arrow keys walk the rows,
 * blocked rows are dimmed.
 */
export function MasterDataTable<T extends { Id: string }>(props: Props<T>) {
  const { rows, columns, loading, failed, sort, descending, onSort, onOpen, isBlocked } = props;
  const { t } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);

  // Back from an edit page the row opened last takes the focus, once: later pages leave the focus alone.
  const pendingFocus = useRef(props.focusId);
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id || !rows) return;
    pendingFocus.current = undefined;
    body.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`)?.focus();
  }, [rows]);

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    // Keys on a control inside the row (a switch, a button) are that control's.
    if (event.target !== event.currentTarget) return;
    const current = event.currentTarget;
    const go = (target: Element | null | undefined) => {
      event.preventDefault();
      if (target instanceof HTMLElement) target.focus();
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'Delete' && props.onDeleteKey) {
      event.preventDefault();
      props.onDeleteKey(row);
    } else if (event.key === 'ArrowDown') go(current.nextElementSibling);
    else if (event.key === 'ArrowUp') {
      if (current.previousElementSibling) go(current.previousElementSibling);
      else {
        event.preventDefault();
        props.onLeaveTop?.();
      }
    } else if (event.key === 'Home') go(current.parentElement?.firstElementChild);
    else if (event.key === 'End') go(current.parentElement?.lastElementChild);
  };

  const header = (column: MasterDataColumn<T>) => {
    const sorted = column.sort !== undefined && column.sort === sort;
    const label = (
      <Text size="xs" fw={600} c={sorted ? undefined : 'dimmed'} tt="uppercase" lts={0.3} truncate>
        {column.label}
      </Text>
    );
    return (
      <Table.Th
        key={column.key}
        className="ll-md-th"
        style={{ width: column.width, textAlign: column.numeric ? 'right' : undefined }}
        aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}
        data-testid={`column-${column.key}`}
      >
        {column.sort ? (
          <UnstyledButton
            onClick={() => column.sort && onSort(column.sort)}
            data-testid={`sort-${column.key}`}
          >
            <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
              {label}
              {sorted &&
                (descending ? (
                  <IconArrowDown size={12} aria-label={t('Sorted_Descending')} />
                ) : (
                  <IconArrowUp size={12} aria-label={t('Sorted_Ascending')} />
                ))}
            </Group>
          </UnstyledButton>
        ) : (
          label
        )}
      </Table.Th>
    );
  };

  const content = () => {
    if (failed) return null;
    if (!rows) {
      return skeletonRows.map((key) => (
        <Table.Tr key={key}>
          {columns.map((column) => (
            <Table.Td key={column.key}>
              <Skeleton height={10} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    const editing = props.editing;
    return [
      editing?.id === 'new' ? <Fragment key="new">{editing.render(undefined)}</Fragment> : null,
      ...rows.map((row) =>
        editing?.id === row.Id ? <Fragment key={row.Id}>{editing.render(row)}</Fragment> : shownRow(row),
      ),
    ];
  };

  const shownRow = (row: T) => (
    <Table.Tr
      key={row.Id}
      className="ll-md-row"
      tabIndex={0}
      data-id={row.Id}
      data-blocked={isBlocked?.(row) ? 'true' : undefined}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => onRowKey(event, row)}
      data-testid="masterdata-row"
    >
      {columns.map((column) => (
        <Table.Td key={column.key} className={column.numeric ? 'll-md-number' : undefined}>
          {column.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <>
      <div className="ll-md-scroll" data-editing={props.editing ? 'true' : undefined}>
        <Table
          className="ll-md-table"
          highlightOnHover
          verticalSpacing={5}
          horizontalSpacing="sm"
          style={{ opacity: loading && rows ? 0.6 : 1 }}
          data-testid={props['data-testid']}
        >
          <Table.Thead>
            <Table.Tr>{columns.map(header)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>{content()}</Table.Tbody>
        </Table>
      </div>
      {failed && (
        <div className="ll-md-message" role="alert" data-testid="masterdata-error">
          <Text size="sm" c="red.7" mb={6}>
            {t('List_Load_Failed')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={props.onRetry}>
            {t('Try_Again')}
          </Button>
        </div>
      )}
      {!failed && rows?.length === 0 && props.editing?.id !== 'new' && (
        <div className="ll-md-message" data-testid="masterdata-empty">
          {props.empty}
        </div>
      )}
    </>
  );
}

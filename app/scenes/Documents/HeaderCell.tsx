import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewColumn } from '../../../domain/documents';
import { ColumnKinds } from './cells';
import { clampWidth, type OverviewSort } from './overviewState';

type Props = {
  column: OverviewColumn;
  width: number;
  sort: OverviewSort;
  onSort: (column: OverviewColumn) => void;
  onResize: (column: OverviewColumn, width: number, done: boolean) => void;
  onDrop: (column: OverviewColumn, onto: OverviewColumn) => void;
};

const dragType = 'application/x-ledgerline-column';

/** A column header: click sorts, dragging the header moves the column, dragging its edge resizes it. */
export function HeaderCell({ column, width, sort, onSort, onResize, onDrop }: Props) {
  const { t } = useTranslation();
  const sorted = sort.SortName === column;
  const right = ColumnKinds[column] === 'amount' || ColumnKinds[column] === 'number';

  const startResize = (event: ReactMouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const widthAt = (moveEvent: MouseEvent) => clampWidth(width + moveEvent.clientX - startX);
    const move = (moveEvent: MouseEvent) => onResize(column, widthAt(moveEvent), false);
    const up = (upEvent: MouseEvent) => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      onResize(column, widthAt(upEvent), true);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  return (
    <Table.Th
      className="ll-doc-th"
      style={{ width, minWidth: width, maxWidth: width }}
      aria-sort={sorted ? (sort.SortAscending ? 'ascending' : 'descending') : 'none'}
      draggable
      onDragStart={(event) => event.dataTransfer.setData(dragType, column)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        const dragged = event.dataTransfer.getData(dragType);
        if (dragged && dragged !== column) onDrop(dragged as OverviewColumn, column);
      }}
      data-testid={`column-${column}`}
    >
      <UnstyledButton onClick={() => onSort(column)} w="100%" data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap" justify={right ? 'flex-end' : 'flex-start'}>
          <Text size="xs" fw={600} truncate c={sorted ? undefined : 'dimmed'} tt="uppercase" lts={0.3}>
            {t(`Column_${column}`)}
          </Text>
          {sorted &&
            (sort.SortAscending ? (
              <IconArrowUp size={12} aria-label={t('Sorted_Ascending')} />
            ) : (
              <IconArrowDown size={12} aria-label={t('Sorted_Descending')} />
            ))}
        </Group>
      </UnstyledButton>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only grip; widths also reset from the column menu */}
      <span className="ll-doc-resize" onMouseDown={startResize} data-testid={`resize-${column}`} />
    </Table.Th>
  );
}

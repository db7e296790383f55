import './selection.css';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageState, type RowSelection, togglePage, toggleRow } from './selection';

/** The overview's selection: the picked rows and what to do when they change. */
export type SelectionControl = { value: RowSelection; onChange: (next: RowSelection) => void };

/** The header checkbox: selects or clears the rows of the page; half-checked when some are picked. */
export function SelectPageCell({ control, rowIds }: { control: SelectionControl; rowIds: string[] }) {
  const { t } = useTranslation();
  const state = pageState(control.value, rowIds);
  return (
    <Table.Th className="ll-doc-th ll-doc-select">
      <Checkbox
        size="xs"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={rowIds.length === 0}
        onChange={() => control.onChange(togglePage(control.value, rowIds))}
        aria-label={t('Bulk_Select_Page')}
        data-testid="select-page"
      />
    </Table.Th>
  );
}

/**
 * A row's checkbox. A click here never opens the document; Shift+click selects the range from the
 * last toggled row. The row itself takes Space, so the box stays out of the tab order.
 */
export function SelectRowCell(props: { control: SelectionControl; rowIds: string[]; id: string }) {
  const { t } = useTranslation();
  const { control, rowIds, id } = props;
  const toggle = (range: boolean) => control.onChange(toggleRow(control.value, rowIds, id, range));
  return (
    <Table.Td
      className="ll-doc-td ll-doc-select"
      onClick={(event) => {
        event.stopPropagation();
        toggle(event.shiftKey);
      }}
    >
      <Checkbox
        size="xs"
        tabIndex={-1}
        checked={control.value.ids.has(id)}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const native = event.nativeEvent;
          toggle('shiftKey' in native && native.shiftKey === true);
        }}
        aria-label={t('Bulk_Select_Row')}
        data-testid="select-row"
      />
    </Table.Td>
  );
}

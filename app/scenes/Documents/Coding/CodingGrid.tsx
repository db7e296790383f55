import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus, IconSeparatorVertical, IconTrash } from '@tabler/icons-react';
import { Fragment, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeInvoiceLine, CodingError, CodingFieldColumn } from '../../../../domain/coding';
import { useMessage } from '../../common/useMessage';
import { CodingCell, columnLabel, type GridColumn } from './CodingCell';
import { gridFields } from './codingLines';
import { cellOf, focusCell, type GridCell, gridCommand } from './gridKeys';

/** The line actions the grid offers; index is the line's place. */
export type GridActions = {
  edit: (index: number, patch: Partial<CodeInvoiceLine>) => void;
  add: () => void;
  duplicate: (index: number) => void;
  split: (index: number) => void;
  remove: (index: number) => void;
};

type Props = {
  fields: readonly CodingFieldColumn[];
  lines: readonly CodeInvoiceLine[];
  companyId: string;
  /** The server's findings per line and field. */
  errors: readonly CodingError[];
  readOnly: boolean;
  actions: GridActions;
};

const widths: Partial<Record<GridColumn, number>> = {
  Description: 180,
  Quantity: 90,
  UnitPrice: 100,
  NetAmount: 110,
  VatAmount: 100,
  SplitType: 120,
  SplitValue: 90,
  Deferral: 110,
};

/** The editable coding lines: a keyboard-driven grid of the company's line fields, amounts and split. */
export function CodingGrid({ fields, lines, companyId, errors, readOnly, actions }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const grid = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [pending, setPending] = useState<GridCell | null>(null);
  const shown = gridFields(fields);
  const columns: GridColumn[] = [
    ...shown.map((field) => field.Feature),
    'NetAmount',
    'VatAmount',
    'SplitType',
    'SplitValue',
  ];
  const mandatory = new Set(shown.filter((field) => field.Restriction === 'Mandatory').map((f) => f.Feature));
  const at = Math.min(current, lines.length - 1);

  // A move waits for the render that adds its line.
  useEffect(() => {
    if (pending && focusCell(grid.current, pending)) setPending(null);
  }, [pending]);

  const focusLine = (row: number) => setPending({ row, col: 0 });
  const add = () => {
    actions.add();
    focusLine(lines.length);
  };
  const duplicate = (index: number) => {
    actions.duplicate(index);
    focusLine(index + 1);
  };
  const split = (index: number) => {
    actions.split(index);
    focusLine(index + 1);
  };
  const remove = (index: number) => {
    actions.remove(index);
    if (lines.length > 1) focusLine(Math.max(0, index - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const cell = cellOf(event.target);
    const command = gridCommand(event, cell, lines.length);
    if (!command) return;
    event.preventDefault();
    if (readOnly) return;
    if (command.kind === 'add') return add();
    if (!cell) return;
    if (command.kind === 'duplicate') return duplicate(cell.row);
    if (command.kind === 'delete') return remove(cell.row);
    if (command.kind === 'move') {
      if (command.addLine) actions.add();
      setPending(command.to);
    }
  };

  const errorsOf = (line: CodeInvoiceLine) => errors.filter((error) => error.LineId === line.Id);
  const fieldError = (line: CodeInvoiceLine, column: GridColumn) => {
    const found = errors.find(
      (error) => error.LineId === line.Id && error.Field === column && !error.IsWarning,
    );
    return found ? message(found.Message) : undefined;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the cells inside bubble up to the grid
    <div
      ref={grid}
      onKeyDown={onKeyDown}
      onFocus={(event) => setCurrent(cellOf(event.target)?.row ?? current)}
    >
      {!readOnly && (
        <Group gap={6} mb={6} wrap="wrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            data-testid="coding-add-line"
          >
            {t('Add_Line')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconCopy size={14} />}
            disabled={lines.length === 0}
            onClick={() => duplicate(at)}
            data-testid="coding-duplicate-line"
          >
            {t('Coding_Duplicate_Line')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconSeparatorVertical size={14} />}
            disabled={lines.length === 0}
            onClick={() => split(at)}
            data-testid="coding-split-line"
          >
            {t('Coding_Split_Line')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={lines.length === 0}
            onClick={() => remove(at)}
            data-testid="coding-delete-line"
          >
            {t('Coding_Delete_Line')}
          </Button>
        </Group>
      )}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md" data-testid="coding-empty">
          {t('Coding_No_Lines')}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={columns.reduce((sum, column) => sum + (widths[column] ?? 170), 70)}
          type="native"
        >
          <Table
            className="ll-doc-table ll-coding-grid"
            verticalSpacing={2}
            horizontalSpacing={4}
            fz="xs"
            data-testid="coding-grid"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={28}>#</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} w={widths[column] ?? 170}>
                    {t(columnLabel[column] ?? column)}
                    {mandatory.has(column as CodingFieldColumn['Feature']) && (
                      <span className="ll-coding-mandatory"> *</span>
                    )}
                  </Table.Th>
                ))}
                <Table.Th w={72} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, row) => {
                const messages = errorsOf(line);
                return (
                  <Fragment key={line.Id}>
                    <Table.Tr data-testid="coding-line" data-current={row === at || undefined}>
                      <Table.Td c="dimmed">{line.LineNumber || row + 1}</Table.Td>
                      {columns.map((column, col) => (
                        <Table.Td key={column} data-row={row} data-col={col} title={fieldError(line, column)}>
                          <CodingCell
                            column={column}
                            line={line}
                            companyId={companyId}
                            disabled={readOnly}
                            error={fieldError(line, column)}
                            onChange={(patch) => actions.edit(row, patch)}
                            testId={`coding-${column}-${row}`}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        {!readOnly && (
                          <Group gap={0} wrap="nowrap">
                            <Tooltip label={t('Coding_Split_Line')}>
                              <ActionIcon
                                size="sm"
                                variant="subtle"
                                color="gray"
                                tabIndex={-1}
                                aria-label={t('Coding_Split_Line')}
                                onClick={() => split(row)}
                              >
                                <IconSeparatorVertical size={14} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('Coding_Delete_Line')}>
                              <ActionIcon
                                size="sm"
                                variant="subtle"
                                color="gray"
                                tabIndex={-1}
                                aria-label={t('Coding_Delete_Line')}
                                onClick={() => remove(row)}
                              >
                                <IconTrash size={14} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {messages.length > 0 && (
                      <Table.Tr data-testid="coding-line-messages">
                        <Table.Td />
                        <Table.Td colSpan={columns.length + 1}>
                          {messages.map((error) => (
                            <Text
                              key={`${error.Field}-${error.Message}`}
                              size="xs"
                              c={error.IsWarning ? 'orange.7' : 'red.7'}
                            >
                              {t(columnLabel[error.Field as GridColumn] ?? error.Field ?? '')}:{' '}
                              {message(error.Message)}
                            </Text>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}

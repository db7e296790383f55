import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../../domain/documents/enums';
import type { StatusAction } from '../../../../domain/workflow';
import type { WorkflowStatusInfo } from '../../../api/workflowSettings';
import { documentTypeKeys } from '../../Routes/routeFields';
import { actionNameKey, nextStatusKey, rightLabelKey, stageKeys, statusNameKey } from '../labels';
import { NeedsBadges } from './NeedsBadges';
import type { StatusGroup } from './statusActionRows';

/** The columns of the table, for the group header's span. */
export const rowColumns = 6;

type Props = {
  group: StatusGroup;
  info: WorkflowStatusInfo | undefined;
  expanded: boolean;
  onToggle: () => void;
  canEdit: boolean;
  /** Whether a problem points at the row. */
  flagged: (row: StatusAction) => boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

/** Arrow keys walk the focusable rows of the table (group headers and rows alike). */
function walk(event: KeyboardEvent<HTMLTableRowElement>): boolean {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
  const rows = [
    ...(event.currentTarget.closest('table')?.querySelectorAll<HTMLElement>('tr[tabindex="0"]') ?? []),
  ];
  const next = rows[rows.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1)];
  event.preventDefault();
  next?.focus();
  return true;
}

function typesText(
  types: readonly string[],
  label: (type: (typeof OverviewDocumentTypes)[number]) => string,
  all: string,
) {
  if (types.length === OverviewDocumentTypes.length) return all;
  return OverviewDocumentTypes.filter((type) => types.includes(type))
    .map(label)
    .join(', ');
}

/** One status with its rows: a header that folds (Enter, Space, arrows left and right), then the rows. */
export function StatusActionGroup({
  group,
  info,
  expanded,
  onToggle,
  canEdit,
  flagged,
  onAdd,
  onEdit,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const problems = group.rows.filter(({ row }) => flagged(row)).length;
  return (
    <Table.Tbody data-testid="status-group" data-status={group.status}>
      <Table.Tr
        className="ll-customize-group"
        tabIndex={0}
        aria-expanded={expanded}
        id={`status-group-${group.status}`}
        onClick={onToggle}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget || walk(event)) return;
          const opens = event.key === 'ArrowRight' && !expanded;
          const closes = event.key === 'ArrowLeft' && expanded;
          if (event.key === 'Enter' || event.key === ' ' || opens || closes) {
            event.preventDefault();
            onToggle();
          }
        }}
      >
        <Table.Td colSpan={rowColumns}>
          <Group gap="xs" wrap="nowrap">
            {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            <Text size="sm" fw={600}>
              {t(statusNameKey(group.status))}
            </Text>
            {info && (
              <Badge size="xs" variant="light" color={info.Done ? 'gray' : 'blue'}>
                {t(stageKeys[info.Stage])}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {t('Customize_Group_Rows', { 0: group.rows.length })}
            </Text>
            {problems > 0 && (
              <Badge size="xs" color="red" variant="light">
                {t('Customize_Group_Problems', { 0: problems })}
              </Badge>
            )}
            {canEdit && (
              <ActionIcon
                variant="subtle"
                size="sm"
                ml="auto"
                aria-label={t('Customize_Add_Row_To', { 0: t(statusNameKey(group.status)) })}
                onClick={(event) => {
                  event.stopPropagation();
                  onAdd();
                }}
                data-testid="group-add"
              >
                <IconPlus size={14} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {expanded &&
        group.rows.map(({ index, key, row }) => (
          <Table.Tr
            key={key}
            className="ll-md-row ll-customize-row"
            tabIndex={0}
            data-problem={flagged(row)}
            data-testid="status-action-row"
            onDoubleClick={() => canEdit && onEdit(index)}
            onKeyDown={(event) => {
              if (event.target !== event.currentTarget || walk(event) || !canEdit) return;
              if (event.key === 'Enter' || event.key === 'F2') {
                event.preventDefault();
                onEdit(index);
              } else if (event.key === 'Delete') {
                event.preventDefault();
                // The focus moves on to the next row (or the one above the last), which keeps its element.
                const sibling =
                  event.currentTarget.nextElementSibling ?? event.currentTarget.previousElementSibling;
                onDelete(index);
                if (sibling instanceof HTMLElement) sibling.focus();
              }
            }}
          >
            <Table.Td pl="xl">{t(actionNameKey(row.Action))}</Table.Td>
            <Table.Td>{t(rightLabelKey(row.Right))}</Table.Td>
            <Table.Td>{t(nextStatusKey(row.NextStatus))}</Table.Td>
            <Table.Td>
              {typesText(row.DocumentTypes, (type) => t(documentTypeKeys[type]), t('Customize_All_Types'))}
            </Table.Td>
            <Table.Td>
              <NeedsBadges row={row} />
            </Table.Td>
            <Table.Td w={64}>
              {canEdit && (
                <Group gap={2} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('Edit')}
                    onClick={() => onEdit(index)}
                    data-testid="row-edit"
                  >
                    <IconPencil size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('Delete')}
                    onClick={() => onDelete(index)}
                    data-testid="row-delete"
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
    </Table.Tbody>
  );
}

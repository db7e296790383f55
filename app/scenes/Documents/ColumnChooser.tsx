import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ColumnsOfType,
  DefaultOverviewColumns,
  type OverviewColumn,
  type OverviewDocumentType,
} from '../../../domain/documents';
import { type ColumnLayout, moveColumn, toggleColumn } from './overviewState';

type Props = { type: OverviewDocumentType; layout: ColumnLayout; onChange: (layout: ColumnLayout) => void };

/** Chooses which columns show and in which order; the chosen ones first, in their order. */
export function ColumnChooser({ type, layout, onChange }: Props) {
  const { t } = useTranslation();
  const hidden = ColumnsOfType[type].filter((column) => !layout.columns.includes(column));
  const setColumns = (columns: OverviewColumn[]) => onChange({ ...layout, columns });

  return (
    <Popover position="bottom-end" shadow="md" width={280} withinPortal>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconColumns3 size={14} />}
          data-testid="column-chooser"
        >
          {t('Columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <ScrollArea.Autosize mah={420}>
          <Stack gap={2}>
            {[...layout.columns, ...hidden].map((column) => {
              const shown = layout.columns.includes(column);
              const index = layout.columns.indexOf(column);
              return (
                <Group key={column} gap={4} wrap="nowrap" justify="space-between">
                  <Checkbox
                    size="xs"
                    label={t(`Column_${column}`)}
                    checked={shown}
                    onChange={() => setColumns(toggleColumn(layout.columns, column))}
                    data-testid={`column-toggle-${column}`}
                  />
                  {shown && (
                    <Group gap={0} wrap="nowrap">
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="gray"
                        disabled={index === 0}
                        aria-label={t('Move_Up')}
                        onClick={() => setColumns(moveColumn(layout.columns, column, -1))}
                        data-testid={`column-up-${column}`}
                      >
                        <IconChevronUp size={12} />
                      </ActionIcon>
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="gray"
                        disabled={index === layout.columns.length - 1}
                        aria-label={t('Move_Down')}
                        onClick={() => setColumns(moveColumn(layout.columns, column, 1))}
                        data-testid={`column-down-${column}`}
                      >
                        <IconChevronDown size={12} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Text size="xs" c="dimmed" mt="xs">
          {t('Columns_Info')}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          mt={4}
          onClick={() => onChange({ columns: DefaultOverviewColumns[type], widths: {} })}
          data-testid="column-reset"
        >
          {t('Restore_Default_Columns')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Box, Button, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { columnWidths, type DropdownId, type DropdownItem } from './dropdownItem';

/** Maximum height of the open list (spec 002 §9). */
export const PANEL_MAX_HEIGHT = 300;

/** Props of the dropdown's open list. */
export interface DropdownPanelProps {
  listId: string;
  field: string;
  items: readonly DropdownItem[];
  visible: readonly DropdownItem[];
  hasMore: boolean;
  highlight: number;
  value: DropdownId | null;
  onSelect: (item: DropdownItem) => void;
  onShowMore: () => void;
}

/** Id of the option element at an index, for aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The two-column option list with 'Show more' and the empty-list text. */
export function DropdownPanel(props: DropdownPanelProps) {
  const { listId, field, items, visible, hasMore, highlight, value, onSelect, onShowMore } = props;
  const { t } = useTranslation();
  const widths = columnWidths(items);

  useEffect(() => {
    if (highlight >= 0)
      document.getElementById(optionId(listId, highlight))?.scrollIntoView({ block: 'nearest' });
  }, [listId, highlight]);

  return (
    <Box
      id={listId}
      role="listbox"
      aria-label={t(field)}
      style={{ maxHeight: PANEL_MAX_HEIGHT, overflowY: 'auto', minWidth: widths.first + widths.second }}
    >
      {visible.length === 0 && (
        <Text size="sm" c="dimmed" px="xs" py={4}>
          {items.length > 0 ? t(`Select_${field}`) : t(`No_${field}_Available`)}
        </Text>
      )}
      {visible.map((item, index) => (
        // Options are picked with the mouse; the combobox input keeps focus and handles the keyboard.
        <Box
          key={item.Id}
          id={optionId(listId, index)}
          role="option"
          aria-selected={item.Id === value}
          data-highlighted={index === highlight || undefined}
          onClick={() => onSelect(item)}
          style={{
            display: 'flex',
            gap: 8,
            padding: '2px 8px',
            fontSize: 13,
            lineHeight: '20px',
            cursor: 'pointer',
            fontWeight: item.Id === value ? 600 : 400,
            background: index === highlight ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <span style={{ minWidth: widths.first, flexShrink: 0 }}>{item.FirstColumn.trim()}</span>
          <span style={{ color: 'var(--mantine-color-dimmed)' }}>{(item.SecondColumn ?? '').trim()}</span>
        </Box>
      ))}
      {hasMore && (
        <Button variant="subtle" size="compact-xs" fullWidth tabIndex={-1} onClick={onShowMore}>
          {t('Show_more')}
        </Button>
      )}
    </Box>
  );
}

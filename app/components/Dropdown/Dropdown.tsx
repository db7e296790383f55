import { ActionIcon, Box, Paper, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Blooper } from './Blooper';
import { DropdownPanel, optionId } from './DropdownPanel';
import {
  codeFromPaste,
  type DropdownId,
  type DropdownItem,
  displayText,
  filterItems,
  findByFirstColumn,
  isBlooperWord,
} from './dropdownItem';
import { useDropdownSearch } from './useDropdownSearch';

/** Items shown before 'Show more' when no limit is given. */
export const DEFAULT_ITEM_LIMIT = 50;

/** The dropdown's state (spec 002 §4). */
export type DropdownState = 'closed' | 'open' | 'typing';

/** Props of Dropdown. */
export interface DropdownProps {
  /** Spec field name; gives the texts Select_{field} and No_{field}_Available and the accessible name. */
  field: string;
  items: readonly DropdownItem[];
  value: DropdownId | null;
  onChange: (id: DropdownId | null, item: DropdownItem | null) => void;
  label?: ReactNode;
  disabled?: boolean;
  error?: ReactNode;
  /** Items listed before 'Show more' extends the list. */
  initialLimit?: number;
  /** When false, typing asks `onSearch` for more items after 500 ms of inactivity. */
  allRetrieved?: boolean;
  onSearch?: (term: string) => void;
  /** Clears the value on blur when the typed text matches nothing. */
  clearInvalidOnBlur?: boolean;
  /** Called after the field lost focus and the typed text was resolved. */
  onBlur?: () => void;
  'data-testid'?: string;
}

/** Searchable two-column dropdown, opened by focus, click, chevron or arrow key. */
export function Dropdown(props: DropdownProps) {
  const { field, items, value, onChange, label, disabled = false, error } = props;
  const {
    initialLimit = DEFAULT_ITEM_LIMIT,
    allRetrieved = true,
    onSearch,
    clearInvalidOnBlur = false,
  } = props;
  const { t } = useTranslation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(-1);
  const [limit, setLimit] = useState(initialLimit);
  const [blooper, setBlooper] = useState(0);
  const scheduleSearch = useDropdownSearch({ onSearch, allRetrieved });

  const selected = items.find((item) => item.Id === value) ?? null;
  const filtered = typed === null ? [...items] : filterItems(items, typed);
  const visible = filtered.slice(0, limit);
  const state: DropdownState = !opened ? 'closed' : typed === null ? 'open' : 'typing';

  const open = () => {
    if (disabled || opened) return;
    const index = items.findIndex((item) => item.Id === value);
    setLimit(Math.max(initialLimit, index + 1));
    setHighlight(index);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setTyped(null);
    setHighlight(-1);
    setLimit(initialLimit);
  };
  const change = (item: DropdownItem | null) => {
    if ((item?.Id ?? null) !== value) onChange(item?.Id ?? null, item);
  };
  const select = (item: DropdownItem) => {
    change(item);
    close();
  };
  // Tab, blur and Enter without a highlighted row resolve the typed text.
  const commitTyped = () => {
    if (typed !== null) {
      const exact = findByFirstColumn(items, typed);
      if (exact) change(exact);
      else if (typed.trim() === '' || (clearInvalidOnBlur && filtered.length === 0)) change(null);
    }
    close();
  };
  const type = (text: string) => {
    const matches = filterItems(items, text);
    const exact = findByFirstColumn(matches, text);
    setTyped(text);
    setOpened(true);
    setLimit(initialLimit);
    setHighlight(exact ? matches.indexOf(exact) : text.trim() === '' ? -1 : 0);
    scheduleSearch(text);
    if (isBlooperWord(text)) setBlooper((count) => count + 1);
  };
  const move = (step: number) => {
    const next = Math.min(Math.max(highlight + step, 0), filtered.length - 1);
    if (next >= limit) setLimit(limit + initialLimit);
    setHighlight(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!opened) open();
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && opened) {
      event.preventDefault();
      const item = visible[highlight];
      if (item) select(item);
      else commitTyped();
    } else if (event.key === 'Escape' && opened) {
      // Keep the Escape inside the field so a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab' && opened) {
      commitTyped();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = codeFromPaste(items, event.clipboardData.getData('text'));
    const known = findByFirstColumn(items, code);
    if (known) select(known);
    else type(code);
  };

  return (
    <Box pos="relative" data-testid={props['data-testid']} data-state={state}>
      <TextInput
        ref={inputRef}
        size="xs"
        label={label}
        error={error}
        disabled={disabled}
        role="combobox"
        aria-label={label ? undefined : t(field)}
        aria-expanded={opened}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={opened && highlight >= 0 ? optionId(listId, highlight) : undefined}
        autoComplete="off"
        placeholder={items.length > 0 ? t(`Select_${field}`) : t(`No_${field}_Available`)}
        value={typed ?? (selected ? displayText(selected) : '')}
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={open}
        onClick={open}
        onBlur={() => {
          commitTyped();
          props.onBlur?.();
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            tabIndex={-1}
            disabled={disabled}
            aria-label={t('Open')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (opened) return close();
              inputRef.current?.focus();
              open();
            }}
          >
            <IconChevronDown size={14} />
          </ActionIcon>
        }
      />
      <Blooper trigger={blooper} />
      {opened && !disabled && (
        // The panel keeps the input focused: a mouse press inside it must not blur the field.
        <Paper
          shadow="md"
          withBorder
          p={2}
          onMouseDown={(event) => event.preventDefault()}
          style={{ position: 'absolute', top: '100%', left: 0, minWidth: '100%', zIndex: 300, marginTop: 2 }}
        >
          <DropdownPanel
            listId={listId}
            field={field}
            items={items}
            visible={visible}
            hasMore={filtered.length > limit}
            highlight={highlight}
            value={value}
            onSelect={select}
            onShowMore={() => setLimit(limit + initialLimit)}
          />
        </Paper>
      )}
    </Box>
  );
}

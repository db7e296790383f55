import { CloseButton, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** ArrowDown from the box: into the table. */
  onArrowDown: () => void;
  placeholder?: string;
  'data-testid'?: string;
};

/** The search box of a master-data table; `/` or Ctrl+F focus it from anywhere on the screen. */
export function SearchBox({ value, onChange, inputRef, onArrowDown, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const focus = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  useHotkeys([['/', focus]]);
  // Ctrl+F also from inside a field: the browser's own find cannot see rows on other pages.
  useHotkeys([['mod+F', focus]], []);
  return (
    <TextInput
      ref={inputRef}
      size="xs"
      w={260}
      maw="100%"
      leftSection={<IconSearch size={14} />}
      rightSection={
        value ? <CloseButton size="xs" aria-label={t('Clear')} onClick={() => onChange('')} /> : null
      }
      placeholder={placeholder ?? t('Search')}
      aria-label={t('Search')}
      aria-keyshortcuts="/ Control+F"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onArrowDown();
        } else if (event.key === 'Escape' && value) {
          event.preventDefault();
          onChange('');
        }
      }}
      data-testid={rest['data-testid'] ?? 'masterdata-search'}
    />
  );
}

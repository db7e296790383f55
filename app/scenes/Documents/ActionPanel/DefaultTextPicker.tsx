import { type OptionsFilter, Select, Stack, Text } from '@mantine/core';
import { IconTextPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionName } from '../../../../domain/workflow';
import { useOfferedDefaultTexts } from '../../../api/defaultTexts';

type Props = {
  companyId: string;
  action: ActionName | null;
  disabled: boolean;
  /** The text of the default text picked. */
  onPick: (text: string) => void;
};

/**
 * The default texts offered for the document's company and the chosen action (issue 10 §9): picking one
 * hands its text to the remark. Shows nothing while there are none.
 */
export function DefaultTextPicker({ companyId, action, disabled, onPick }: Props) {
  const { t } = useTranslation();
  const offered = useOfferedDefaultTexts(companyId, action);
  const [search, setSearch] = useState('');
  const texts = offered.data ?? [];
  if (texts.length === 0) return null;
  const textOf = new Map(texts.map((text) => [text.Id, text.Text]));
  // Typing finds a default text by its name or by words of its text.
  const filter: OptionsFilter = ({ options, search: typed }) => {
    const needle = typed.trim().toLowerCase();
    return options.filter(
      (option) =>
        'value' in option &&
        `${option.label}\n${textOf.get(option.value) ?? ''}`.toLowerCase().includes(needle),
    );
  };
  return (
    <Select
      size="xs"
      aria-label={t('Default_Text_Pick')}
      placeholder={t('Default_Text_Pick')}
      leftSection={<IconTextPlus size={14} />}
      data={texts.map((text) => ({ value: text.Id, label: text.Name }))}
      // A picker, not a field: it holds no value, each pick goes to the remark.
      value={null}
      onChange={(id) => {
        const text = id ? textOf.get(id) : undefined;
        setSearch('');
        if (text) onPick(text);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      searchable
      filter={filter}
      nothingFoundMessage={t('No_Default_Texts_Match')}
      renderOption={({ option }) => (
        <Stack gap={0} miw={0}>
          <Text size="xs" fw={500}>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {textOf.get(option.value)}
          </Text>
        </Stack>
      )}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-testid="action-default-text"
    />
  );
}

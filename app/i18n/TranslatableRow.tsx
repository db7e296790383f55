import { ActionIcon, Code, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCustomTranslation } from '../api/translations';
import { popups } from '../shell/popups/popupStore';

/** One translatable text with its edit affordance; saving stores a custom translation. */
export function TranslatableRow({ translationKey }: { translationKey: string }) {
  const { t, i18n } = useTranslation();
  const save = useSaveCustomTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const current = t(translationKey);

  const submit = (value: string) =>
    save.mutate(
      { Locale: i18n.language, Key: translationKey, Value: value },
      {
        onSuccess: () => {
          i18n.addResource(i18n.language, 'Custom', translationKey, value);
          setEditing(null);
          popups.add({ Message: 'Translation_Saved', Icon: 'check' });
        },
      },
    );

  return (
    <Group gap="xs" wrap="nowrap" align="center" py={4}>
      <Code style={{ flex: '0 0 40%', overflow: 'hidden', textOverflow: 'ellipsis' }}>{translationKey}</Code>
      {editing === null ? (
        <>
          <Text size="sm" style={{ flex: 1 }} truncate>
            {current}
          </Text>
          <ActionIcon variant="subtle" size="sm" aria-label={t('Edit')} onClick={() => setEditing(current)}>
            <IconPencil size={14} />
          </ActionIcon>
        </>
      ) : (
        <form
          noValidate
          style={{ display: 'flex', flex: 1, gap: 4 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit(editing);
          }}
        >
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={translationKey}
            value={editing}
            autoFocus
            onChange={(event) => setEditing(event.currentTarget.value)}
          />
          <ActionIcon type="submit" size="md" loading={save.isPending} aria-label={t('Save')}>
            <IconCheck size={14} />
          </ActionIcon>
        </form>
      )}
    </Group>
  );
}

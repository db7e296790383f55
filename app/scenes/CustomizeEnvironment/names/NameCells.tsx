import { ActionIcon, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NameLocale, NameLocales } from '../../../api/workflowSettings';
import { Tooltip } from '../../../components';
import { localeKeys } from '../labels';
import { changedNames } from './names';
import type { Names, SaveNames } from './useWorkflowNames';

/** The editing state of one row's names: the drafts while editing, the refusal of the last save. */
export function useNameEditor(nameKey: string, names: Names, save: SaveNames) {
  const [drafts, setDrafts] = useState<Record<NameLocale, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setDrafts(null);
    setError(null);
  };
  const finish = async (edits: { Locale: NameLocale; Value: string }[]) => {
    if (edits.length === 0) return cancel();
    setSaving(true);
    const refusal = await save(nameKey, edits);
    setSaving(false);
    if (refusal === null) cancel();
    else setError(refusal || null);
  };
  return {
    editing: drafts !== null,
    drafts,
    error,
    saving,
    start: () => setDrafts({ 'nl-NL': names['nl-NL'].text, 'en-US': names['en-US'].text }),
    change: (locale: NameLocale, text: string) =>
      setDrafts((current) => current && { ...current, [locale]: text }),
    cancel,
    commit: () => (drafts ? finish(changedNames(drafts, names)) : Promise.resolve()),
    reset: (locale: NameLocale) => finish([{ Locale: locale, Value: '' }]),
  };
}

export type NameEditor = ReturnType<typeof useNameEditor>;

/** Enter or F2 on a focused row starts editing its names; arrows walk the rows. */
export function onNameRowKey(
  event: KeyboardEvent<HTMLTableRowElement>,
  editor: NameEditor,
  canEdit: boolean,
) {
  if (editor.editing || event.target !== event.currentTarget) return;
  const sibling =
    event.key === 'ArrowDown'
      ? event.currentTarget.nextElementSibling
      : event.key === 'ArrowUp'
        ? event.currentTarget.previousElementSibling
        : null;
  if (sibling instanceof HTMLElement) {
    event.preventDefault();
    sibling.focus();
  } else if (canEdit && (event.key === 'Enter' || event.key === 'F2')) {
    event.preventDefault();
    editor.start();
  }
}

type CellProps = { names: Names; editor: NameEditor; canEdit: boolean };

/** One cell per locale: the name shown (and its default when the environment changed it), or its input. */
export function NameCells({ names, editor, canEdit }: CellProps) {
  const { t } = useTranslation();
  return NameLocales.map((locale, index) => {
    const name = names[locale];
    return (
      <Table.Td key={locale} data-testid={`name-${locale}`}>
        {editor.drafts ? (
          <TextInput
            size="xs"
            autoFocus={index === 0}
            aria-label={t(localeKeys[locale])}
            value={editor.drafts[locale]}
            placeholder={name.defaultText}
            error={index === 0 && editor.error}
            onChange={(event) => editor.change(locale, event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void editor.commit();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                editor.cancel();
              }
            }}
          />
        ) : (
          <Group gap={4} wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={name.isCustom ? 600 : undefined}>
                {name.text}
              </Text>
              {name.isCustom && (
                <Text size="xs" c="dimmed">
                  {t('Customize_Default_Name', { 0: name.defaultText })}
                </Text>
              )}
            </Stack>
            {canEdit && name.isCustom && (
              <Tooltip message={`Customize_Reset_Name%%${name.defaultText}`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('Customize_Reset_Name', { 0: name.defaultText })}
                  onClick={() => void editor.reset(locale)}
                  data-testid="name-reset"
                >
                  <IconArrowBackUp size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Table.Td>
    );
  });
}

/** The row's edit button, or save and cancel while editing. */
export function NameActions({ editor, canEdit }: { editor: NameEditor; canEdit: boolean }) {
  const { t } = useTranslation();
  if (!canEdit) return <Table.Td w={64} />;
  return (
    <Table.Td w={64}>
      <Group gap={2} justify="flex-end" wrap="nowrap">
        {editor.saving ? (
          <Loader size="xs" />
        ) : editor.editing ? (
          <>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('Save')}
              onClick={() => void editor.commit()}
              data-testid="name-save"
            >
              <IconCheck size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('Cancel')}
              onClick={editor.cancel}
            >
              <IconX size={14} />
            </ActionIcon>
          </>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('Customize_Edit_Names')}
            onClick={editor.start}
            data-testid="name-edit"
          >
            <IconPencil size={14} />
          </ActionIcon>
        )}
      </Group>
    </Table.Td>
  );
}

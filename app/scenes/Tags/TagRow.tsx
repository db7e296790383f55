import { ActionIcon, Group, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../domain/masterdata/index';

type Props = {
  tag: Tag;
  readOnly: boolean;
  /** Renames; resolves the server's message for the name when it refused, else null. */
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => void;
};

/** Moves the focus to the row above or below, for arrow keys on the tag list. */
function walk(event: KeyboardEvent<HTMLTableRowElement>) {
  const next =
    event.key === 'ArrowDown'
      ? event.currentTarget.nextElementSibling
      : event.currentTarget.previousElementSibling;
  if (next instanceof HTMLElement) {
    event.preventDefault();
    next.focus();
  }
}

/** A tag of the list: Enter or F2 renames it in place (Enter saves, Escape cancels), Delete removes it. */
export function TagRow({ tag, readOnly, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const commit = async () => {
    if (draft === null) return;
    if (draft.trim() === tag.Name) return cancel();
    const refusal = await onRename(draft);
    if (refusal) setError(refusal);
    else cancel();
  };

  return (
    <Table.Tr
      className="ll-md-row"
      tabIndex={editing ? -1 : 0}
      data-testid="tag-row"
      onKeyDown={(event) => {
        if (editing || event.target !== event.currentTarget) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') walk(event);
        else if (!readOnly && (event.key === 'Enter' || event.key === 'F2')) {
          event.preventDefault();
          setDraft(tag.Name);
        } else if (!readOnly && event.key === 'Delete') onDelete();
      }}
    >
      <Table.Td>
        {editing ? (
          <TextInput
            size="xs"
            autoFocus
            aria-label={t('Tag_Name')}
            value={draft}
            error={error}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void commit();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                cancel();
              }
            }}
            data-testid="tag-rename-input"
          />
        ) : (
          <Text size="sm" onDoubleClick={() => !readOnly && setDraft(tag.Name)}>
            {tag.Name}
          </Text>
        )}
      </Table.Td>
      <Table.Td w={80}>
        {!readOnly && !editing && (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('Rename')}
              onClick={() => setDraft(tag.Name)}
            >
              <IconPencil size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('Delete')}
              onClick={onDelete}
              data-testid="tag-delete"
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

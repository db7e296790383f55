import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { useDeleteTag, useSaveTag, useTags } from '../../api/tags';
import { ConfirmationDialog } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { SearchBox } from '../MasterData/SearchBox';
import '../MasterData/masterdata.css';
import { TagRow } from './TagRow';

/** /tags: the customer environment's tags, added, renamed in place and deleted. */
export function TagsPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const readOnly = useIsReadOnly();
  const tags = useTags();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLTableSectionElement>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (tags.data ?? [])
      .filter((tag) => tag.Name.toLowerCase().includes(needle))
      .sort((a, b) => a.Name.localeCompare(b.Name, i18n.language));
  }, [tags.data, search, i18n.language]);

  /** Saves; the name's message when the server refused it, else null. */
  const saveTag = async (tag: { id?: string; name: string }) => {
    try {
      await save.mutateAsync(tag);
      return null;
    } catch (failure) {
      const key = failure instanceof ApiError ? failure.errors.Name : undefined;
      return key ? message(key) : null;
    }
  };
  const add = async () => {
    const refusal = await saveTag({ name });
    setAddError(refusal);
    if (!refusal) {
      setName('');
      popups.add({ Message: 'Saved', Icon: 'check' });
    }
  };

  return (
    <>
      <PageHeader title={t('Tags')} description={t('Tags_Info')} />
      <Group mb="sm" gap="sm" align="flex-start" wrap="wrap">
        {!readOnly && (
          <Group gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              w={240}
              placeholder={t('New_Tag')}
              aria-label={t('New_Tag')}
              value={name}
              error={addError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setAddError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void add();
                }
              }}
              data-testid="tag-new"
            />
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => void add()}
              loading={save.isPending && name !== ''}
              data-testid="tag-add"
            >
              {t('Add')}
            </Button>
          </Group>
        )}
        <SearchBox
          value={search}
          onChange={setSearch}
          inputRef={searchRef}
          onArrowDown={() => listRef.current?.querySelector<HTMLElement>('.ll-md-row')?.focus()}
        />
        {tags.data && (
          <Text size="xs" c="dimmed" mt={8} ml="auto">
            {t('Tags_Count', { 0: rows.length.toLocaleString(i18n.language) })}
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md" maw={640}>
        <ListState query={tags} count={rows.length} empty={t(search ? 'No_Tags_Match' : 'No_Tags_Yet')}>
          <Table className="ll-md-table" highlightOnHover verticalSpacing={4} data-testid="tags-table">
            <Table.Tbody ref={listRef}>
              {rows.map((tag) => (
                <TagRow
                  key={tag.Id}
                  tag={tag}
                  readOnly={readOnly}
                  onRename={(next) => saveTag({ id: tag.Id, name: next })}
                  onDelete={() => setDeleting(tag)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
      <ConfirmationDialog
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.Id, {
            onSuccess: () => popups.add({ Message: 'Deleted', Icon: 'check' }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <Text size="sm">{t('Delete_Tag_Confirm', { 0: deleting?.Name ?? '' })}</Text>
      </ConfirmationDialog>
    </>
  );
}

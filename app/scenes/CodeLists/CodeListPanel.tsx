import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeList, ErpCode } from '../../../domain/masterdata/index';
import { exportCodeList, useCodeListPage, useDeleteErpCode, useSaveErpCode } from '../../api/codeLists';
import { ConfirmationDialog, Pager } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { MasterDataExportButton } from '../MasterData/MasterDataExportButton';
import { focusFirstRow } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { MASTER_DATA_PAGE_SIZE, usePagedList } from '../MasterData/usePagedList';
import { CodeListTable } from './CodeListTable';
import { codeListNames, draftOfErpCode, type ErpCodeDraft } from './codeListFields';

type Props = { list: CodeList; companyId: string };

/** One code list of one company: search, blocked entries on request, export, and in-place add, edit and delete. */
export function CodeListPanel({ list, companyId }: Props) {
  const { t, i18n } = useTranslation();
  const readOnly = useIsReadOnly();
  const paging = usePagedList(`/code-lists/${list}`, 'Code');
  const page = useCodeListPage(list, companyId, paging.query);
  const save = useSaveErpCode(list);
  const remove = useDeleteErpCode(list);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ErpCode | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const count = page.data?.Count ?? 0;

  const store = (id: string | undefined, draft: ErpCodeDraft) =>
    save.mutateAsync({ id, input: { ...draft, CompanyId: companyId } }).then(() => {
      setEditing(null);
      popups.add({ Message: 'Saved', Icon: 'check' });
    });
  const block = (code: ErpCode, IsBlocked: boolean) =>
    save.mutate(
      { id: code.Id, input: { ...draftOfErpCode(code), IsBlocked, CompanyId: companyId } },
      { onError: (failure) => popups.add({ Message: failure.message, Icon: 'close' }) },
    );

  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchBox
          value={paging.state.search}
          onChange={paging.setSearch}
          inputRef={searchRef}
          onArrowDown={() => focusFirstRow(area.current ?? document)}
        />
        <Switch
          size="xs"
          mb={6}
          label={t('Show_Blocked')}
          checked={paging.state.includeBlocked}
          onChange={(event) => paging.setIncludeBlocked(event.currentTarget.checked)}
        />
        {page.data && (
          <Text size="xs" c="dimmed" mb={6}>
            {t('Codes_Count', {
              0: `${count.toLocaleString(i18n.language)}${page.data.IsCapped ? '+' : ''}`,
            })}
          </Text>
        )}
        <Group gap="xs" ml="auto">
          <MasterDataExportButton
            disabled={count === 0}
            run={(locale, onProgress) => {
              const { skip, take, ...selection } = paging.query;
              return exportCodeList(list, companyId, { ...selection, locale }, onProgress);
            }}
          />
          {!readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={editing === 'new'}
              onClick={() => setEditing('new')}
              data-testid="erp-code-add"
            >
              {t('Add_Code', { 0: t(codeListNames[list]) })}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" ref={area}>
        <CodeListTable
          list={list}
          companyId={companyId}
          page={page}
          paging={paging}
          readOnly={readOnly}
          editing={editing}
          onEdit={setEditing}
          saving={save.isPending}
          onSave={store}
          onBlock={block}
          onDelete={setDeleting}
          searchRef={searchRef}
        />
      </Paper>
      <Group justify="flex-end">
        <Pager
          totalCount={count}
          page={paging.state.page}
          pageSize={MASTER_DATA_PAGE_SIZE}
          onChange={paging.setPage}
        />
      </Group>
      <ConfirmationDialog
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.Id, {
            onSuccess: () => popups.add({ Message: 'Deleted', Icon: 'check' }),
            onSettled: () => setDeleting(null),
          })
        }
      >
        <Text size="sm">{t('Delete_Code_Confirm', { 0: deleting?.Code ?? '' })}</Text>
      </ConfirmationDialog>
    </Stack>
  );
}

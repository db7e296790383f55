import { Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeList, ErpCode } from '../../../domain/masterdata/index';
import type { MasterDataPage } from '../../api/masterdata';
import { type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import type { usePagedList } from '../MasterData/usePagedList';
import { CodeListEditRow } from './CodeListEditRow';
import {
  draftOfErpCode,
  type ErpCodeDraft,
  newErpCodeDraft,
  ownFieldLabels,
  ownFieldsOf,
} from './codeListFields';
import { useOwnFieldText } from './OwnFieldInput';

type Props = {
  list: CodeList;
  companyId: string;
  page: {
    data: MasterDataPage<ErpCode> | undefined;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  paging: ReturnType<typeof usePagedList>;
  readOnly: boolean;
  /** The id being edited, 'new' for an entry being added, or null. */
  editing: string | null;
  onEdit: (id: string | null) => void;
  saving: boolean;
  onSave: (id: string | undefined, draft: ErpCodeDraft) => Promise<unknown>;
  onBlock: (code: ErpCode, blocked: boolean) => void;
  onDelete: (code: ErpCode) => void;
  searchRef: RefObject<HTMLInputElement | null>;
};

// A control inside a row acts by itself, without opening the row.
const own = (event: MouseEvent) => event.stopPropagation();

/** The entries of one code list: sorted on the server, edited in place, blocked with a switch. */
export function CodeListTable(props: Props) {
  const { list, companyId, page, paging, readOnly, editing } = props;
  const { t } = useTranslation();
  // The default description only where there is room for it next to the list's own fields.
  const wide = useMediaQuery('(min-width: 1400px)') ?? true;
  const text = useOwnFieldText(list);

  const columns: MasterDataColumn<ErpCode>[] = [
    {
      key: 'Code',
      label: t('Code'),
      sort: 'Code',
      width: 130,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.Code}
        </Text>
      ),
    },
    { key: 'Description', label: t('Description'), sort: 'Description', render: (row) => row.Description },
    ...(wide
      ? [
          {
            key: 'DefaultDescription',
            label: t('Default_Description'),
            render: (row: ErpCode) => row.DefaultDescription,
          },
        ]
      : []),
    ...ownFieldsOf(list).map((field) => ({
      key: field,
      label: t(ownFieldLabels[field]),
      numeric: field === 'Percentage' || field === 'Days' || field === 'UnitPrice',
      render: (row: ErpCode) => text(field, row[field]),
    })),
    {
      key: 'IsBlocked',
      label: t('Blocked'),
      width: 80,
      render: (row) => (
        <Switch
          size="xs"
          aria-label={t('Blocked')}
          checked={row.IsBlocked}
          disabled={readOnly}
          onClick={own}
          onChange={(event) => props.onBlock(row, event.currentTarget.checked)}
        />
      ),
    },
  ];

  return (
    <MasterDataTable
      rows={page.data?.Items}
      columns={columns}
      loading={page.isFetching}
      failed={page.isError}
      onRetry={() => void page.refetch()}
      sort={paging.state.sort}
      descending={paging.state.descending}
      onSort={paging.sortBy}
      onOpen={(row) => !readOnly && props.onEdit(row.Id)}
      onDeleteKey={readOnly ? undefined : props.onDelete}
      isBlocked={(row) => row.IsBlocked}
      onLeaveTop={() => props.searchRef.current?.focus()}
      editing={
        editing === null
          ? undefined
          : {
              id: editing,
              render: (row) => (
                <CodeListEditRow
                  list={list}
                  companyId={companyId}
                  initial={row ? draftOfErpCode(row) : newErpCodeDraft()}
                  showDefaultDescription={wide}
                  saving={props.saving}
                  onSave={(draft) => props.onSave(row?.Id, draft)}
                  onDelete={row ? () => props.onDelete(row) : undefined}
                  onCancel={() => props.onEdit(null)}
                />
              ),
            }
      }
      empty={
        <Text size="sm" c="dimmed">
          {t(paging.query.searchValue ? 'No_Codes_Match' : 'No_Codes_Yet')}
        </Text>
      }
      data-testid="code-list-table"
    />
  );
}

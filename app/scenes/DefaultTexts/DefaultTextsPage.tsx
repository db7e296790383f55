import { Badge, Button, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DefaultText } from '../../../domain/defaultTexts';
import { useDefaultTexts } from '../../api/defaultTexts';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { actionLabel } from '../Documents/actionLabel';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { useCompanyName } from '../Routes/routeFields';

/** /default-texts: the stock remarks by name with where they are offered; a row opens its editor. */
export function DefaultTextsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, 250);
  const texts = useDefaultTexts(searched);
  const companyName = useCompanyName();
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);

  const columns: MasterDataColumn<DefaultText>[] = [
    { key: 'Name', label: t('Name'), render: (row) => row.Name },
    { key: 'Text', label: t('Default_Text_Text'), render: (row) => row.Text },
    {
      key: 'Company',
      label: t('Company'),
      render: (row) => (row.CompanyId ? companyName(row.CompanyId) : t('All_Companies')),
    },
    {
      key: 'Action',
      label: t('Route_Action'),
      render: (row) => (row.Action ? actionLabel(t, row.Action) : t('All_Actions')),
    },
    {
      key: 'Active',
      label: t('User_IsActive'),
      width: 90,
      render: (row) => (
        <Badge size="xs" variant="light" color={row.IsActive ? 'green' : 'gray'}>
          {t(row.IsActive ? 'Yes' : 'No')}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Default_Texts')}
        description={t('Default_Texts_Info')}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => void navigate('/default-texts/new')}
              data-testid="default-text-new"
            >
              {t('New_Default_Text')}
            </Button>
          )
        }
      />
      <SearchBox
        value={search}
        onChange={setSearch}
        inputRef={searchRef}
        onArrowDown={() => focusFirstRow(tableArea.current ?? document)}
      />
      <Paper withBorder radius="md" mt="sm" ref={tableArea}>
        <MasterDataTable
          rows={texts.data}
          columns={columns}
          loading={texts.isFetching}
          failed={texts.isError}
          onRetry={() => void texts.refetch()}
          sort=""
          descending={false}
          onSort={() => undefined}
          isBlocked={(row) => !row.IsActive}
          onOpen={(row) => void navigate(`/default-texts/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(searched.trim() ? 'No_Default_Texts_Match' : 'No_Default_Texts_Yet')}
            </Text>
          }
          data-testid="default-texts-table"
        />
      </Paper>
    </>
  );
}

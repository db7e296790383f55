import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PostingTemplate } from '../../../domain/masterdata/index';
import { usePostingTemplates } from '../../api/postingTemplates';
import { CompanyFilter } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { targetTypeKeys, templateDocumentTypes } from './TemplateGeneralSection';

type Sort = 'SortNumber' | 'Name';

const byField = (sort: Sort) => (a: PostingTemplate, b: PostingTemplate) =>
  sort === 'SortNumber'
    ? a.SortNumber - b.SortNumber || a.Name.localeCompare(b.Name)
    : a.Name.localeCompare(b.Name);

/** /posting-templates: a company's posting templates in the order they are offered; a row opens its editor. */
export function PostingTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const { companyId, companies, choose } = useMasterDataCompany();
  const templates = usePostingTemplates(companyId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ by: Sort; descending: boolean }>({
    by: 'SortNumber',
    descending: false,
  });
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (templates.data ?? []).filter((template) =>
      `${template.Name} ${template.RelationCode}`.toLowerCase().includes(needle),
    );
    const sorted = found.sort(byField(sort.by));
    return sort.descending ? sorted.reverse() : sorted;
  }, [templates.data, search, sort]);

  const documentType = (value: string) =>
    t(templateDocumentTypes.find((entry) => entry.value === value)?.label ?? 'Purchase_Invoice');
  const columns: MasterDataColumn<PostingTemplate>[] = [
    {
      key: 'SortNumber',
      label: '#',
      sort: 'SortNumber',
      width: 60,
      numeric: true,
      render: (row) => row.SortNumber,
    },
    {
      key: 'Name',
      label: t('Name'),
      sort: 'Name',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {row.Name}
          </Text>
          {row.IsDefault && (
            <Badge size="xs" variant="light">
              {t('Default_Template')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'DocumentType', label: t('Document_Type'), render: (row) => documentType(row.DocumentType) },
    {
      key: 'TargetType',
      label: t('Target_Type'),
      render: (row) =>
        row.TargetType === 'All'
          ? t(targetTypeKeys.All)
          : `${t(targetTypeKeys[row.TargetType])} ${row.RelationCode}`,
    },
    { key: 'Lines', label: t('Template_Lines'), width: 80, numeric: true, render: (row) => row.Lines.length },
  ];

  return (
    <>
      <PageHeader
        title={t('Posting_Templates')}
        description={t('Posting_Templates_Info')}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={!companyId}
              onClick={() =>
                void navigate(`/posting-templates/new?companyId=${encodeURIComponent(companyId ?? '')}`)
              }
              data-testid="template-new"
            >
              {t('New_Posting_Template')}
            </Button>
          )
        }
      />
      <Group mb="sm" gap="sm" align="flex-end" wrap="wrap">
        {companies.length > 0 && (
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={choose}
            data-testid="masterdata-company"
          />
        )}
        <SearchBox
          value={search}
          onChange={setSearch}
          inputRef={searchRef}
          onArrowDown={() => focusFirstRow(tableArea.current ?? document)}
        />
      </Group>
      <Paper withBorder radius="md" ref={tableArea}>
        <MasterDataTable
          rows={templates.isPending && companyId ? undefined : rows}
          columns={columns}
          loading={templates.isFetching}
          failed={templates.isError}
          onRetry={() => void templates.refetch()}
          sort={sort.by}
          descending={sort.descending}
          onSort={(by) =>
            setSort((current) => ({
              by: by === 'Name' ? 'Name' : 'SortNumber',
              descending: current.by === by ? !current.descending : false,
            }))
          }
          onOpen={(row) => void navigate(`/posting-templates/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(search ? 'No_Posting_Templates_Match' : 'No_Posting_Templates_Yet')}
            </Text>
          }
          data-testid="templates-table"
        />
      </Paper>
    </>
  );
}

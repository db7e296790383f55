import { Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type ElectronicTemplate,
  type ElectronicTemplateStatus,
  ElectronicTemplateStatuses,
} from '../../../domain/electronicTemplates/index';
import { useElectronicTemplates } from '../../api/electronicTemplates';
import { CompanyFilter } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { kindKeys, ruleKeys, statusColors, statusKeys } from './templateForm';

type Sort = 'Name' | 'RelationName' | 'Status';
const listPath = '/electronic-templates';
const shownStatuses = ElectronicTemplateStatuses.filter(
  (status) => status !== 'Deleted' && status !== 'Unknown',
);

const byField = (sort: Sort) => (a: ElectronicTemplate, b: ElectronicTemplate) =>
  sort === 'Name'
    ? a.Name.localeCompare(b.Name)
    : sort === 'Status'
      ? a.Status.localeCompare(b.Status) || a.Name.localeCompare(b.Name)
      : `${a.RelationName} ${a.RelationCode}`.localeCompare(`${b.RelationName} ${b.RelationCode}`);

/** /electronic-templates: a company's electronic templates, filtered by status; a row opens its editor. */
export function ElectronicTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const { companyId, companies, choose } = useMasterDataCompany();
  const templates = useElectronicTemplates(companyId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ElectronicTemplateStatus | null>(null);
  const [sort, setSort] = useState<{ by: Sort; descending: boolean }>({ by: 'Name', descending: false });
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const found = (templates.data ?? []).filter(
      (template) =>
        (status === null || template.Status === status) &&
        `${template.Name} ${template.RelationCode} ${template.RelationName}`.toLowerCase().includes(needle),
    );
    const sorted = found.sort(byField(sort.by));
    return sort.descending ? sorted.reverse() : sorted;
  }, [templates.data, search, status, sort]);

  const columns: MasterDataColumn<ElectronicTemplate>[] = [
    {
      key: 'Name',
      label: t('Name'),
      sort: 'Name',
      render: (row) => (
        <Text size="sm" fw={500} truncate>
          {row.Name}
        </Text>
      ),
    },
    {
      key: 'RelationName',
      label: t('Relation'),
      sort: 'RelationName',
      render: (row) => [row.RelationCode, row.RelationName].filter(Boolean).join(' - '),
    },
    {
      key: 'Kind',
      label: t('Electronic_Document_Type'),
      render: (row) => t(kindKeys[row.ElectronicDocumentType]),
    },
    { key: 'Rule', label: t('Rule'), render: (row) => t(ruleKeys[row.RuleName]) },
    {
      key: 'Status',
      label: t('Status'),
      sort: 'Status',
      width: 120,
      render: (row) => (
        <Badge size="sm" variant="light" color={statusColors[row.Status]}>
          {t(statusKeys[row.Status])}
        </Badge>
      ),
    },
    {
      key: 'Lines',
      label: t('Template_Lines'),
      width: 80,
      numeric: true,
      render: (row) => row.TemplateLinesJson.length,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Electronic_Templates')}
        description={t('Electronic_Templates_Info')}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={!companyId}
              onClick={() =>
                void navigate(`${listPath}/new?companyId=${encodeURIComponent(companyId ?? '')}`)
              }
              data-testid="etemplate-new"
            >
              {t('New_Electronic_Template')}
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
        <Select
          size="xs"
          label={t('Status')}
          placeholder={t('All')}
          clearable
          data={shownStatuses.map((value) => ({ value, label: t(statusKeys[value]) }))}
          value={status}
          onChange={(value) => setStatus(shownStatuses.find((entry) => entry === value) ?? null)}
          w={160}
          data-testid="etemplate-status-filter"
        />
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
              by: by === 'RelationName' || by === 'Status' ? by : 'Name',
              descending: current.by === by ? !current.descending : false,
            }))
          }
          onOpen={(row) => void navigate(`${listPath}/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(search || status ? 'No_Electronic_Templates_Match' : 'No_Electronic_Templates_Yet')}
            </Text>
          }
          data-testid="etemplates-table"
        />
      </Paper>
    </>
  );
}

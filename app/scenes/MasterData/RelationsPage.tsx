import { Badge, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Company } from '../../../domain/entities/company';
import { printFormatIban } from '../../../domain/iban/index';
import type { RelationKind } from '../../../domain/masterdata/index';
import { exportRelations, type Relation, useRelationPage } from '../../api/relations';
import { CompanyFilter, Pager } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { MasterDataExportButton } from './MasterDataExportButton';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from './MasterDataTable';
import { relationFieldLabel } from './relationFields';
import { SearchBox } from './SearchBox';
import { useMasterDataCompany } from './useMasterDataCompany';
import { MASTER_DATA_PAGE_SIZE, usePagedList } from './usePagedList';

const usesSalesInvoices = (company: Company) => company.UsesSalesInvoices;

/** The texts and addresses of the two relation screens. */
export const relationScreens = {
  Vendor: {
    path: '/vendors',
    title: 'Vendors',
    info: 'Vendors_Info',
    create: 'New_Vendor',
    none: 'No_Vendors_Yet',
    noMatch: 'No_Vendors_Match',
    count: 'Vendors_Count',
  },
  Customer: {
    path: '/customers',
    title: 'Customers',
    info: 'Customers_Info',
    create: 'New_Customer',
    none: 'No_Customers_Yet',
    noMatch: 'No_Customers_Match',
    count: 'Customers_Count',
  },
} as const;

const codeOf = (row: Relation<RelationKind>) => ('ErpCode' in row ? row.ErpCode : row.Code);

/** A relation's state at a glance: blocked, and for a vendor a bank account nobody confirmed yet. */
function StatusBadges({ row }: { row: Relation<RelationKind> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {row.IsBlocked && (
        <Badge size="xs" color="gray" variant="light">
          {t('Blocked')}
        </Badge>
      )}
      {'BankAccountConfirmed' in row && !row.BankAccountConfirmed && (
        <Badge size="xs" color="orange" variant="light" data-testid="badge-unconfirmed">
          {t('Bank_Account_Unconfirmed')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * A company's vendors or customers: server-side search, sort and paging, blocked ones on request, an Excel export
 * of what is shown, and the way to a new one.
 */
export function RelationsPage({ kind }: { kind: RelationKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const texts = relationScreens[kind];
  const narrow = useMediaQuery('(max-width: 1000px)');
  const { companyId, companies, choose, loading } = useMasterDataCompany({
    only: kind === 'Customer' ? usesSalesInvoices : undefined,
  });
  const list = usePagedList(texts.path, 'Name');
  const page = useRelationPage(kind, companyId, list.query);
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  const label = (field: string) => t(relationFieldLabel(kind, field));

  const columns: MasterDataColumn<Relation<RelationKind>>[] = [
    { key: 'Code', label: t('Code'), sort: 'Code', width: 110, render: (row) => codeOf(row) },
    {
      key: 'Name',
      label: label('Name'),
      sort: 'Name',
      render: (row) => (
        <Text size="sm" fw={500} truncate>
          {row.Name}
        </Text>
      ),
    },
    ...(kind === 'Vendor'
      ? [
          {
            key: 'City',
            label: label('City'),
            sort: 'City',
            render: (row: Relation<RelationKind>) => ('City' in row ? row.City : ''),
          },
        ]
      : []),
    { key: 'Country', label: label('Country'), sort: 'Country', width: 80, render: (row) => row.Country },
    ...(narrow
      ? []
      : [
          {
            key: 'VatNumber',
            label: label('VatNumber'),
            sort: 'VatNumber',
            render: (row: Relation<RelationKind>) => <span className="ll-md-mono">{row.VatNumber}</span>,
          },
          {
            key: 'Iban',
            label: t('Iban'),
            render: (row: Relation<RelationKind>) => (
              <span className="ll-md-mono">
                {row.IbanNumbers[0] ? printFormatIban(row.IbanNumbers[0]) : ''}
                {row.IbanNumbers.length > 1 ? ` +${row.IbanNumbers.length - 1}` : ''}
              </span>
            ),
          },
        ]),
    { key: 'Status', label: t('Status'), width: 170, render: (row) => <StatusBadges row={row} /> },
  ];

  const open = (row: Relation<RelationKind>) => {
    list.opened(row.Id);
    void navigate(`${texts.path}/${encodeURIComponent(row.Id)}`);
  };
  const searching = list.query.searchValue !== '';
  const count = page.data?.Count ?? 0;

  return (
    <>
      <PageHeader
        title={t(texts.title)}
        description={t(texts.info)}
        actions={
          <>
            <MasterDataExportButton
              disabled={!companyId || count === 0}
              run={(locale, onProgress) => {
                const { skip, take, ...selection } = list.query;
                return exportRelations(kind, companyId ?? '', { ...selection, locale }, onProgress);
              }}
            />
            {!readOnly && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={!companyId}
                onClick={() =>
                  void navigate(`${texts.path}/new?companyId=${encodeURIComponent(companyId ?? '')}`)
                }
                data-testid="relation-new"
              >
                {t(texts.create)}
              </Button>
            )}
          </>
        }
      />
      <Group mb="sm" gap="sm" align="flex-end" wrap="wrap">
        {companies.length > 0 && (
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={(id) => {
              choose(id);
              list.setPage(1);
            }}
            data-testid="masterdata-company"
          />
        )}
        <SearchBox
          value={list.state.search}
          onChange={list.setSearch}
          inputRef={searchRef}
          onArrowDown={() => focusFirstRow(tableArea.current ?? document)}
        />
        <Switch
          size="xs"
          mb={6}
          label={t('Show_Blocked')}
          checked={list.state.includeBlocked}
          onChange={(event) => list.setIncludeBlocked(event.currentTarget.checked)}
          data-testid="masterdata-blocked"
        />
        {page.data && (
          <Text size="xs" c="dimmed" mb={6} ml="auto" data-testid="masterdata-count">
            {t(texts.count, { 0: `${count.toLocaleString(i18n.language)}${page.data.IsCapped ? '+' : ''}` })}
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md" ref={tableArea}>
        {!loading && companies.length === 0 ? (
          <div className="ll-md-message">
            <Text size="sm" c="dimmed">
              {t('No_Company_Available')}
            </Text>
          </div>
        ) : (
          <MasterDataTable
            rows={page.data?.Items}
            columns={columns}
            loading={page.isFetching}
            failed={page.isError}
            onRetry={() => void page.refetch()}
            sort={list.state.sort}
            descending={list.state.descending}
            onSort={list.sortBy}
            onOpen={open}
            isBlocked={(row) => row.IsBlocked}
            focusId={list.state.lastOpenedId}
            onLeaveTop={() => searchRef.current?.focus()}
            empty={
              <Text size="sm" c="dimmed">
                {t(searching ? texts.noMatch : texts.none)}
              </Text>
            }
            data-testid="relations-table"
          />
        )}
      </Paper>
      <Group justify="flex-end" mt="xs">
        <Pager
          totalCount={count}
          page={list.state.page}
          pageSize={MASTER_DATA_PAGE_SIZE}
          onChange={list.setPage}
          data-testid="masterdata-pager"
        />
      </Group>
    </>
  );
}

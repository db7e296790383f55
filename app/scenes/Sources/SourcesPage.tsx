import { Group, Paper, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SourceFilter } from '../../../domain/intake/source';
import { useCompanies } from '../../api/companies';
import { useSelectableUsers } from '../../api/documents';
import { useSources } from '../../api/intake';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/Pager';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { dateTime, sourceOrigin } from '../Splitter/sourceText';
import { ScanCountsBar } from './ScanCountsBar';
import { SourceFilters } from './SourceFilters';
import { SourceStatusBadge } from './SourceStatusBadge';
import './sources.css';
import { overviewBase } from './sourcePaths';

const firstPage: SourceFilter = { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The filter kept for this session, else the first page unfiltered. */
function storedFilter(key: string): SourceFilter {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return stored && typeof stored === 'object' ? { ...firstPage, ...stored } : firstPage;
  } catch {
    return firstPage;
  }
}

/** /sources and /source-overview: every source with its status, filtered and paged (spec 001 §2, 002 §2). */
export function SourcesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { base, title } = overviewBase(useLocation().pathname);
  const companies = useCompanies();
  const users = useSelectableUsers('PurchaseInvoice');
  // The filter stays for the session, so that coming back from a source finds the same list.
  const storageKey = `${base}_Filter`;
  const [filter, setFilterState] = useState<SourceFilter>(() => storedFilter(storageKey));
  const setFilter = (next: SourceFilter) => {
    setFilterState(next);
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  };
  const sources = useSources(filter);
  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.Id,
        label: company.DisplayName || company.Name,
      })),
    [companies.data],
  );
  const userOptions = (users.data ?? []).map((user) => ({ value: user.Id, label: user.Name }));
  const companyName = (id: string | null) =>
    companyOptions.find((option) => option.value === id)?.label ?? t('No_Company');
  const items = sources.data?.Items ?? [];

  return (
    <>
      <PageHeader title={t(title)} description={t('Sources_Info')} />
      <ScanCountsBar companyName={companyName} />
      <SourceFilters filter={filter} onChange={setFilter} companies={companyOptions} users={userOptions} />
      <Paper withBorder radius="md" mt="sm">
        <ListState query={sources} count={items.length} empty={t('No_Sources')}>
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing={4} fz="sm" data-testid="sources-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Number')}</Table.Th>
                  <Table.Th>{t('Company')}</Table.Th>
                  <Table.Th className="ll-src-wide">{t('Original_Type')}</Table.Th>
                  <Table.Th>{t('Sender')}</Table.Th>
                  <Table.Th ta="right">{t('Pages')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                  <Table.Th>{t('Date_Added')}</Table.Th>
                  <Table.Th className="ll-src-wide">{t('Last_Changed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((source) => (
                  <Table.Tr
                    key={source.Id}
                    style={{ cursor: 'pointer' }}
                    tabIndex={0}
                    onClick={() => navigate(`${base}/${source.Id}`)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') navigate(`${base}/${source.Id}`);
                    }}
                    data-testid="source-row"
                  >
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {source.SourceNumber}
                        {source.IsBlocked && <IconLock size={12} aria-label={t('Blocked')} />}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {source.CompanyId ? companyName(source.CompanyId) : '—'}
                    </Table.Td>
                    <Table.Td className="ll-src-wide">{t(`Original_Type_${source.OriginalType}`)}</Table.Td>
                    <Table.Td maw={180}>
                      <Text size="sm" truncate="end" title={sourceOrigin(source)}>
                        {sourceOrigin(source)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{source.Count}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <SourceStatusBadge source={source} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {dateTime(source.Created, i18n.language)}
                    </Table.Td>
                    <Table.Td className="ll-src-wide" style={{ whiteSpace: 'nowrap' }}>
                      {dateTime(source.DateStatus, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Paper>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {sources.data && t('Sources_Count', { 0: sources.data.TotalCount })}
        </Text>
        <Pager
          totalCount={sources.data?.TotalCount ?? 0}
          page={filter.currentPage ?? 1}
          pageSize={filter.pageSize}
          onChange={(page) => setFilter({ ...filter, currentPage: page })}
        />
      </Group>
    </>
  );
}

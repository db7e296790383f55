import './documents.css';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents';
import { useOverview, useOverviewTotals } from '../../api/documents';
import { Pager } from '../../components';
import { BulkActionBar } from './BulkActions/BulkActionBar';
import { useBulkSelection } from './BulkActions/useBulkSelection';
import { ColumnChooser } from './ColumnChooser';
import { countLabel } from './count';
import { DocumentTypeLooks } from './documentTypes';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import { OverviewTable } from './OverviewTable';
import { activeFilterCount } from './overviewState';
import { PageSizeSelect } from './PageSizeSelect';
import type { ReturnState } from './useOverviewReturn';
import { useOverviewState } from './useOverviewState';

/** The overview of one document type: filter, sortable table with totals, pager, page size, count and export. */
export function OverviewPage({ type }: { type: OverviewDocumentType }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const returned = useLocation().state as ReturnState | null;
  const look = DocumentTypeLooks[type];
  const state = useOverviewState(type);
  const overview = useOverview(state.request);
  const total = overview.data?.TotalCount ?? 0;
  // Totals of up to a thousand documents come at once; of more (the count is capped) on request,
  // since they read every document of the filter.
  const filterKey = JSON.stringify(state.fields);
  const [totalsAskedFor, askTotals] = useState<string | null>(null);
  const totalsOnRequest = overview.data?.TotalCountIsCapped === true && totalsAskedFor !== filterKey;
  const totals = useOverviewTotals(state.request, Boolean(overview.data) && !totalsOnRequest);
  const filtered = activeFilterCount(state.fields) > 0;
  const selection = useBulkSelection(overview.data?.Items);

  return (
    <div style={{ '--ll-accent': `var(--mantine-color-${look.color}-6)` } as CSSProperties}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Group gap="sm" align="center">
          <span
            aria-hidden
            style={{ width: 10, height: 28, borderRadius: 3, background: 'var(--ll-accent)' }}
          />
          <Title order={2} size="h3" data-testid="overview-title">
            {t(look.overviewTitle)}
          </Title>
          {overview.data && (
            <Badge
              variant="light"
              color={look.color}
              size="lg"
              radius="sm"
              tt="none"
              data-testid="overview-count"
            >
              {countLabel(overview.data, i18n.language, t)}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ExportButton request={state.request} columns={state.layout.columns} disabled={total === 0} />
          <ColumnChooser type={type} layout={state.layout} onChange={state.setLayout} />
        </Group>
      </Group>
      <FilterBar type={type} fields={state.fields} onChange={state.setFilter} />
      <BulkActionBar type={type} rows={overview.data?.Items ?? []} selection={selection} />
      <Paper withBorder radius="md" className="ll-doc-accent" style={{ overflow: 'hidden' }}>
        <OverviewTable
          type={type}
          rows={overview.data?.Items}
          totals={totals.data}
          onAskTotals={totalsOnRequest ? () => askTotals(filterKey) : null}
          loading={overview.isFetching}
          failed={overview.isError && !overview.data}
          layout={state.layout}
          onLayout={state.setLayout}
          sort={state.sort}
          onSort={state.sortBy}
          onOpen={(record) => navigate(`${look.detailPath}/${record.Id}`)}
          onClearFilters={filtered ? () => state.setFilter({}) : null}
          onRetry={() => void overview.refetch()}
          lastShownId={returned?.documentId}
          selection={selection}
        />
      </Paper>
      <Group justify="space-between" mt="sm" gap="sm">
        <Group gap="md">
          <Text size="xs" c="dimmed" data-testid="overview-page-info">
            {total > 0
              ? t('Page_Of', { 0: state.page, 1: Math.max(1, Math.ceil(total / state.pageSize)) })
              : ''}
          </Text>
          <PageSizeSelect value={state.pageSize} onChange={state.setPageSize} />
        </Group>
        <Pager
          totalCount={total}
          page={state.page}
          pageSize={state.pageSize}
          onChange={state.setPage}
          data-testid="overview-pager"
        />
      </Group>
    </div>
  );
}

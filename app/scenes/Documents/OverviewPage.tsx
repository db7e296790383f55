import './documents.css';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents';
import { useOverview } from '../../api/documents';
import { Pager } from '../../components';
import { ColumnChooser } from './ColumnChooser';
import { countLabel } from './count';
import { DocumentTypeLooks } from './documentTypes';
import { FilterBar } from './FilterBar';
import { OverviewTable } from './OverviewTable';
import { activeFilterCount } from './overviewState';
import { useOverviewState } from './useOverviewState';

/** The overview of one document type: filter, sortable table of 25 rows, pager and count. */
export function OverviewPage({ type }: { type: OverviewDocumentType }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const look = DocumentTypeLooks[type];
  const state = useOverviewState(type);
  const overview = useOverview(state.request);
  const total = overview.data?.TotalCount ?? 0;
  const filtered = activeFilterCount(state.fields) > 0;

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
        <ColumnChooser type={type} layout={state.layout} onChange={state.setLayout} />
      </Group>
      <FilterBar type={type} fields={state.fields} onChange={state.setFilter} />
      <Paper withBorder radius="md" className="ll-doc-accent" style={{ overflow: 'hidden' }}>
        <OverviewTable
          rows={overview.data?.Items}
          loading={overview.isFetching}
          failed={overview.isError && !overview.data}
          layout={state.layout}
          onLayout={state.setLayout}
          sort={state.sort}
          onSort={state.sortBy}
          onOpen={(record) => navigate(`${look.detailPath}/${record.Id}`)}
          onClearFilters={filtered ? () => state.setFilter({}) : null}
          onRetry={() => void overview.refetch()}
        />
      </Paper>
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="xs" c="dimmed" data-testid="overview-page-info">
          {total > 0 ? t('Page_Of', { 0: state.page, 1: Math.max(1, Math.ceil(total / 25)) }) : ''}
        </Text>
        <Pager totalCount={total} page={state.page} onChange={state.setPage} data-testid="overview-pager" />
      </Group>
    </div>
  );
}

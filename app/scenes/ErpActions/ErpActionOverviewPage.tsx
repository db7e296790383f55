import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErpActionKinds, type ErpActionState, ErpActionStates } from '../../../domain/erp/actions';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { useCompanies } from '../../api/companies';
import {
  type ErpActionFilter,
  exportErpActions,
  useErpActions,
  useRetryErpAction,
} from '../../api/erpActions';
import { FilterSelect } from '../../components/FilterSelect';
import { Pager } from '../../components/Pager';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { formatMoment } from '../EmailInvoices/emailInvoiceView';
import { MasterDataExportButton } from '../MasterData/MasterDataExportButton';
import { type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { ErpActionOutcome } from './ErpActionOutcome';
import { ErpActionStateBadge } from './ErpActionStateBadge';

const PageSize = 50;

/**
 * /erp-action-overview (spec 000 §2): every ERP action of the companies the user sees, newest first, with its
 * state, attempts and error; a failed one can be retried. It looks again every few seconds while one is still
 * queued or running. A row opens what the action did; R refreshes.
 */
export function ErpActionOverviewPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const companies = useCompanies();
  const readOnly = useIsReadOnly();
  const [filter, setFilter] = useState<Required<ErpActionFilter>>({ companyId: '', state: '', action: '' });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ErpActionView | null>(null);
  const actions = useErpActions(filter, { skip: (page - 1) * PageSize, take: PageSize });
  const retry = useRetryErpAction();
  const change = (next: Partial<ErpActionFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  useHotkeys([['r', () => void actions.refetch()]]);

  const columns: MasterDataColumn<ErpActionView>[] = [
    {
      key: 'CreatedAt',
      label: t('Erp_Action_Created'),
      width: 140,
      render: (row) => formatMoment(row.CreatedAt, i18n.language),
    },
    { key: 'Company', label: t('Erp_Action_Company'), render: (row) => row.CompanyName },
    { key: 'Action', label: t('Erp_Action_Action'), render: (row) => t(`Erp_Action_Kind_${row.Action}`) },
    {
      key: 'State',
      label: t('Erp_Action_State'),
      width: 110,
      render: (row) => <ErpActionStateBadge state={row.State} />,
    },
    {
      key: 'Attempts',
      label: t('Erp_Action_Attempts'),
      width: 80,
      numeric: true,
      render: (row) => `${row.Attempts}/${row.MaxAttempts}`,
    },
    {
      key: 'Error',
      label: t('Erp_Action_Error'),
      render: (row) =>
        row.Error ? (
          <Text
            size="xs"
            c={row.State === 'Failed' ? 'red.7' : 'dimmed'}
            lineClamp={2}
            title={message(row.Error)}
          >
            {message(row.Error)}
          </Text>
        ) : null,
    },
    {
      key: 'FinishedAt',
      label: t('Erp_Action_Finished'),
      width: 140,
      render: (row) => formatMoment(row.FinishedAt, i18n.language),
    },
    {
      key: 'Retry',
      label: '',
      width: 100,
      render: (row) =>
        row.State === 'Failed' && !readOnly ? (
          <Button
            size="compact-xs"
            variant="light"
            loading={retry.isPending && retry.variables === row.Id}
            onClick={(event) => {
              event.stopPropagation();
              retry.mutate(row.Id);
            }}
            aria-label={`${t('Retry')} ${t(`Erp_Action_Kind_${row.Action}`)} ${row.CompanyName}`}
            data-testid="erp-action-retry"
          >
            {t('Retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Erp_Action_Overview')}
        description={t('Erp_Action_Overview_Info')}
        actions={
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void actions.refetch()}
              aria-keyshortcuts="R"
              data-testid="erp-actions-refresh"
            >
              {t('Erp_Actions_Refresh')}
            </Button>
            <MasterDataExportButton
              run={(locale, onProgress) => exportErpActions(filter, locale, onProgress)}
              disabled={(actions.data?.Count ?? 0) === 0}
            />
          </Group>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('Company')}
          anyLabel={t('All_Companies')}
          width={220}
          options={(companies.data ?? [])
            .filter((company) => !company.IsDeleted)
            .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }))}
          value={filter.companyId}
          onChange={(companyId) => change({ companyId })}
          searchable
          data-testid="erp-actions-company"
        />
        <FilterSelect
          label={t('Erp_Action_State')}
          anyLabel={t('All_Statuses')}
          width={160}
          options={ErpActionStates.map((value: ErpActionState) => ({
            value,
            label: t(`Erp_Action_State_${value}`),
          }))}
          value={filter.state}
          onChange={(state) => change({ state })}
          data-testid="erp-actions-state"
        />
        <FilterSelect
          label={t('Erp_Action_Action')}
          anyLabel={t('Erp_Action_All_Actions')}
          width={220}
          options={ErpActionKinds.map((value) => ({ value, label: t(`Erp_Action_Kind_${value}`) }))}
          value={filter.action}
          onChange={(action) => change({ action })}
          searchable
          data-testid="erp-actions-action"
        />
      </Group>
      <Paper withBorder radius="md" mt="sm">
        <MasterDataTable
          rows={actions.data?.Items}
          columns={columns}
          loading={actions.isPlaceholderData}
          failed={actions.isError}
          onRetry={() => void actions.refetch()}
          sort=""
          descending={false}
          onSort={() => undefined}
          onOpen={setOpened}
          empty={
            <Text size="sm" c="dimmed">
              {filter.companyId || filter.state || filter.action
                ? t('Erp_Actions_None_Match')
                : t('Erp_Actions_None')}
            </Text>
          }
          data-testid="erp-actions-table"
        />
      </Paper>
      <Group justify="flex-end" mt="sm">
        <Pager totalCount={actions.data?.Count ?? 0} page={page} onChange={setPage} pageSize={PageSize} />
      </Group>
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={opened?.CompanyName} size="lg">
        {opened && (
          <Stack gap="xs">
            <ErpActionOutcome action={opened} />
            <Text size="xs" c="dimmed">
              {t('Erp_Action_Times', {
                0: formatMoment(opened.CreatedAt, i18n.language),
                1: formatMoment(opened.StartedAt, i18n.language) || '–',
                2: formatMoment(opened.FinishedAt, i18n.language) || '–',
              })}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}

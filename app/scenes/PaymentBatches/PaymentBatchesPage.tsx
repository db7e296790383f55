import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import { PaymentBatchStatuses } from '../../../domain/payments/batch';
import { useCompanies } from '../../api/companies';
import {
  type PaymentBatchListFilter,
  type PaymentBatchSummary,
  usePaymentBatches,
} from '../../api/paymentBatches';
import { PageHeader } from '../common/PageHeader';
import { formatDocumentDate } from '../Documents/cells';
import { type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { BatchStatusBadge } from './BatchStatusBadge';

/**
 * /payment-batches (spec 002 §2): every payment batch, newest first, with its status, size and who made and
 * approved it; a row opens the batch. R refreshes.
 */
export function PaymentBatchesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const companies = useCompanies();
  const [filter, setFilter] = useState<PaymentBatchListFilter>({ CompanyId: '', Status: '' });
  const batches = usePaymentBatches(filter);
  useHotkeys([['r', () => void batches.refetch()]]);
  const locale = i18n.language;
  const companyOptions = (companies.data ?? [])
    .filter((company) => !company.IsDeleted)
    .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }));
  const rows = batches.data;

  const columns: MasterDataColumn<PaymentBatchSummary>[] = [
    { key: 'Number', label: t('Payment_Batch_Number'), width: 80, render: (row) => row.Number },
    { key: 'Company', label: t('Company'), render: (row) => row.CompanyName },
    {
      key: 'Date',
      label: t('Payment_Batch_Date'),
      width: 100,
      render: (row) => formatDocumentDate(row.Date, locale),
    },
    {
      key: 'TransactionDate',
      label: t('Payment_Transaction_Date'),
      width: 110,
      render: (row) => formatDocumentDate(row.TransactionDate, locale),
    },
    {
      key: 'Status',
      label: t('Status'),
      width: 130,
      render: (row) => <BatchStatusBadge status={row.Status} />,
    },
    {
      key: 'LineCount',
      label: t('Payment_Batch_Lines'),
      width: 70,
      numeric: true,
      render: (row) => row.LineCount,
    },
    {
      key: 'TotalAmount',
      label: t('Total'),
      width: 130,
      numeric: true,
      render: (row) => formatCurrencyAmount(row.TotalAmount, row.Currency, locale),
    },
    { key: 'CreatedBy', label: t('Payment_Batch_Created_By'), render: (row) => row.CreatedByName },
    { key: 'ApprovedBy', label: t('Payment_Batch_Approved_By'), render: (row) => row.ApprovedByName ?? '' },
  ];

  return (
    <>
      <PageHeader
        title={t('Payment_Batches')}
        description={t('Payment_Batches_Info')}
        actions={
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void batches.refetch()}
            aria-keyshortcuts="R"
            data-testid="payment-batches-refresh"
          >
            {t('Payment_Refresh')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {companyOptions.length > 1 && (
          <Select
            size="xs"
            label={t('Company')}
            w={220}
            data={[{ value: '', label: t('All_Companies') }, ...companyOptions]}
            value={filter.CompanyId}
            onChange={(value) => setFilter({ ...filter, CompanyId: value ?? '' })}
            allowDeselect={false}
            searchable
            data-testid="payment-batches-company"
          />
        )}
        <Select
          size="xs"
          label={t('Status')}
          w={160}
          data={[
            { value: '', label: t('All_Statuses') },
            ...PaymentBatchStatuses.filter((status) => status !== 'Unknown').map((value) => ({
              value,
              label: t(`Payment_Batch_Status_${value}`),
            })),
          ]}
          value={filter.Status}
          onChange={(value) => setFilter({ ...filter, Status: value ?? '' })}
          allowDeselect={false}
          data-testid="payment-batches-status"
        />
      </Group>
      <Paper withBorder radius="md" mt="sm">
        <MasterDataTable
          rows={rows}
          columns={columns}
          loading={batches.isPlaceholderData}
          failed={batches.isError}
          onRetry={() => void batches.refetch()}
          sort=""
          descending
          onSort={() => undefined}
          onOpen={(row) => navigate(`/payment-batches/${row.Id}`)}
          empty={
            <Text size="sm" c="dimmed">
              {filter.CompanyId || filter.Status
                ? t('Payment_Batches_None_Match')
                : t('Payment_Batches_None')}
            </Text>
          }
          data-testid="payment-batches"
        />
      </Paper>
    </>
  );
}

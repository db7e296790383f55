import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PurchaseOrder } from '../../../domain/masterdata/index';
import { usePurchaseOrderPage } from '../../api/purchaseOrders';
import { Pager } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { MASTER_DATA_PAGE_SIZE, usePagedList } from '../MasterData/usePagedList';
import { PurchaseOrderEditor } from './PurchaseOrderEditor';
import { invoicedStatusLooks } from './purchaseOrderForm';

/** The list value of the purchase orders on the code-list screen. */
export const PurchaseOrderList = 'PurchaseOrder';

/** A company's purchase orders on the code-list screen: a paged table, and one order opened (?order=) to edit. */
export function PurchaseOrderPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const readOnly = useIsReadOnly();
  const [search, setSearch] = useSearchParams();
  const paging = usePagedList('/code-lists/PurchaseOrder', 'Code');
  // Deleted orders ride on the blocked switch of the shared list state.
  const { includeBlocked, ...rest } = paging.query;
  const page = usePurchaseOrderPage(companyId, { ...rest, includeDeleted: includeBlocked });
  const searchRef = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const opened = search.get('order');
  const count = page.data?.Count ?? 0;
  const listAddress = `/code-lists/${encodeURIComponent(companyId)}?list=${PurchaseOrderList}`;
  const open = (id: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('order', id);
      else next.delete('order');
      return next;
    });

  if (opened) {
    return (
      <Stack style={{ flex: 1, minWidth: 0 }}>
        <PurchaseOrderEditor
          key={opened}
          id={opened}
          companyId={companyId}
          backTo={listAddress}
          onClose={() => {
            paging.opened(opened);
            open(null);
          }}
        />
      </Stack>
    );
  }

  const date = (value: string | null) =>
    value ? new Date(`${value}T00:00:00`).toLocaleDateString(i18n.language) : '';
  const columns: MasterDataColumn<PurchaseOrder>[] = [
    { key: 'Code', label: t('Order_Number'), sort: 'Code', width: 130, render: (row) => row.Code },
    {
      key: 'VendorCode',
      label: t('Vendor'),
      sort: 'VendorCode',
      width: 120,
      render: (row) => row.VendorCode,
    },
    { key: 'Description', label: t('Description'), render: (row) => row.Description },
    {
      key: 'OrderDate',
      label: t('Order_Date'),
      sort: 'OrderDate',
      width: 110,
      render: (row) => date(row.OrderDate),
    },
    { key: 'Lines', label: t('Order_Lines'), width: 70, numeric: true, render: (row) => row.Lines.length },
    {
      key: 'Status',
      label: t('Status'),
      width: 150,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color={invoicedStatusLooks[row.InvoicedStatus].color}>
            {t(invoicedStatusLooks[row.InvoicedStatus].label)}
          </Badge>
          {row.IsDeleted && (
            <Badge size="xs" variant="light" color="red">
              {t('Deleted_Order')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchBox
          value={paging.state.search}
          onChange={paging.setSearch}
          inputRef={searchRef}
          onArrowDown={() => focusFirstRow(area.current ?? document)}
        />
        <Switch
          size="xs"
          mb={6}
          label={t('Include_Deleted')}
          checked={paging.state.includeBlocked}
          onChange={(event) => paging.setIncludeBlocked(event.currentTarget.checked)}
        />
        {page.data && (
          <Text size="xs" c="dimmed" mb={6}>
            {t('Purchase_Orders_Count', { 0: count.toLocaleString(i18n.language) })}
          </Text>
        )}
        {!readOnly && (
          <Button
            size="xs"
            ml="auto"
            leftSection={<IconPlus size={14} />}
            onClick={() => open('new')}
            data-testid="order-new"
          >
            {t('New_Purchase_Order')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" ref={area}>
        <MasterDataTable
          rows={page.data?.Items}
          columns={columns}
          loading={page.isFetching}
          failed={page.isError}
          onRetry={() => void page.refetch()}
          sort={paging.state.sort}
          descending={paging.state.descending}
          onSort={paging.sortBy}
          onOpen={(row) => open(row.Id)}
          isBlocked={(row) => row.IsDeleted || row.InvoicedStatus === 'Cancelled'}
          focusId={paging.state.lastOpenedId}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(paging.query.searchValue ? 'No_Purchase_Orders_Match' : 'No_Purchase_Orders_Yet')}
            </Text>
          }
          data-testid="orders-table"
        />
      </Paper>
      <Group justify="flex-end">
        <Pager
          totalCount={count}
          page={paging.state.page}
          pageSize={MASTER_DATA_PAGE_SIZE}
          onChange={paging.setPage}
        />
      </Group>
    </Stack>
  );
}

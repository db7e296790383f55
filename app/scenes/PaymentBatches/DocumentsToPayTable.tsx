import { Anchor, Checkbox, Group, Skeleton, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatAmount } from '../../../domain/amount/format';
import type { DocumentsToPaySort, DocumentToPay } from '../../api/paymentBatches';
import { pageState, type RowSelection, togglePage, toggleRow } from '../Documents/BulkActions/selection';
import { formatDocumentDate } from '../Documents/cells';
import { DocumentHistoryButton } from './DocumentHistoryButton';
import { unselectableReason } from './documentsToPay';
import { IbanCheckBadge } from './IbanCheckBadge';
import '../MasterData/masterdata.css';
import './paymentBatches.css';

type Props = {
  rows: DocumentToPay[] | undefined;
  loading: boolean;
  sort: DocumentsToPaySort;
  onSort: (column: string) => void;
  selection: RowSelection;
  onSelection: (next: RowSelection) => void;
  /** Whether to show the company column (several companies in view). */
  showCompany: boolean;
};

type Column = {
  key: string;
  label: string;
  sort?: string;
  numeric?: boolean;
  width?: number;
  /** Longer text is cut off with an ellipsis (the whole text shows on hover). */
  max?: number;
};

const skeletonRows = Array.from({ length: 8 }, (_, index) => `skeleton-${index}`);

/**
 * The documents to pay (spec 002 §2): a click or Space toggles a row, Shift+click selects a range,
 * Shift+↑/↓ moves and toggles the next row, ↑/↓ walk, Enter opens the document.
 */
export function DocumentsToPayTable({
  rows,
  loading,
  sort,
  onSort,
  selection,
  onSelection,
  showCompany,
}: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = i18n.language;
  const selectable = (rows ?? [])
    .filter((row) => unselectableReason(row) === null)
    .map((row) => row.DocumentId);
  const date = (value: string | null) => formatDocumentDate(value, locale);

  const columns: Column[] = [
    { key: 'DocumentNumber', label: t('Payment_Document_Number'), sort: 'DocumentNumber' },
    { key: 'RelationName', label: t('Payment_Creditor'), sort: 'RelationName', max: 180 },
    { key: 'History', label: '', width: 30 },
    ...(showCompany ? [{ key: 'CompanyName', label: t('Company'), sort: 'CompanyName', max: 130 }] : []),
    { key: 'DocumentDate', label: t('Document_Date'), sort: 'DocumentDate' },
    { key: 'DocumentDueDate', label: t('Due_Date'), sort: 'DocumentDueDate' },
    { key: 'DocumentPaymentDate', label: t('Payment_Payment_Date'), sort: 'DocumentPaymentDate' },
    { key: 'DiscountDate', label: t('Payment_Discount'), sort: 'DiscountDate' },
    { key: 'Iban', label: t('Iban'), sort: 'IbanCheck' },
    { key: 'GrossAmount', label: t('Gross_Amount'), sort: 'GrossAmount', numeric: true },
  ];

  const toggle = (id: string, range: boolean) => onSelection(toggleRow(selection, selectable, id, range));

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: DocumentToPay) => {
    // Keys on a control inside the row (the history button, the number link) are that control's.
    if (event.target !== event.currentTarget) return;
    const current = event.currentTarget;
    const move = (target: Element | null) => {
      event.preventDefault();
      if (!(target instanceof HTMLElement)) return;
      target.focus();
      const id = target.dataset.id;
      if (event.shiftKey && id && selectable.includes(id)) toggle(id, false);
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      navigate(`/purchase-invoice/${row.DocumentId}`);
    } else if (event.key === ' ') {
      event.preventDefault();
      if (selectable.includes(row.DocumentId)) toggle(row.DocumentId, false);
    } else if (event.key === 'ArrowDown') move(current.nextElementSibling);
    else if (event.key === 'ArrowUp') move(current.previousElementSibling);
    else if (event.key === 'Home') move(current.parentElement?.firstElementChild ?? null);
    else if (event.key === 'End') move(current.parentElement?.lastElementChild ?? null);
  };

  const header = (column: Column) => {
    const sorted = column.sort !== undefined && column.sort === sort.Sort;
    const label = (
      <Text size="xs" fw={600} c={sorted ? undefined : 'dimmed'} truncate>
        {column.label}
      </Text>
    );
    return (
      <Table.Th
        key={column.key}
        className="ll-md-th"
        style={{ width: column.width, maxWidth: column.max, textAlign: column.numeric ? 'right' : undefined }}
        aria-sort={sorted ? (sort.Desc ? 'descending' : 'ascending') : undefined}
        data-testid={`column-${column.key}`}
      >
        {column.sort ? (
          <UnstyledButton
            onClick={() => column.sort && onSort(column.sort)}
            data-testid={`sort-${column.key}`}
          >
            <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
              {label}
              {sorted &&
                (sort.Desc ? (
                  <IconArrowDown size={12} aria-label={t('Sorted_Descending')} />
                ) : (
                  <IconArrowUp size={12} aria-label={t('Sorted_Ascending')} />
                ))}
            </Group>
          </UnstyledButton>
        ) : (
          label
        )}
      </Table.Th>
    );
  };

  const cell = (row: DocumentToPay, key: string): ReactNode => {
    switch (key) {
      case 'DocumentNumber':
        return (
          <Anchor
            component={Link}
            to={`/purchase-invoice/${row.DocumentId}`}
            size="sm"
            onClick={(event) => event.stopPropagation()}
            data-testid="document-link"
          >
            {row.DocumentNumber || '—'}
          </Anchor>
        );
      case 'RelationName':
        return <span title={row.RelationName}>{row.RelationName}</span>;
      case 'CompanyName':
        return <span title={row.CompanyName}>{row.CompanyName}</span>;
      case 'History':
        return <DocumentHistoryButton documentId={row.DocumentId} label={row.DocumentNumber} />;
      case 'DocumentDate':
        return date(row.DocumentDate);
      case 'DocumentDueDate':
        return date(row.DocumentDueDate);
      case 'DocumentPaymentDate':
        return date(row.DocumentPaymentDate);
      case 'DiscountDate':
        return row.DiscountAmount ? (
          <span title={t('Payment_Discount_Until', { 0: date(row.DiscountDate) })}>
            {formatAmount(row.DiscountAmount, locale)}
            <Text span size="xs" c="dimmed">{` · ${date(row.DiscountDate)}`}</Text>
          </span>
        ) : null;
      case 'Iban':
        return (
          <Group gap={6} wrap="nowrap">
            <span className="ll-pay-iban">{row.Iban || '—'}</span>
            <IbanCheckBadge check={row.IbanCheck} />
          </Group>
        );
      case 'GrossAmount':
        // A credit note lowers what is paid to its vendor: it shows as a negative amount. Part-paid: what is left
        // below it, with what was paid so far on hover (the discount is lost then).
        return (
          <>
            {row.IsCreditNote && <Text span size="xs" c="dimmed">{`${t('Payment_Credit_Note')} `}</Text>}
            {row.Currency !== 'EUR' && <Text span size="xs" c="dimmed">{`${row.Currency} `}</Text>}
            {formatAmount(row.IsCreditNote ? -Math.abs(row.GrossAmount) : row.GrossAmount, locale)}
            {row.AmountPaid > 0 && (
              <Text
                size="xs"
                c="orange.8"
                title={`${t('Payment_Paid_So_Far')}: ${formatAmount(row.AmountPaid, locale)}`}
                data-testid="part-paid"
              >
                {`${t('Payment_Open_Amount')}: ${formatAmount(row.IsCreditNote ? -row.OpenAmount : row.OpenAmount, locale)}`}
              </Text>
            )}
          </>
        );
      default:
        return null;
    }
  };

  const selectCell = (row: DocumentToPay) => {
    const reason = unselectableReason(row);
    const box = (
      <Checkbox
        size="xs"
        tabIndex={-1}
        disabled={reason !== null}
        checked={selection.ids.has(row.DocumentId)}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const native = event.nativeEvent;
          toggle(row.DocumentId, 'shiftKey' in native && native.shiftKey === true);
        }}
        aria-label={`${t('Bulk_Select_Row')} ${row.DocumentNumber}`}
        data-testid="select-row"
      />
    );
    return (
      <Table.Td className="ll-pay-select">
        {reason === null ? (
          box
        ) : (
          <Tooltip
            label={
              row.OpenBatchNumber !== null
                ? t('Payment_Already_In_Batch', { 0: row.OpenBatchNumber })
                : t(reason)
            }
            withinPortal
          >
            <span>{box}</span>
          </Tooltip>
        )}
      </Table.Td>
    );
  };

  const state = pageState(selection, selectable);
  return (
    <div className="ll-md-scroll ll-pay-scroll">
      <Table
        className="ll-md-table ll-pay-table ll-pay-sticky"
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing={8}
        style={{ opacity: loading && rows ? 0.6 : 1 }}
        data-testid="documents-to-pay"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className="ll-md-th ll-pay-select">
              <Checkbox
                size="xs"
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={selectable.length === 0}
                onChange={() => onSelection(togglePage(selection, selectable))}
                aria-label={t('Bulk_Select_Page')}
                data-testid="select-all"
              />
            </Table.Th>
            {columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((row) => {
                const reason = unselectableReason(row);
                return (
                  <Table.Tr
                    key={row.DocumentId}
                    className="ll-md-row"
                    tabIndex={0}
                    data-id={row.DocumentId}
                    data-selected={selection.ids.has(row.DocumentId) ? 'true' : undefined}
                    data-blocked={reason ? 'true' : undefined}
                    data-company={row.CompanyId}
                    onClick={(event) => reason === null && toggle(row.DocumentId, event.shiftKey)}
                    onKeyDown={(event) => onRowKey(event, row)}
                    data-testid="document-to-pay"
                  >
                    {selectCell(row)}
                    {columns.map((column) => (
                      <Table.Td
                        key={column.key}
                        className={column.numeric ? 'll-md-number' : undefined}
                        style={{ maxWidth: column.max }}
                      >
                        {cell(row, column.key)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            : skeletonRows.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td className="ll-pay-select" />
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={10} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

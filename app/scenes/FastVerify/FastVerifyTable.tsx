import { Checkbox, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock } from '@tabler/icons-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { formatDocumentDate } from '../Documents/cells';
import { EditableCell } from './EditableCell';
import type { EditableField, Edits, FastVerifySort, SortColumn } from './fastVerifyState';
import { ScoreBadge } from './ScoreBadge';

/**
 * The optional columns (spec 001 §2: reporting date, payment term, description, purchase order, packing slip) and the
 * company, left out when the list shows one company.
 */
export type OptionalColumns = Partial<
  Record<
    'Company' | 'ReportingDate' | 'PaymentTerm' | 'Description' | 'PurchaseOrderNumber' | 'PackingSlipNumber',
    boolean
  >
>;

type Props = {
  items: FastVerifyItem[];
  sort: FastVerifySort;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<string>;
  onToggle: (item: FastVerifyItem) => void;
  onToggleAll: () => void;
  edits: Edits;
  onEdit: (item: FastVerifyItem, field: EditableField, value: string | number | null) => void;
  refused: Record<string, string>;
  translate: (message: string) => string;
  companyName: (id: string) => string;
  optional: OptionalColumns;
  onOpen: (item: FastVerifyItem) => void;
};

const numeric = new Set<SortColumn>(['Score', 'NetAmount', 'VatAmount', 'GrossAmount']);

const isSlip = (item: FastVerifyItem) => item.DocumentType === 'PackingSlip';

/** Clicks on the row's own controls (checkbox, editors, the score card) do not open the document. */
const onControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('input, button, label, .ll-fv-low') !== null;

/** The fast verify table: one row per recognised document, low-confidence cells editable in place. */
export function FastVerifyTable(props: Props) {
  const { items, sort, selected, edits, optional, refused } = props;
  const { t, i18n } = useTranslation();
  const header = (column: SortColumn, label: string) => {
    const sorted = sort.column === column;
    return (
      <Table.Th
        key={column}
        aria-sort={sorted ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
        style={{ whiteSpace: 'nowrap' }}
      >
        <UnstyledButton
          onClick={() => props.onSort(column)}
          w="100%"
          data-testid={`fast-verify-sort-${column}`}
        >
          <Group
            gap={4}
            wrap="nowrap"
            justify={numeric.has(column) && column !== 'Score' ? 'flex-end' : undefined}
          >
            <Text size="xs" fw={600} tt="uppercase" lts={0.3} c={sorted ? undefined : 'dimmed'}>
              {label}
            </Text>
            {sorted && (sort.ascending ? <IconArrowUp size={12} /> : <IconArrowDown size={12} />)}
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.Id) || item.IsBlocked);
  const date = (value: string | null) => formatDocumentDate(value, i18n.language);
  const editable = (item: FastVerifyItem, field: EditableField) => (
    <EditableCell item={item} field={field} edits={edits} onEdit={props.onEdit} />
  );

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, item: FastVerifyItem) => {
    if (event.target !== event.currentTarget) return;
    const row = event.currentTarget;
    if (event.key === 'Enter') props.onOpen(item);
    else if (event.key === ' ') props.onToggle(item);
    else if (event.key === 'ArrowDown') (row.nextElementSibling as HTMLElement | null)?.focus();
    else if (event.key === 'ArrowUp') (row.previousElementSibling as HTMLElement | null)?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        highlightOnHover
        verticalSpacing={3}
        horizontalSpacing={6}
        fz="sm"
        data-testid="fast-verify-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>
              <Checkbox
                size="xs"
                aria-label={t('FastVerify_Select_All_Rows')}
                checked={allSelected}
                indeterminate={!allSelected && selected.size > 0}
                onChange={props.onToggleAll}
              />
            </Table.Th>
            {header('Score', t('FastVerify_Score'))}
            {optional.Company && header('Company', t('Company'))}
            {header('Relation', t('Column_RelationName'))}
            {header('Date', t('Column_DocumentDate'))}
            {header('Number', t('Column_DocumentNumber'))}
            {header('NetAmount', t('Column_NetAmount'))}
            {header('VatAmount', t('FastVerify_Field_VatAmount'))}
            {header('GrossAmount', t('Column_GrossAmount'))}
            {header('InvoiceType', t('Column_InvoiceType'))}
            {optional.ReportingDate && header('ReportingDate', t('FastVerify_Reporting_Date'))}
            {optional.PaymentTerm && header('PaymentTerm', t('FastVerify_Payment_Term'))}
            {optional.Description && header('Description', t('Column_Description'))}
            {optional.PurchaseOrderNumber && header('PurchaseOrderNumber', t('Column_PurchaseOrderNumber'))}
            {optional.PackingSlipNumber && header('PackingSlipNumber', t('FastVerify_Packing_Slip_Number'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.Id}
              tabIndex={0}
              className="ll-fv-row"
              style={{ cursor: 'pointer' }}
              bg={selected.has(item.Id) ? 'var(--mantine-primary-color-light)' : undefined}
              onClick={(event) => !onControl(event) && props.onOpen(item)}
              onKeyDown={(event) => onRowKey(event, item)}
              data-testid="fast-verify-row"
              data-id={item.Id}
              data-selected={selected.has(item.Id)}
            >
              <Table.Td>
                {item.IsBlocked ? (
                  <Tooltip label={t('FastVerify_Held_By', { 0: item.BlockedByUserName ?? '' })}>
                    <IconLock size={14} aria-label={t('Blocked')} />
                  </Tooltip>
                ) : (
                  <Checkbox
                    size="xs"
                    aria-label={t('FastVerify_Select_Row', { 0: item.Number || item.RelationName })}
                    checked={selected.has(item.Id)}
                    onChange={() => props.onToggle(item)}
                    tabIndex={-1}
                    data-testid="fast-verify-select"
                  />
                )}
              </Table.Td>
              <Table.Td>
                <ScoreBadge item={item} />
              </Table.Td>
              {optional.Company && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{props.companyName(item.CompanyId)}</Table.Td>
              )}
              {/* Narrower in a narrow window, so that the amounts stay in view. */}
              <Table.Td maw="min(220px, 20vw)">
                <Text size="sm" truncate="end" title={item.RelationName}>
                  {item.RelationName}
                </Text>
                {refused[item.Id] && (
                  <Text size="xs" c="red" data-testid="fast-verify-refused">
                    {props.translate(refused[item.Id])}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{editable(item, 'Date')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{editable(item, 'Number')}</Table.Td>
              {/* A packing slip has no amounts nor invoice type: its cells stay empty rather than show 0.00. */}
              <Table.Td ta="right">{!isSlip(item) && editable(item, 'NetAmount')}</Table.Td>
              <Table.Td ta="right">{!isSlip(item) && editable(item, 'VatAmount')}</Table.Td>
              <Table.Td ta="right">{!isSlip(item) && editable(item, 'GrossAmount')}</Table.Td>
              <Table.Td>{!isSlip(item) && t(`Invoice_Type_${item.InvoiceType}`)}</Table.Td>
              {optional.ReportingDate && <Table.Td>{date(item.ReportingDate)}</Table.Td>}
              {optional.PaymentTerm && <Table.Td>{item.PaymentTerm}</Table.Td>}
              {optional.Description && (
                <Table.Td maw={220}>
                  <Text size="sm" truncate="end" title={item.Description}>
                    {item.Description}
                  </Text>
                </Table.Td>
              )}
              {optional.PurchaseOrderNumber && <Table.Td>{item.PurchaseOrderNumber}</Table.Td>}
              {optional.PackingSlipNumber && <Table.Td>{item.PackingSlipNumber}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

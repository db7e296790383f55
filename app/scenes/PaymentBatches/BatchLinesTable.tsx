import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCash, IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import { type PaymentBatch, type PaymentBatchLine, PaymentBatchLineActions } from '../../api/paymentBatches';
import { formatDocumentDate } from '../Documents/cells';
import { formatMoment } from '../EmailInvoices/emailInvoiceView';
import { lineActions } from './approval';
import { LineStatusBadge } from './BatchStatusBadge';
import '../MasterData/masterdata.css';
import './paymentBatches.css';

type Props = {
  batch: PaymentBatch;
  /** Whether the user may change batches at all (right and session). */
  mayChange: boolean;
  onRemove: (line: PaymentBatchLine) => void;
  onMarkPaid: (line: PaymentBatchLine) => void;
  /** The line being marked paid right now. */
  markingPaid: string | null;
};

const columnCount = 10;

/** The lines of a batch: status, creditor, document, IBAN, BIC, amount, remittance, flags; each with its history. */
export function BatchLinesTable({ batch, mayChange, onRemove, onMarkPaid, markingPaid }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const actionLabel = (action: string) =>
    PaymentBatchLineActions.some((known) => known === action)
      ? t(`Payment_Batch_Line_Action_${action}`)
      : action;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const history = (line: PaymentBatchLine) => (
    <Table.Tr key={`${line.Id}-history`} data-testid="line-history">
      <Table.Td />
      <Table.Td colSpan={columnCount - 1}>
        {line.HistoryLines.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('No_History')}
          </Text>
        ) : (
          <Stack gap={2} py={2}>
            {line.HistoryLines.map((entry) => (
              <Text key={`${entry.Date}-${entry.Action}`} size="xs" data-testid="line-history-entry">
                <Text span size="xs" c="dimmed">
                  {`${formatMoment(entry.Date, locale)} · ${entry.UserName} · `}
                </Text>
                {actionLabel(entry.Action)}
                {entry.Remark && <Text span size="xs" fs="italic">{` — ${entry.Remark}`}</Text>}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <div className="ll-md-scroll">
      <Table
        className="ll-md-table ll-pay-table"
        verticalSpacing={4}
        horizontalSpacing="xs"
        highlightOnHover
        data-testid="batch-lines"
      >
        <Table.Thead>
          <Table.Tr>
            {[
              ['History', '', 30],
              ['Status', t('Status'), 90],
              ['Creditor', t('Payment_Creditor'), undefined],
              ['Document', t('Payment_Document_Number'), 120],
              ['DueDate', t('Due_Date'), 96],
              ['Amount', t('Payment_Amount'), 110],
              ['Iban', t('Iban'), 190],
              ['Bic', t('Payment_Bic'), 100],
              ['Remittance', t('Payment_Remittance'), undefined],
              ['Actions', '', 70],
            ].map(([key, label, width]) => (
              <Table.Th
                key={key}
                className={key === 'Actions' ? 'll-md-th ll-pay-actions' : 'll-md-th'}
                style={{ width, textAlign: key === 'Amount' ? 'right' : undefined }}
              >
                <Text size="xs" fw={600} c="dimmed" truncate>
                  {label}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.Lines.map((line) => {
            const actions = lineActions(batch, line, mayChange);
            const expanded = open.has(line.Id);
            return (
              <Fragment key={line.Id}>
                <Table.Tr
                  data-testid="batch-line"
                  data-status={line.Status}
                  data-blocked={line.Status === 'Removed' ? 'true' : undefined}
                  className="ll-pay-line"
                >
                  <Table.Td>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      onClick={() => toggle(line.Id)}
                      aria-expanded={expanded}
                      aria-label={`${t('History')} ${line.DocumentNumber}`}
                      data-testid="line-history-toggle"
                    >
                      {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <LineStatusBadge status={line.Status} batch={batch.Status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <span title={line.RelationName}>{line.RelationName}</span>
                      {line.Flags.map((flag) => (
                        <Tooltip
                          key={flag}
                          label={t(`Payment_Batch_Line_Flag_${flag}_Info`)}
                          withinPortal
                          multiline
                          maw={280}
                        >
                          <Badge
                            size="xs"
                            color="orange"
                            variant="light"
                            data-testid="line-flag"
                            data-flag={flag}
                          >
                            {t(`Payment_Batch_Line_Flag_${flag}`)}
                          </Badge>
                        </Tooltip>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/purchase-invoice/${line.DocumentId}`} size="sm">
                      {line.DocumentNumber || '—'}
                    </Anchor>
                    {line.NettedDocumentIds.length > 0 && (
                      <Text span size="xs" c="dimmed" data-testid="line-netted">
                        {` ${t('Payment_Batch_Line_Netted', { 0: line.NettedDocumentIds.length })}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDocumentDate(line.DocumentDueDate, locale)}</Table.Td>
                  <Table.Td className="ll-md-number">
                    {formatCurrencyAmount(line.Amount, batch.Currency, locale)}
                  </Table.Td>
                  <Table.Td>
                    <span className="ll-pay-iban">{line.IBAN}</span>
                  </Table.Td>
                  <Table.Td>
                    <span className="ll-pay-iban">{line.BIC}</span>
                  </Table.Td>
                  <Table.Td>
                    <span title={line.Remittance}>{line.Remittance}</span>
                  </Table.Td>
                  <Table.Td className="ll-pay-actions">
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      {actions.markPaid && (
                        <Tooltip label={t('Payment_Line_Mark_Paid')} withinPortal>
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="green"
                            loading={markingPaid === line.Id}
                            onClick={() => onMarkPaid(line)}
                            aria-label={`${t('Payment_Line_Mark_Paid')} ${line.DocumentNumber}`}
                            data-testid="line-mark-paid"
                          >
                            <IconCash size={15} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {actions.remove && (
                        <Tooltip label={t('Payment_Line_Remove')} withinPortal>
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red"
                            onClick={() => onRemove(line)}
                            aria-label={`${t('Payment_Line_Remove')} ${line.DocumentNumber}`}
                            data-testid="line-remove"
                          >
                            <IconTrash size={15} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {expanded && history(line)}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      {batch.Lines.length === 0 && (
        <div className="ll-md-message">
          <Text size="sm" c="dimmed">
            {t('Payment_Batch_Lines_None')}
          </Text>
        </div>
      )}
    </div>
  );
}

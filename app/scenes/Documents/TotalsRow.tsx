import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain/amount/format';
import { isAmountColumn, type OverviewColumn, type OverviewTotal } from '../../../domain/documents';

type Props = {
  columns: OverviewColumn[];
  totals: OverviewTotal[] | undefined;
  onAsk: (() => void) | null;
  /** An empty cell first, under the overview's selection column. */
  leadingCell?: boolean;
};

/**
 * The totals of the whole filtered set under the amount columns, one line per currency when mixed;
 * for a large set a button asks for them first.
 */
export function TotalsRow({ columns, totals, onAsk, leadingCell = false }: Props) {
  const { t, i18n } = useTranslation();
  if (!columns.some(isAmountColumn) || (!onAsk && (!totals || totals.length === 0))) return null;
  const shown = onAsk ? [] : (totals ?? []);
  const mixed = shown.length > 1;
  const amountOf = (total: OverviewTotal, column: OverviewColumn) => {
    const value = column === 'NetAmount' ? total.NetAmount : total.GrossAmount;
    const amount = formatAmount(value, i18n.language);
    return mixed || total.Currency !== 'EUR' ? `${total.Currency} ${amount}` : amount;
  };
  return (
    <Table.Tfoot className="ll-doc-totals" data-testid="overview-totals">
      <Table.Tr>
        {leadingCell && <Table.Td className="ll-doc-select" />}
        {columns.map((column, index) => (
          <Table.Td key={column} className={`ll-doc-td ${isAmountColumn(column) ? 'll-doc-amount' : ''}`}>
            {index === 0 && !isAmountColumn(column) ? (
              <Group gap={6} wrap="nowrap">
                <Text size="xs" fw={700} tt="uppercase">
                  {t('Total')}
                </Text>
                {onAsk && (
                  <Button size="compact-xs" variant="light" onClick={onAsk} data-testid="overview-totals-ask">
                    {t('Show_Totals')}
                  </Button>
                )}
              </Group>
            ) : isAmountColumn(column) ? (
              <Stack gap={0}>
                {shown.map((total) => (
                  <Text
                    key={total.Currency}
                    size="sm"
                    fw={700}
                    data-testid={`total-${column}-${total.Currency}`}
                  >
                    {amountOf(total, column)}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Table.Td>
        ))}
      </Table.Tr>
    </Table.Tfoot>
  );
}

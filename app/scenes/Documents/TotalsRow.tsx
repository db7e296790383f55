import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain/amount/format';
import { isAmountColumn, type OverviewColumn, type OverviewTotal } from '../../../domain/documents';

type Props = { columns: OverviewColumn[]; totals: OverviewTotal[] | undefined };

/** The totals of the whole filtered set under the amount columns, one line per currency when mixed. */
export function TotalsRow({ columns, totals }: Props) {
  const { t, i18n } = useTranslation();
  if (!totals || totals.length === 0 || !columns.some(isAmountColumn)) return null;
  const mixed = totals.length > 1;
  const amountOf = (total: OverviewTotal, column: OverviewColumn) => {
    const value = column === 'NetAmount' ? total.NetAmount : total.GrossAmount;
    const amount = formatAmount(value, i18n.language);
    return mixed || total.Currency !== 'EUR' ? `${total.Currency} ${amount}` : amount;
  };
  return (
    <Table.Tfoot className="ll-doc-totals" data-testid="overview-totals">
      <Table.Tr>
        {columns.map((column, index) => (
          <Table.Td key={column} className={`ll-doc-td ${isAmountColumn(column) ? 'll-doc-amount' : ''}`}>
            {index === 0 && !isAmountColumn(column) ? (
              <Text size="xs" fw={700} tt="uppercase">
                {t('Total')}
              </Text>
            ) : isAmountColumn(column) ? (
              <Stack gap={0}>
                {totals.map((total) => (
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

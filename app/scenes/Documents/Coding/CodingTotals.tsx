import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../domain/amount/format';
import { type CodingHeader, codingTotals } from '../../../../domain/coding';

type Props = {
  lines: ReadonlyArray<{ NetAmount: number; VatAmount: number }>;
  header: Pick<CodingHeader, 'NetAmount' | 'VatAmount' | 'GrossAmount'>;
};

/** The running totals of the lines against the invoice: net, VAT and gross, differences highlighted. */
export function CodingTotals({ lines, header }: Props) {
  const { t, i18n } = useTranslation();
  const totals = codingTotals(lines, header);
  const amount = (value: number) => formatAmount(value, i18n.language);
  const rows = [
    {
      key: 'Net',
      label: 'Coding_Net',
      invoice: header.NetAmount,
      lines: totals.NetAmount,
      difference: totals.NetDifference,
    },
    {
      key: 'Vat',
      label: 'Coding_Vat',
      invoice: header.VatAmount,
      lines: totals.VatAmount,
      difference: totals.VatDifference,
    },
    {
      key: 'Gross',
      label: 'Coding_Gross',
      invoice: header.GrossAmount,
      lines: totals.GrossAmount,
      difference: totals.GrossDifference,
    },
  ];
  return (
    <Table
      className="ll-coding-totals"
      style={{ width: 'auto' }}
      verticalSpacing={2}
      fz="xs"
      data-testid="coding-totals"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th className="ll-doc-amount">{t('Coding_Lines_Total')}</Table.Th>
          <Table.Th className="ll-doc-amount">{t('Coding_Invoice_Total')}</Table.Th>
          <Table.Th className="ll-doc-amount">{t('Coding_Difference')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`coding-total-${row.key}`}>
            <Table.Td fw={600}>{t(row.label)}</Table.Td>
            <Table.Td className="ll-doc-amount">{amount(row.lines)}</Table.Td>
            <Table.Td className="ll-doc-amount">{amount(row.invoice)}</Table.Td>
            <Table.Td
              className="ll-doc-amount"
              c={row.difference === 0 ? 'dimmed' : 'red.7'}
              fw={row.difference === 0 ? undefined : 700}
              data-testid={`coding-difference-${row.key}`}
              data-off={row.difference !== 0 || undefined}
            >
              {amount(row.difference)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatQuantity } from '../../../domain/amount/format';
import type { InvoiceLine, InvoiceLineColumn } from '../../../domain/documents';

type Props = { lines: InvoiceLine[]; columns: InvoiceLineColumn[] };

/** The invoice lines in the columns the company uses. */
export function InvoiceLinesTable({ lines, columns }: Props) {
  const { t, i18n } = useTranslation();
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="lines-empty">
        {t('No_Invoice_Lines')}
      </Text>
    );
  }
  const value = (line: InvoiceLine, column: InvoiceLineColumn) => {
    const raw = line[column.Name];
    if (typeof raw !== 'number') return raw;
    if (column.Name === 'Quantity') return formatQuantity(raw, i18n.language);
    return column.IsAmount ? formatAmount(raw, i18n.language) : String(raw);
  };
  return (
    <Table.ScrollContainer minWidth={400} type="native">
      <Table className="ll-doc-table" verticalSpacing={4} fz="xs" striped data-testid="invoice-lines">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.Name} className={column.IsAmount ? 'll-doc-amount' : undefined}>
                {t(column.Caption, { defaultValue: column.Caption })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.Id}>
              {columns.map((column) => (
                <Table.Td
                  key={column.Name}
                  className={`ll-doc-td${column.IsAmount || column.Name === 'Quantity' ? ' ll-doc-amount' : ''}`}
                >
                  {value(line, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

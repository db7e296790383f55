import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  formatQuantity,
  formatTaxPercentage,
  formatUnitPrice,
} from '../../../domain/amount/format';
import type { InvoiceLine, InvoiceLineColumn } from '../../../domain/documents';

type Props = { lines: InvoiceLine[]; columns: InvoiceLineColumn[]; packingSlip?: boolean };

// Shown even when empty: what every line has. Other columns only when some line fills them.
const essential = new Set<keyof InvoiceLine>(['LineNumber', 'Description', 'NetAmount']);
// A packing slip counts goods; prices and VAT belong to the invoice.
const priceColumns = new Set<keyof InvoiceLine>([
  'UnitPrice',
  'NetAmount',
  'VatCode',
  'VatPercentage',
  'VatAmount',
]);

/** The company's line columns that this document's lines actually use (a packing slip's without prices). */
export function usedColumns(
  lines: InvoiceLine[],
  columns: InvoiceLineColumn[],
  packingSlip = false,
): InvoiceLineColumn[] {
  return columns.filter((column) => {
    if (packingSlip && (column.IsAmount || priceColumns.has(column.Name))) return false;
    return (
      essential.has(column.Name) || lines.some((line) => line[column.Name] !== '' && line[column.Name] !== 0)
    );
  });
}

/** The invoice lines in the columns the company uses. */
export function InvoiceLinesTable({ lines, columns, packingSlip = false }: Props) {
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
    if (column.Name === 'UnitPrice') return formatUnitPrice(raw, i18n.language);
    if (column.Name === 'VatPercentage') return formatTaxPercentage(raw, i18n.language);
    return column.IsAmount ? formatAmount(raw, i18n.language) : String(raw);
  };
  const shown = usedColumns(lines, columns, packingSlip);
  const numeric = (column: InvoiceLineColumn) =>
    column.IsAmount || column.Name === 'Quantity' || column.Name === 'VatPercentage';
  return (
    <Table.ScrollContainer minWidth={Math.max(400, shown.length * 92)} type="native">
      <Table className="ll-doc-table" verticalSpacing={4} fz="xs" striped data-testid="invoice-lines">
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.Name} className={numeric(column) ? 'll-doc-amount' : undefined}>
                {t(column.Caption, { defaultValue: column.Caption })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.Id}>
              {shown.map((column) => (
                <Table.Td key={column.Name} className={`ll-doc-td${numeric(column) ? ' ll-doc-amount' : ''}`}>
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

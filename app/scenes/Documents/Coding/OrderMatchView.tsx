import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity, formatUnitPrice } from '../../../../domain/amount/format';
import type { PurchaseOrderMatchView } from '../../../../domain/coding';
import { useMessage } from '../../common/useMessage';

/** The invoice lines beside the order lines they match: quantities, price difference and flags highlighted. */
export function OrderMatchView({ match }: { match: PurchaseOrderMatchView }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const quantity = (value: number) => formatQuantity(value, i18n.language);
  const headers = [
    'Coding_Invoice_Line',
    'Purchase_Order',
    'Coding_Order_Line',
    'Coding_Ordered',
    'Coding_Received',
    'Coding_Invoiced_Before',
    'Coding_This_Invoice',
    'Coding_Price_Difference',
    'Coding_Flags',
  ];
  return (
    <Stack gap={6} data-testid="coding-order-match">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('Coding_Order_Match')}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          {t(`Coding_Order_Match_${match.Mode}`)}
        </Badge>
      </Group>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table className="ll-doc-table" verticalSpacing={2} fz="xs">
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{t(header)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {match.Matches.map((line) => {
              const order = match.OrderLines.find((candidate) => candidate.Id === line.OrderLine?.Id);
              const flagged = line.Flags.length > 0 || !order;
              return (
                <Table.Tr
                  key={line.InvoiceLineNumber}
                  data-flagged={flagged || undefined}
                  className={flagged ? 'll-coding-flagged' : undefined}
                >
                  <Table.Td>{line.InvoiceLineNumber}</Table.Td>
                  <Table.Td>{order?.PurchaseOrderCode ?? '—'}</Table.Td>
                  <Table.Td>
                    {order ? `${order.LineNumber} ${order.ArticleCode}` : t('Coding_Not_Matched')}
                  </Table.Td>
                  <Table.Td className="ll-doc-amount">{order ? quantity(order.Quantity) : ''}</Table.Td>
                  <Table.Td className="ll-doc-amount">
                    {order ? quantity(order.QuantityReceived) : ''}
                  </Table.Td>
                  <Table.Td className="ll-doc-amount">
                    {order ? quantity(order.QuantityInvoiced) : ''}
                  </Table.Td>
                  <Table.Td className="ll-doc-amount">{quantity(line.Quantity)}</Table.Td>
                  <Table.Td className="ll-doc-amount" c={line.PriceDifference === 0 ? undefined : 'orange.8'}>
                    {order ? formatUnitPrice(line.PriceDifference, i18n.language) : ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2}>
                      {line.Flags.map((flag) => (
                        <Badge
                          key={flag}
                          size="xs"
                          color={flag === 'OverInvoiced' ? 'orange' : 'red'}
                          variant="light"
                        >
                          {t(`Coding_Flag_${flag}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {match.Outcome.Errors.map((error) => (
        <Text key={error} size="xs" c="red.7">
          {message(error)}
        </Text>
      ))}
      {match.Outcome.Warnings.map((warning) => (
        <Text key={warning} size="xs" c="orange.7">
          {message(warning)}
        </Text>
      ))}
    </Stack>
  );
}

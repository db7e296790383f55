import { Badge, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { webhookEventLabel } from '../../../domain/api/webhooks';
import { useRetryDelivery, useWebhookDeliveries } from '../../api/webhooks';
import { moment } from './format';

const stateColors = { Pending: 'yellow', Delivered: 'teal', Failed: 'red' } as const;

/** The last deliveries of a webhook: event, state, attempts, the receiver's last answer, and a retry when Failed. */
export function DeliveryLog({ webhookId, readOnly }: { webhookId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(webhookId, true);
  const retry = useRetryDelivery(webhookId);
  if (deliveries.isPending)
    return (
      <Center py="sm">
        <Loader size="xs" />
      </Center>
    );
  if (deliveries.isError || deliveries.data.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs" data-testid="webhook-deliveries-empty">
        {t(deliveries.isError ? 'List_Load_Failed' : 'No_Webhook_Deliveries')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} fz="xs" data-testid="webhook-deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Created')}</Table.Th>
            <Table.Th>{t('Webhook_Event')}</Table.Th>
            <Table.Th>{t('State')}</Table.Th>
            <Table.Th>{t('Attempts')}</Table.Th>
            <Table.Th>{t('Webhook_Last_Answer')}</Table.Th>
            <Table.Th>{t('Webhook_Next_Attempt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.Id} data-testid="webhook-delivery">
              <Table.Td>{moment(delivery.Created, i18n.language)}</Table.Td>
              <Table.Td>{t(webhookEventLabel(delivery.Event))}</Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={stateColors[delivery.State]}>
                  {t(`Webhook_Delivery_State_${delivery.State}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{delivery.Attempts}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {delivery.LastError || (delivery.LastStatusCode ? `HTTP ${delivery.LastStatusCode}` : '')}
              </Table.Td>
              <Table.Td>{delivery.NextAttempt ? moment(delivery.NextAttempt, i18n.language) : ''}</Table.Td>
              <Table.Td>
                {!readOnly && delivery.State === 'Failed' && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    loading={retry.isPending && retry.variables === delivery.Id}
                    onClick={() => retry.mutate(delivery.Id)}
                  >
                    {t('Retry')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import type { PaymentBatch } from '../../api/paymentBatches';
import { Modal } from '../../components/Modal';
import { useMessage } from '../common/useMessage';
import { formatDocumentDate } from '../Documents/cells';
import { approvalTotals } from './approval';

type Props = { batch: PaymentBatch; onCancel: () => void; onApprove: () => void; approving: boolean };

/** Before approving, the totals that will be paid and anything that blocks approval (then it cannot be approved). */
export function ApproveDialog({ batch, onCancel, onApprove, approving }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const totals = approvalTotals(batch);
  const blocked = batch.Blockers.length > 0;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('Payment_Batch_Approve_Title', { 0: batch.Number })}
      size="md"
      data-testid="approve-batch"
    >
      <Stack gap="sm">
        <SimpleGrid cols={3} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('Payment_Batch_Lines')}
            </Text>
            <Text size="sm" fw={600} data-testid="approve-count">
              {totals.count}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('Total')}
            </Text>
            <Text size="sm" fw={600} data-testid="approve-total">
              {formatCurrencyAmount(totals.amount, batch.Currency, i18n.language)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('Payment_Transaction_Date')}
            </Text>
            <Text size="sm" fw={600}>
              {formatDocumentDate(batch.TransactionDate, i18n.language) || '—'}
            </Text>
          </Stack>
        </SimpleGrid>
        {totals.removed > 0 && (
          <Text size="xs" c="dimmed">
            {t('Payment_Batch_Removed_Lines', { 0: totals.removed })}
          </Text>
        )}
        {blocked ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={16} />}
            title={t('Payment_Batch_Blocked')}
            data-testid="approve-blockers"
          >
            <List size="sm" spacing={2}>
              {batch.Blockers.map((blocker) => (
                <List.Item key={blocker}>{message(blocker)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm">{t('Payment_Batch_Approve_Info')}</Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button
            size="xs"
            disabled={blocked}
            onClick={onApprove}
            loading={approving}
            data-autofocus
            data-testid="approve-confirm"
          >
            {t('Payment_Batch_Approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

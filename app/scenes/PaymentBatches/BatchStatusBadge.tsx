import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentBatchLineStatus, PaymentBatchStatus } from '../../../domain/payments/batch';

const batchColors: Record<PaymentBatchStatus, string> = {
  Unknown: 'gray',
  Concept: 'blue',
  Approved: 'teal',
  Completed: 'green',
  Cancelled: 'gray',
};

const lineColors: Record<PaymentBatchLineStatus, string> = {
  Unknown: 'gray',
  Concept: 'blue',
  Paid: 'green',
  Removed: 'gray',
};

/** A payment batch's status as a coloured badge. */
export function BatchStatusBadge({ status }: { status: PaymentBatchStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      variant="light"
      color={batchColors[status]}
      miw="max-content"
      data-testid="batch-status"
      data-status={status}
    >
      {t(`Payment_Batch_Status_${status}`)}
    </Badge>
  );
}

/**
 * A batch line's status as a coloured badge. The open lines of a cancelled batch keep their status (the history
 * shows what was in it) but will never be paid: they read as cancelled, not as open.
 */
export function LineStatusBadge({
  status,
  batch,
}: {
  status: PaymentBatchLineStatus;
  batch: PaymentBatchStatus;
}) {
  const { t } = useTranslation();
  const cancelled = batch === 'Cancelled' && status === 'Concept';
  return (
    <Badge
      size="xs"
      variant="light"
      color={cancelled ? batchColors.Cancelled : lineColors[status]}
      miw="max-content"
      data-testid="line-status"
      data-status={status}
    >
      {cancelled ? t('Payment_Batch_Status_Cancelled') : t(`Payment_Batch_Line_Status_${status}`)}
    </Badge>
  );
}

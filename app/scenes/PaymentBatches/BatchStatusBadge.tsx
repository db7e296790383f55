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

/** A batch line's status as a coloured badge. */
export function LineStatusBadge({ status }: { status: PaymentBatchLineStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      variant="light"
      color={lineColors[status]}
      miw="max-content"
      data-testid="line-status"
      data-status={status}
    >
      {t(`Payment_Batch_Line_Status_${status}`)}
    </Badge>
  );
}

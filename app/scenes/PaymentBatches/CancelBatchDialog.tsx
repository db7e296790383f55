import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentBatch } from '../../api/paymentBatches';
import { RemarkDialog } from './RemarkDialog';

type Props = {
  batch: Pick<PaymentBatch, 'Number'>;
  onCancel: () => void;
  onConfirm: (remark: string) => void;
  cancelling: boolean;
};

/** Cancelling a batch asks why: the remark is mandatory (Payment_Batch_Cancel_Remark_Mandatory) and kept in each
 * line's history. */
export function CancelBatchDialog({ batch, onCancel, onConfirm, cancelling }: Props) {
  const { t } = useTranslation();
  return (
    <RemarkDialog
      title={t('Payment_Batch_Cancel')}
      confirm={t('Payment_Batch_Cancel')}
      mandatory="Payment_Batch_Cancel_Remark_Mandatory"
      onCancel={onCancel}
      onConfirm={onConfirm}
      busy={cancelling}
      testId="cancel-batch"
    >
      <Text size="sm">{t('Payment_Batch_Cancel_Confirm', { 0: batch.Number })}</Text>
    </RemarkDialog>
  );
}

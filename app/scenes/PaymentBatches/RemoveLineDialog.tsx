import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import type { PaymentBatchLine } from '../../api/paymentBatches';
import { RemarkDialog } from './RemarkDialog';

type Props = {
  line: PaymentBatchLine;
  currency: string;
  onCancel: () => void;
  onRemove: (remark: string) => void;
  removing: boolean;
};

/** Removing a line asks why: the remark is mandatory (Payment_Batch_Line_Remark_Mandatory) and kept in its history. */
export function RemoveLineDialog({ line, currency, onCancel, onRemove, removing }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <RemarkDialog
      title={t('Payment_Line_Remove')}
      confirm={t('Payment_Line_Remove')}
      mandatory="Payment_Batch_Line_Remark_Mandatory"
      onCancel={onCancel}
      onConfirm={onRemove}
      busy={removing}
      testId="remove-line"
    >
      <Text size="sm">
        {`${line.RelationName} · ${line.DocumentNumber} · ${formatCurrencyAmount(line.Amount, currency, i18n.language)}`}
      </Text>
    </RemarkDialog>
  );
}

import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import type { PaymentBatchLine } from '../../api/paymentBatches';
import { Modal } from '../../components/Modal';

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
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const missing = remark.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onRemove(remark.trim());
  };
  return (
    <Modal opened onClose={onCancel} title={t('Payment_Line_Remove')} size="sm" data-testid="remove-line">
      <Stack gap="sm">
        <Text size="sm">
          {`${line.RelationName} · ${line.DocumentNumber} · ${formatCurrencyAmount(line.Amount, currency, i18n.language)}`}
        </Text>
        <Textarea
          size="xs"
          label={t('Payment_Remark')}
          withAsterisk
          rows={3}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          error={tried && missing ? t('Payment_Batch_Line_Remark_Mandatory') : undefined}
          data-autofocus
          data-testid="remove-line-remark"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button size="xs" color="red" onClick={submit} loading={removing} data-testid="remove-line-confirm">
            {t('Payment_Line_Remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

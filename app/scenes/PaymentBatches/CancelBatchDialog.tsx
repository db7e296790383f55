import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentBatch } from '../../api/paymentBatches';
import { Modal } from '../../components/Modal';

type Props = {
  batch: Pick<PaymentBatch, 'Number'>;
  onCancel: () => void;
  onConfirm: (remark: string) => void;
  cancelling: boolean;
};

/**
 * Cancelling a batch asks why: the remark is mandatory (Payment_Batch_Cancel_Remark_Mandatory) and kept in each
 * line's history. Enter in the remark makes a new line; Ctrl+Enter (or Cmd+Enter) confirms.
 */
export function CancelBatchDialog({ batch, onCancel, onConfirm, cancelling }: Props) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const missing = remark.trim() === '';
  const submit = () => {
    if (!missing && !cancelling) onConfirm(remark.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Modal opened onClose={onCancel} title={t('Payment_Batch_Cancel')} size="sm" data-testid="cancel-batch">
      <Stack gap="sm">
        <Text size="sm">{t('Payment_Batch_Cancel_Confirm', { 0: batch.Number })}</Text>
        <Textarea
          size="xs"
          label={t('Payment_Remark')}
          description={missing ? t('Payment_Batch_Cancel_Remark_Mandatory') : undefined}
          withAsterisk
          rows={3}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-autofocus
          data-testid="cancel-batch-remark"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button
            size="xs"
            color="red"
            disabled={missing}
            onClick={submit}
            loading={cancelling}
            data-testid="cancel-batch-confirm"
          >
            {t('Payment_Batch_Cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

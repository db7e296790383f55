import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import { isoDateOf } from '../../../domain/date/calendar';
import { useCreatePaymentBatch } from '../../api/paymentBatches';
import { DateEditor } from '../../components/DateEditor';
import { Modal } from '../../components/Modal';
import { popups } from '../../shell/popups/popupStore';
import { nextWorkingDay } from './documentsToPay';

type Props = {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  companyName: string;
  documentIds: string[];
  totals: { Currency: string; Count: number; Amount: number }[];
};

/** Creates a Concept batch of the selected documents on a chosen execution date, then opens it. */
export function CreateBatchDialog({ opened, onClose, companyId, companyName, documentIds, totals }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePaymentBatch();
  const [transactionDate, setTransactionDate] = useState<string | null>(() =>
    nextWorkingDay(isoDateOf(new Date())),
  );

  const submit = () => {
    if (!transactionDate) return;
    create.mutate(
      { CompanyId: companyId, TransactionDate: transactionDate, DocumentIds: documentIds },
      {
        onSuccess: (batch) => {
          popups.add({ Message: 'Payment_Batch_Saved_Successfully', Icon: 'check' });
          onClose();
          navigate(`/payment-batches/${batch.Id}`);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Payment_Create_Batch')}
      size="sm"
      data-testid="create-batch"
    >
      <Stack gap="sm">
        <Text size="sm">{companyName}</Text>
        <Stack gap={2}>
          {totals.map((total) => (
            <Text key={total.Currency} size="sm" fw={600} data-testid="create-batch-total">
              {t('Payment_Selected_Total', {
                0: total.Count,
                1: formatCurrencyAmount(total.Amount, total.Currency, i18n.language),
              })}
            </Text>
          ))}
        </Stack>
        <DateEditor
          label={t('Payment_Transaction_Date')}
          value={transactionDate}
          futureMonths={3}
          onChange={setTransactionDate}
          data-testid="create-batch-date"
        />
        <Text size="xs" c="dimmed">
          {t('Payment_Create_Batch_Info')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button
            size="xs"
            onClick={submit}
            disabled={!transactionDate}
            loading={create.isPending}
            data-testid="create-batch-confirm"
          >
            {t('Payment_Create_Batch')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

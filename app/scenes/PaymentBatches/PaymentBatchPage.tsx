import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconCircleCheck,
  IconDownload,
  IconFlagCheck,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import { mayCancel, mayComplete, mayCreateFile } from '../../../domain/payments/batch';
import { messageOf } from '../../api/apiError';
import { useCurrentUser } from '../../api/currentUser';
import {
  downloadPaymentBatchFile,
  type PaymentBatch,
  type PaymentBatchLine,
  useApprovePaymentBatch,
  useCancelPaymentBatch,
  useCompletePaymentBatch,
  usePaymentBatch,
  useRemovePaymentBatchLine,
  useSetPaymentBatchLinePaid,
} from '../../api/paymentBatches';
import { ConfirmationDialog } from '../../components/ConfirmationDialog';
import { useShellData } from '../../session/ShellDataContext';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { formatDocumentDate } from '../Documents/cells';
import { saveBlob } from '../Documents/download';
import { formatMoment } from '../EmailInvoices/emailInvoiceView';
import { ApproveDialog } from './ApproveDialog';
import { approveRefusal, changeRefusal } from './approval';
import { BatchLinesTable } from './BatchLinesTable';
import { BatchStatusBadge } from './BatchStatusBadge';
import { CancelBatchDialog } from './CancelBatchDialog';
import { RemoveLineDialog } from './RemoveLineDialog';

const listPath = '/payment-batches';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/**
 * /payment-batches/:id: one batch with its lines; approve (four eyes), mark completed, cancel (with a remark),
 * download the SEPA file.
 */
export function PaymentBatchPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const batch = usePaymentBatch(id);
  if (batch.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(batch.error, 'Payment_Batch_Not_Found'))}
        backTo={listPath}
        backLabel={t('Payment_Batches')}
      />
    );
  }
  if (!batch.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return <PaymentBatchDetail batch={batch.data} />;
}

function PaymentBatchDetail({ batch }: { batch: PaymentBatch }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const locale = i18n.language;
  const readOnly = useIsReadOnly();
  const user = useCurrentUser();
  const { guard } = useShellData();
  const approve = useApprovePaymentBatch();
  const complete = useCompletePaymentBatch();
  const cancel = useCancelPaymentBatch();
  const removeLine = useRemovePaymentBatchLine();
  const markPaid = useSetPaymentBatchLinePaid();
  const [approving, setApproving] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [removing, setRemoving] = useState<PaymentBatchLine | null>(null);
  const [downloading, setDownloading] = useState(false);

  const refusal = approveRefusal(batch, {
    userId: user.data?.Id ?? '',
    actionRights: guard.actionRights,
    readOnly,
  });
  const mayChange = changeRefusal({ actionRights: guard.actionRights, readOnly }) === null;
  const money = (amount: number) => formatCurrencyAmount(amount, batch.Currency, locale);
  const lineUpdated = () => popups.add({ Message: 'Payment_Batch_Line_Updated_Successfully', Icon: 'check' });

  const download = () => {
    setDownloading(true);
    downloadPaymentBatchFile(batch.Id)
      .then((file) => saveBlob(file.blob, file.fileName))
      .catch((failure: unknown) => popups.add({ Message: messageOf(failure), Icon: 'close' }))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <Anchor component={Link} to={listPath} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('Payment_Batches')}
        </Group>
      </Anchor>
      <PageHeader
        title={
          <Group gap="xs" component="span">
            {t('Payment_Batch_Title', { 0: batch.Number })}
            <BatchStatusBadge status={batch.Status} />
          </Group>
        }
        actions={
          <>
            {batch.Status === 'Concept' && (
              <Tooltip
                label={refusal ? message(refusal) : ''}
                disabled={!refusal}
                withinPortal
                multiline
                maw={300}
              >
                <Button
                  size="xs"
                  leftSection={<IconCircleCheck size={14} />}
                  disabled={refusal !== null}
                  onClick={() => setApproving(true)}
                  data-testid="batch-approve"
                  data-refusal={refusal ?? undefined}
                >
                  {t('Payment_Batch_Approve')}
                </Button>
              </Tooltip>
            )}
            {mayComplete(batch.Status) && mayChange && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFlagCheck size={14} />}
                onClick={() => setCompleting(true)}
                data-testid="batch-complete"
              >
                {t('Payment_Batch_Complete')}
              </Button>
            )}
            {mayCancel(batch.Status) && mayChange && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconBan size={14} />}
                onClick={() => setCancelling(true)}
                data-testid="batch-cancel"
              >
                {t('Payment_Batch_Cancel')}
              </Button>
            )}
            <Tooltip
              label={t('Payment_Batch_File_Not_Approved')}
              disabled={mayCreateFile(batch.Status)}
              withinPortal
            >
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                disabled={!mayCreateFile(batch.Status)}
                loading={downloading}
                onClick={download}
                data-testid="batch-download"
              >
                {t('Payment_Batch_Download_File')}
              </Button>
            </Tooltip>
          </>
        }
      />
      <Stack gap="md">
        {refusal && batch.Status === 'Concept' && (
          <Text size="xs" c="dimmed" data-testid="batch-approve-reason">
            {message(refusal)}
          </Text>
        )}
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" verticalSpacing="xs">
            <Fact label={t('Company')}>{batch.CompanyName}</Fact>
            <Fact label={t('Payment_Batch_Date')}>{formatDocumentDate(batch.Date, locale)}</Fact>
            <Fact label={t('Payment_Transaction_Date')}>
              {formatDocumentDate(batch.TransactionDate, locale)}
            </Fact>
            <Fact label={t('Payment_Batch_Lines')} testId="batch-line-count">
              {batch.LineCount}
            </Fact>
            <Fact label={t('Total')} testId="batch-total">
              {money(batch.TotalAmount)}
            </Fact>
            <Fact label={t('Payment_Batch_Booking')}>{batch.BatchBooking ? t('Yes') : t('No')}</Fact>
            <Fact label={t('Payment_Debtor_Account')}>
              <span className="ll-pay-iban">{batch.Iban}</span>
            </Fact>
            <Fact label={t('Payment_Bic')}>
              <span className="ll-pay-iban">{batch.Bic}</span>
            </Fact>
            <Fact label={t('Payment_Batch_Created_By')}>{batch.CreatedByName}</Fact>
            <Fact label={t('Payment_Batch_Approved_By')} testId="batch-approved-by">
              {batch.ApprovedByName && (
                <>
                  {batch.ApprovedByName}
                  {batch.ApprovedAt && (
                    <Text size="xs" c="dimmed">
                      {formatMoment(batch.ApprovedAt, locale)}
                    </Text>
                  )}
                </>
              )}
            </Fact>
          </SimpleGrid>
        </Paper>
        {batch.Status === 'Concept' && batch.Blockers.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={16} />}
            title={t('Payment_Batch_Blocked')}
            data-testid="batch-blockers"
          >
            {batch.Blockers.map((blocker) => (
              <Text key={blocker} size="sm">
                {message(blocker)}
              </Text>
            ))}
          </Alert>
        )}
        <Paper withBorder radius="md">
          <BatchLinesTable
            batch={batch}
            mayChange={mayChange}
            onRemove={setRemoving}
            onMarkPaid={(line) => markPaid.mutate(line.Id, { onSuccess: lineUpdated })}
            markingPaid={markPaid.isPending ? (markPaid.variables ?? null) : null}
          />
        </Paper>
      </Stack>
      {approving && (
        <ApproveDialog
          batch={batch}
          approving={approve.isPending}
          onCancel={() => setApproving(false)}
          onApprove={() =>
            approve.mutate(batch.Id, {
              onSuccess: () => {
                setApproving(false);
                popups.add({ Message: 'Payment_Batch_Approved_Successfully', Icon: 'check' });
              },
            })
          }
        />
      )}
      <ConfirmationDialog
        opened={completing}
        onCancel={() => setCompleting(false)}
        onConfirm={() =>
          complete.mutate(batch.Id, {
            onSuccess: () => {
              setCompleting(false);
              popups.add({ Message: 'Payment_Batch_Saved_Successfully', Icon: 'check' });
            },
          })
        }
      >
        <Text size="sm">{t('Payment_Batch_Complete_Confirm', { 0: batch.Number })}</Text>
      </ConfirmationDialog>
      {cancelling && (
        <CancelBatchDialog
          batch={batch}
          cancelling={cancel.isPending}
          onCancel={() => setCancelling(false)}
          onConfirm={(remark) =>
            cancel.mutate(
              { id: batch.Id, remark },
              {
                onSuccess: () => {
                  setCancelling(false);
                  popups.add({ Message: 'Payment_Batch_Cancelled_Successfully', Icon: 'check' });
                },
              },
            )
          }
        />
      )}
      {removing && (
        <RemoveLineDialog
          line={removing}
          currency={batch.Currency}
          removing={removeLine.isPending}
          onCancel={() => setRemoving(null)}
          onRemove={(remark) =>
            removeLine.mutate(
              { lineId: removing.Id, remark },
              {
                onSuccess: () => {
                  setRemoving(null);
                  lineUpdated();
                },
              },
            )
          }
        />
      )}
    </>
  );
}

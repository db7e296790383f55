import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { useMessage } from '../common/useMessage';
import { formatMoment } from '../EmailInvoices/emailInvoiceView';
import { ErpActionStateBadge } from './ErpActionStateBadge';
import { syncCountsOf } from './erpActionView';

/**
 * Where one ERP action stands, in words: its state, its outcome message (spec 002 §8) or why it failed, when it
 * tries again, and what a synchronisation brought in per kind.
 */
export function ErpActionOutcome({ action }: { action: ErpActionView }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const counts = syncCountsOf(action.Result);
  return (
    <Stack gap={4} data-testid="erp-action-outcome" aria-live="polite">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t(`Erp_Action_Kind_${action.Action}`)}
        </Text>
        <ErpActionStateBadge state={action.State} />
        {action.State === 'Succeeded' && action.MessageKey && (
          <Text size="sm" c="dimmed">
            {message(action.MessageKey)}
          </Text>
        )}
      </Group>
      {action.Error && (
        <Text size="sm" c={action.State === 'Failed' ? 'red.7' : 'orange.7'} data-testid="erp-action-error">
          {message(action.Error)}
        </Text>
      )}
      {action.State === 'Queued' && action.NextAttemptAt && (
        <Text size="xs" c="dimmed">
          {t('Erp_Action_Next_Attempt', { 0: formatMoment(action.NextAttemptAt, i18n.language) })}
        </Text>
      )}
      {counts.map(({ kind, counts: { created, updated, unchanged } }) => (
        <Text key={kind} size="xs" c="dimmed" data-testid="erp-sync-counts">
          {t('Erp_Sync_Counts', {
            0: t(`Erp_Sync_Kind_${kind}`),
            1: String(created),
            2: String(updated),
            3: String(unchanged),
          })}
        </Text>
      ))}
    </Stack>
  );
}

import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus, HistoryEntry } from '../../../domain/documents';
import { useMessage } from '../common/useMessage';
import { actionLabel } from './actionLabel';

/** A moment in the user's locale, e.g. 07-03-2024 14:05. */
function formatMoment(value: string, locale: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(moment);
}

/** The statuses an entry shows: "from → to" when it changed the status (the older entry had another), else where it stayed. */
function statusChange(before: DocumentStatus | undefined, after: DocumentStatus): DocumentStatus[] {
  return before !== undefined && before !== after ? [before, after] : [after];
}

/** The history of a document, newest first: who did what when, with the remark and the status change. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  // A system entry's remark is a message (an ERP's refusal, or a Ledgerline key); a person's is their own text.
  const message = useMessage();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('No_History')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={10} lineWidth={2} active={0} data-testid="history-list" pt={4}>
      {entries.map((entry, index) => (
        <Timeline.Item
          key={entry.Id}
          data-testid="history-entry"
          title={<Text size="sm">{actionLabel(t, entry.Action)}</Text>}
        >
          <Text size="xs" c="dimmed">
            {[entry.UserName, formatMoment(entry.Date, i18n.language)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="history-status">
            {statusChange(entries[index + 1]?.Status, entry.Status)
              .map((status) => t(`Document_Status_${status}`))
              .join(' → ')}
          </Text>
          {entry.Remark && (
            <Text size="xs" mt={2} fs="italic">
              {entry.UserId ? entry.Remark : message(entry.Remark)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

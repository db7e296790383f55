import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../domain/documents';
import { actionLabel } from './actionLabel';

/** A moment in the user's locale, e.g. 07-03-2024 14:05. */
function formatMoment(value: string, locale: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(moment);
}

/** The history of a document, newest first. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('No_History')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={10} lineWidth={2} active={0} data-testid="history-list" pt={4}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.Id} title={<Text size="sm">{actionLabel(t, entry.Action)}</Text>}>
          <Text size="xs" c="dimmed">
            {[entry.UserName, formatMoment(entry.Date, i18n.language), t(`Document_Status_${entry.Status}`)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {entry.Remark && (
            <Text size="xs" mt={2} fs="italic">
              {entry.Remark}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

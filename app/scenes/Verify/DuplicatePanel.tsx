import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/amount/format';
import type { DuplicateSuspect } from '../../../domain/verify/types';
import { DocumentTypeLooks } from '../Documents/documentTypes';

const detailPath = (suspect: DuplicateSuspect) => {
  const look = DocumentTypeLooks[suspect.DocumentType as keyof typeof DocumentTypeLooks];
  return `${look?.detailPath ?? '/purchase-invoice'}/${encodeURIComponent(suspect.DocumentId)}`;
};

const shortDate = (iso: string, locale: string) => {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00`);
  return Number.isNaN(day.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(day);
};

/** The documents this one may duplicate, each with why it looks like one and a link to it. */
export function DuplicatePanel({
  suspects,
  blocking = false,
}: {
  suspects: readonly DuplicateSuspect[];
  blocking?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (suspects.length === 0) return null;
  return (
    <Alert
      color={blocking ? 'red' : 'orange'}
      variant="light"
      py={6}
      icon={<IconCopy size={16} />}
      title={t(blocking ? 'Verify_Duplicate_Document' : 'Verify_Possible_Duplicates')}
      data-testid="verify-duplicates"
    >
      <List size="xs" spacing={2}>
        {suspects.map((suspect) => (
          <List.Item key={suspect.DocumentId} data-testid="verify-duplicate">
            <Text size="xs" span fw={600}>
              {t(`Verify_Duplicate_Reason_${suspect.Reason}`)}
            </Text>{' '}
            <Anchor component={Link} to={detailPath(suspect)} size="xs" target="_blank">
              {[
                suspect.Number || '—',
                suspect.RelationName,
                suspect.Date ? shortDate(suspect.Date, i18n.language) : '',
              ]
                .filter(Boolean)
                .join(' · ')}{' '}
              · {formatAmount(suspect.GrossAmount, i18n.language)}
            </Anchor>{' '}
            <Text size="xs" span c="dimmed">
              ({t(`Document_Status_${suspect.Status}`)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

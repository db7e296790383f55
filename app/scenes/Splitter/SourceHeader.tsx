import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Source } from '../../../domain/intake/source';
import { usePresentOthers } from '../../live/hooks';
import { PresenceAvatars } from '../../live/PresenceAvatars';
import { dateTime } from './sourceText';

/** A label over a value, small. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" truncate="end">
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The open source's number, original type, sender, subject, received and status. */
export function SourceHeader({ source, actions }: { source: Source; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const others = usePresentOthers({ SourceId: source.Id });
  const sender = source.EmailSenderName
    ? `${source.EmailSenderName}${source.SenderEmail ? ` <${source.SenderEmail}>` : ''}`
    : source.SenderEmail;
  return (
    <Stack gap={6} data-testid="splitter-header">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={3} size="h4" data-testid="splitter-source-number">
            {t('Source_Number', { 0: source.SourceNumber })}
          </Title>
          <Badge variant="light" size="sm" tt="none" styles={{ label: { overflow: 'visible' } }}>
            {t(`Source_Status_${source.Status}`)}
          </Badge>
          <PresenceAvatars users={others} />
        </Group>
        <Group gap={6} wrap="wrap">
          {actions}
        </Group>
      </Group>
      <div className="ll-split-facts">
        <Fact label={t('Original_Type')}>{t(`Original_Type_${source.OriginalType}`)}</Fact>
        <Fact label={t('Sender')}>{sender}</Fact>
        <Fact label={t('Subject')}>{source.Subject}</Fact>
        <Fact label={t('Received')}>{dateTime(source.Created, i18n.language)}</Fact>
      </div>
    </Stack>
  );
}

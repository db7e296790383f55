import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from './hooks';
import { live } from './live';

/**
 * The header's quiet sign that live updates stopped (issue 16): shown only after the connection dropped, with a
 * manual Reconnect. Connection failures are never popups.
 */
export function LiveStatusIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  if (!status.dropped) return null;
  const label = status.state === 'connecting' ? t('Live_Reconnecting') : t('Live_Disconnected');
  return (
    <Group gap={4} wrap="nowrap" data-testid="live-status" data-state={status.state}>
      <Tooltip label={t('Live_Disconnected_Info')} withArrow>
        <Badge color="gray" variant="light" leftSection={<IconPlugConnectedX size={12} />} tt="none">
          {label}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => live.reconnect()}
        disabled={status.state === 'connecting'}
        data-testid="live-reconnect"
      >
        {t('Live_Reconnect')}
      </Button>
    </Group>
  );
}

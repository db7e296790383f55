import { ActionIcon, Alert, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server shows this one time (an API key, a webhook's signing secret): a warning that it will not be
 * shown again, the secret selectable as a whole, and a copy button.
 */
export function ShownOnce({ secret, warning }: { secret: string; warning: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="yellow" icon={<IconAlertTriangle size={16} />} p="xs" data-testid="shown-once-warning">
        {warning}
      </Alert>
      <Group gap={4} wrap="nowrap" align="center">
        <Code
          block
          style={{ overflowWrap: 'anywhere', userSelect: 'all', flex: 1 }}
          data-testid="shown-once-secret"
        >
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={t(copied ? 'Copied' : 'Copy_Secret')} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'blue'}
                onClick={copy}
                aria-label={t('Copy_Secret')}
                data-testid="shown-once-copy"
                data-autofocus
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </>
  );
}

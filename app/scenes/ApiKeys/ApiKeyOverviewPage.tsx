import { Button, Group, Paper, Tabs } from '@mantine/core';
import { IconFileDescription, IconKey, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../domain/api/apiKey';
import { useApiKeys } from '../../api/apiKeys';
import { useIsReadOnly } from '../../session/sessionStore';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeDialog } from './RevokeDialog';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * /api-key-overview (view right ApiKeyOverview): the keys with which the customer's own connector uses Ledgerline's
 * public API — made with a name and scopes, shown once, revoked — and the webhooks that tell it about documents.
 */
export function ApiKeyOverviewPage() {
  const { t } = useTranslation();
  const readOnly = useIsReadOnly();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <>
      <PageHeader
        title={t('Api_Key_Overview')}
        description={t('Api_Key_Overview_Info')}
        actions={
          <Group gap="xs">
            {/* The OpenAPI description of every call, for whoever writes the connector. */}
            <Button
              component="a"
              href="/api/docs"
              target="_blank"
              rel="noopener"
              size="xs"
              variant="default"
              leftSection={<IconFileDescription size={14} />}
              data-testid="api-description"
            >
              {t('Api_Description')}
            </Button>
            {!readOnly && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(true)}
                data-testid="api-key-new"
              >
                {t('New_Api_Key')}
              </Button>
            )}
          </Group>
        }
      />
      <Tabs defaultValue="keys" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="keys" leftSection={<IconKey size={14} />}>
            {t('Api_Keys')}
          </Tabs.Tab>
          <Tabs.Tab value="webhooks" leftSection={<IconWebhook size={14} />} data-testid="webhooks-tab">
            {t('Webhooks')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="keys">
          <Paper withBorder radius="md">
            <ListState query={keys} count={keys.data?.length ?? 0} empty={t('No_Api_Keys_Yet')}>
              <ApiKeysTable keys={keys.data ?? []} readOnly={readOnly} onRevoke={setRevoking} />
            </ListState>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="webhooks">
          <WebhooksPanel readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../domain/api/apiKey';
import { type ApiScope, ApiScopes, apiScopeLabel } from '../../../domain/api/scopes';
import { useCreateApiKey } from '../../api/apiKeys';
import { Modal } from '../../components';
import { useFieldErrors } from '../common/useMessage';
import { ShownOnce } from './ShownOnce';

/**
 * Makes an API key: a name and the scopes it needs. Once made, the dialog shows the key itself with a copy button
 * and the warning that it is never shown again; closing forgets it.
 */
export function CreateApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const errorOf = useFieldErrors(create.error);

  const close = () => {
    setName('');
    setScopes([]);
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () => create.mutate({ Name: name, Scopes: scopes }, { onSuccess: (key) => setCreated(key) });

  return (
    <Modal opened={opened} onClose={close} title={t('New_Api_Key')} data-testid="api-key-dialog">
      {created ? (
        <Stack gap="sm">
          <Text size="sm">{t('Api_Key_Created', { 0: created.Name })}</Text>
          <ShownOnce secret={created.Key} warning={t('Api_Key_Shown_Once')} />
          <Group justify="flex-end">
            <Button size="xs" onClick={close} data-testid="api-key-done">
              {t('Done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('Api_Key_Name')}
              description={t('Api_Key_Name_Info')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errorOf('Name')}
              required
              data-autofocus
              data-testid="api-key-name"
            />
            <Checkbox.Group
              label={t('Api_Key_Scopes')}
              value={scopes}
              onChange={(value) => setScopes(value as ApiScope[])}
              error={errorOf('Scopes')}
              required
            >
              <Stack gap={6} mt={6}>
                {ApiScopes.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={t(apiScopeLabel(scope))}
                    description={scope}
                    data-testid={`api-key-scope-${scope}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={close}>
                {t('Cancel')}
              </Button>
              <Button type="submit" size="xs" loading={create.isPending} data-testid="api-key-create">
                {t('Create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

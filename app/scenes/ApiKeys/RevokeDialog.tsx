import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../domain/api/apiKey';
import { useRevokeApiKey } from '../../api/apiKeys';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';

/** Asks before revoking a key: a connector that still uses it stops working at once, and it cannot be undone. */
export function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  return (
    <ConfirmationDialog
      opened={apiKey !== null}
      onCancel={onClose}
      onConfirm={() => {
        if (!apiKey) return;
        revoke.mutate(apiKey.Id, {
          onSuccess: () => popups.add({ Message: 'Api_Key_Revoked_Info', Icon: 'check' }),
          onSettled: onClose,
        });
      }}
    >
      <Text size="sm" data-testid="api-key-revoke-confirm">
        {t('Revoke_Api_Key_Confirm', { 0: apiKey?.Name ?? '' })}
      </Text>
    </ConfirmationDialog>
  );
}

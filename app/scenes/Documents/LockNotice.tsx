import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLockState } from '../../api/documents';

/** "Locked by X" while another user holds the document's workflow lock (checked every 7 s, 5 times). */
export function LockNotice({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const lock = useLockState(documentId);
  if (!lock.data?.IsLocked) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLock size={16} />}
      py={6}
      mb="sm"
      data-testid="lock-notice"
    >
      {t('Document_Locked_By', { 0: lock.data.LockedByUserName || t('Another_User') })}
    </Alert>
  );
}

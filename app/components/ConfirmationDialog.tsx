import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

/** Props of ConfirmationDialog. */
export interface ConfirmationDialogProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  /** While the content is flagged invalid the confirm button is disabled. */
  invalid?: boolean;
  /** Defaults to the translated Please_confirm. */
  title?: ReactNode;
}

/** Asks the user to confirm, with the labels Please_confirm, Cancel and Confirm. */
export function ConfirmationDialog({
  opened,
  onConfirm,
  onCancel,
  children,
  invalid = false,
  title,
}: ConfirmationDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('Please_confirm')} size="sm">
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button size="xs" disabled={invalid} onClick={onConfirm} data-autofocus>
            {t('Confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

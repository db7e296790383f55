import { Modal as MantineModal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of Modal. */
export interface ModalProps {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** The close icon can be hidden; Escape and a backdrop click still close. */
  withCloseButton?: boolean;
  size?: string | number;
  'data-testid'?: string;
}

/** Modal dialog: closes on Escape, backdrop click or the close icon; clicks inside keep it open. */
export function Modal({
  opened,
  onClose,
  title,
  children,
  withCloseButton = true,
  size = 'md',
  ...rest
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <MantineModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      withCloseButton={withCloseButton}
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': t('Close') }}
      transitionProps={{ duration: 0 }}
      padding="sm"
      data-testid={rest['data-testid']}
    >
      {children}
    </MantineModal>
  );
}

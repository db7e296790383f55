import { Badge, Button, Kbd, Text } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationDialog } from '../../../components';

type Props = {
  dirty: boolean;
  saving: boolean;
  restoring: boolean;
  canEdit: boolean;
  isCustomized: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onRestore: () => void;
  /** What restoring the default does to this part, asked before it happens. */
  restoreConfirm: string;
};

/** The header actions of an edited workflow part: whether it is the default, discard, restore default, save. */
export function DraftToolbar({
  dirty,
  saving,
  restoring,
  canEdit,
  isCustomized,
  onSave,
  onDiscard,
  onRestore,
  restoreConfirm,
}: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {dirty ? (
        <Badge color="orange" variant="light" data-testid="draft-unsaved">
          {t('Customize_Unsaved_Changes')}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed" data-testid="draft-origin">
          {t(isCustomized ? 'Customize_Is_Customized' : 'Customize_Is_Default')}
        </Text>
      )}
      {canEdit && (
        <>
          {dirty && (
            <Button size="xs" variant="subtle" color="gray" onClick={onDiscard} data-testid="draft-discard">
              {t('Customize_Discard_Changes')}
            </Button>
          )}
          {isCustomized && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={14} />}
              loading={restoring}
              onClick={() => setConfirming(true)}
              data-testid="draft-restore"
            >
              {t('Customize_Restore_Default')}
            </Button>
          )}
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} />}
            rightSection={<Kbd size="xs">Ctrl S</Kbd>}
            aria-keyshortcuts="Control+S"
            loading={saving}
            disabled={!dirty}
            onClick={onSave}
            data-testid="draft-save"
          >
            {t('Save')}
          </Button>
        </>
      )}
      <ConfirmationDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRestore();
        }}
      >
        <Text size="sm">{restoreConfirm}</Text>
      </ConfirmationDialog>
    </>
  );
}

import { Anchor, Button, Group, Kbd } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';

type Props = {
  backTo: string;
  backLabel: string;
  title: string;
  saving: boolean;
  canSave: boolean;
  /** Absent for a record not saved yet. */
  onDelete?: () => void;
};

/** The top of a master-data edit page: the way back (Escape), the title, Delete and Save (Ctrl+S). */
export function EditHeader({ backTo, backLabel, title, saving, canSave, onDelete }: Props) {
  const { t } = useTranslation();
  const readOnly = useIsReadOnly();
  return (
    <>
      <Anchor component={Link} to={backTo} size="sm" c="dimmed" aria-keyshortcuts="Escape">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {backLabel}
          <Kbd size="xs">Esc</Kbd>
        </Group>
      </Anchor>
      <PageHeader
        title={title}
        actions={
          !readOnly && (
            <>
              {onDelete && (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={onDelete}
                  data-testid="masterdata-delete"
                >
                  {t('Delete')}
                </Button>
              )}
              <Button
                size="xs"
                type="submit"
                loading={saving}
                disabled={!canSave}
                aria-keyshortcuts="Control+S"
                rightSection={<Kbd size="xs">Ctrl S</Kbd>}
                data-testid="masterdata-save"
              >
                {t('Save')}
              </Button>
            </>
          )
        }
      />
    </>
  );
}

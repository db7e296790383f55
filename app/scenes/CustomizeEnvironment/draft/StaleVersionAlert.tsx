import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../common/useMessage';

/** Someone else saved the workflow since it was loaded: say so and offer to load theirs (dropping the edits). */
export function StaleVersionAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <Alert color="orange" mb="sm" role="alert" data-testid="workflow-stale">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {message('Workflow_Is_Updated_By_Other_User')} {t('Customize_Reload_Drops_Changes')}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
          data-testid="workflow-reload"
        >
          {t('Reload')}
        </Button>
      </Group>
    </Alert>
  );
}

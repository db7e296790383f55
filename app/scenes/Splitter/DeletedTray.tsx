import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SplitterPage } from '../../../domain/intake/source';
import { PageImage } from './PageThumb';

/** Pages deleted from the source, each with a button to take it back. */
export function DeletedTray({
  pages,
  readOnly,
  onRestore,
}: {
  pages: SplitterPage[];
  readOnly: boolean;
  onRestore: (pageId: string) => void;
}) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)" data-testid="split-deleted">
      <Text size="sm" fw={600} mb={6}>
        {t('Splitter_Deleted_Pages', { 0: pages.length })}
      </Text>
      <Group gap="xs">
        {pages.map((page) => (
          <Stack key={page.Id} gap={4} align="center" className="ll-split-deleted">
            <div className="ll-split-frame ll-split-frame-small">
              <PageImage page={page} width={160} alt={t('Splitter_Deleted_Page')} />
            </div>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconArrowBackUp size={12} />}
              disabled={readOnly}
              onClick={() => onRestore(page.Id)}
              data-testid="split-restore"
            >
              {t('Splitter_Restore')}
            </Button>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './fileSize';

/** The files chosen and not yet sent, each with its size and a remove button. */
export function FileQueue({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack gap={4} data-testid="import-files">
      {files.map((file, index) => (
        <Group key={`${file.name}-${file.size}-${file.lastModified}`} gap="xs" wrap="nowrap">
          <IconFile size={14} />
          <Text size="sm" truncate style={{ flex: 1 }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="import-file-size">
            {formatFileSize(file.size, i18n.language)}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`${t('Remove')} ${file.name}`}
            onClick={() => onRemove(index)}
          >
            <IconX size={12} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

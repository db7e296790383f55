import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentAttachment } from '../../../domain/documents';
import { fetchAttachment } from '../../api/documents';
import { reportError } from '../../api/queryClient';
import { saveFile } from './download';

/** A size in kB or MB. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The attachments of a document, each downloadable. */
export function AttachmentsList({ attachments }: { attachments: DocumentAttachment[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('No_Attachments')}
      </Text>
    );
  }
  const download = (id: string) => fetchAttachment(id).then(saveFile).catch(reportError);
  return (
    <Stack gap={4} data-testid="attachments-list">
      {attachments.map((attachment) => (
        <Group key={attachment.Id} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconPaperclip size={14} />
            <Text size="sm" truncate>
              {attachment.FileName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSize(attachment.Size)}
            </Text>
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconDownload size={12} />}
            onClick={() => void download(attachment.Id)}
          >
            {t('Download')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReplyTemplateInput } from '../../../domain/intake/replyTemplate';
import { messageOf } from '../../api/apiError';
import { useReplyTemplatePreview } from '../../api/mail';
import { useMessage } from '../common/useMessage';

/** The reply as a sender would get it, with example values for the placeholders. */
export function ReplyPreview({ input }: { input: ReplyTemplateInput | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const preview = useReplyTemplatePreview(input);
  return (
    <Paper withBorder radius="md" p="md" data-testid="reply-preview">
      <Stack gap="xs">
        <Text fw={600}>
          {t('Reply_Preview')} {preview.isFetching && <Loader size={12} ml={4} />}
        </Text>
        {preview.isError && (
          <Text size="xs" c="red">
            {message(messageOf(preview.error))}
          </Text>
        )}
        {preview.data ? (
          <>
            <Text size="sm" fw={500} data-testid="reply-preview-subject">
              {preview.data.Subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="reply-preview-body">
              {preview.data.Body}
            </Text>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t('Reply_Preview_Empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportResult } from '../../api/import';
import { translateMessage } from '../../i18n/translateMessage';
import { DocumentTypeLooks } from '../Documents/documentTypes';

/** Per file: the document it became, or why it was refused (translated, and removable from the list). */
export function ImportResults({
  result,
  onDismissError,
}: {
  result: ImportResult;
  onDismissError: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-results">
      <Stack gap="xs">
        {result.Documents.map((document) => (
          <Group key={document.Id} gap="sm" wrap="nowrap" data-testid="import-result-ok">
            <ThemeIcon size="sm" radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
            <Text size="sm" truncate style={{ flex: 1 }}>
              {document.FileName}
            </Text>
            <Anchor
              component={Link}
              size="sm"
              to={`${DocumentTypeLooks[document.DocumentType].detailPath}/${document.Id}`}
            >
              {t('Open_Document')}
            </Anchor>
          </Group>
        ))}
        {result.Errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file name can fail twice
          <Group key={`${error.FileName}-${index}`} gap="sm" wrap="nowrap" data-testid="import-result-error">
            <ThemeIcon size="sm" radius="xl" color="red" variant="light">
              <IconAlertTriangle size={12} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              {error.FileName}
            </Text>
            <Text size="sm" c="red.7" style={{ flex: 1 }} data-testid="import-error-message">
              {translateMessage(t, (key) => i18n.exists(key), error.Message)}
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={`${t('Remove')} ${error.FileName}`}
              onClick={() => onDismissError(index)}
            >
              <IconX size={12} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReplyPlaceholders } from '../../../domain/intake/replyTemplate';

/** The placeholders a reply may use, each a button that puts `{Name}` at the cursor. */
export function PlaceholderChips({ onInsert }: { onInsert: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('Reply_Placeholders_Info')}
      </Text>
      <Group gap={6}>
        {ReplyPlaceholders.map((name) => (
          <Button
            key={name}
            type="button"
            size="compact-xs"
            variant="light"
            radius="xl"
            ff="monospace"
            // Keeps the cursor where it is in the field the placeholder goes into.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            data-testid={`placeholder-${name}`}
          >
            {`{${name}}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a screen shows when it fails while rendering: a calm message with a way on, never a blank page.
 * Within the shell the menus stay, so the user can go elsewhere.
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Center py="xl" px="md" data-testid="screen-error">
      <Paper withBorder radius="md" p="xl" maw={560}>
        <Stack gap="sm">
          <Title order={3}>{t('Screen_Error_Title')}</Title>
          <Text c="dimmed">{t('Screen_Error_Info')}</Text>
          {detail ? <Code block>{detail}</Code> : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => window.location.assign('/')}>
              {t('Back_To_Start')}
            </Button>
            <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

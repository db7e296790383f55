import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The calm full-page wait while the session starts. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Loader type="dots" />
        <Text c="dimmed" size="sm">
          {t('Loading')}
        </Text>
      </Stack>
    </Center>
  );
}

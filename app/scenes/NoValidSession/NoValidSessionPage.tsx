import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetSession } from '../../session/logout';
import { usePageTitle } from '../../shell/pageTitle';
import { CenteredCard } from '../common/CenteredCard';

/** Shown when a session cannot be established: explains and offers a new login. */
export function NoValidSessionPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  usePageTitle(t('No_Valid_Session'));
  useEffect(() => {
    forgetSession(client);
  }, [client]);
  return (
    <CenteredCard>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconPlugConnectedX size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('No_Valid_Session')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('No_Valid_Session_Info')}
        </Text>
        <Button component={Link} to="/login" fullWidth data-testid="no-session-login">
          {t('Login_Again')}
        </Button>
      </Stack>
    </CenteredCard>
  );
}

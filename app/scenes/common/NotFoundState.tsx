import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../api/apiError';

/** What an edit page shows for an address that names no record: a calm message and the way back to its list. */
export function NotFoundState({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Center py="xl" data-testid="not-found">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The message key for a record that failed to load: its own not-found key when the address names nothing. */
export function notFoundMessage(error: unknown, notFoundKey: string): string {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return missing ? notFoundKey : 'Load_Failed';
}

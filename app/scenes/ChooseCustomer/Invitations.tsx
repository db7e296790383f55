import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';

/** Customers that added this login as a user: accepting makes them a customer choice. */
export function Invitations() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const invitations = useQuery({ queryKey: ['invitations'], queryFn: authApi.invitations, retry: false });
  const accept = useMutation({
    mutationFn: authApi.acceptInvitation,
    onSuccess: (choices) => {
      client.setQueryData(['customerChoice'], choices);
      void client.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
  if (!invitations.data?.length) return null;

  return (
    <Stack gap="xs" data-testid="invitations">
      <Title order={3} size="h5">
        {t('Invitations')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('Invitations_Info')}
      </Text>
      {invitations.data.map((invitation) => (
        <Group key={invitation.CustomerId} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconMailPlus size={20} stroke={1.5} />
            <Text fw={500}>{invitation.CustomerName}</Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            loading={accept.isPending && accept.variables === invitation.CustomerId}
            onClick={() => accept.mutate(invitation.CustomerId)}
          >
            {t('Accept_Invitation')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

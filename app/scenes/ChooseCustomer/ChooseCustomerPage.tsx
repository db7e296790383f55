import { Alert, Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { forgetSession } from '../../session/logout';
import { setRefreshExpiry } from '../../session/tokenStore';
import { usePageTitle } from '../../shell/pageTitle';
import { CenteredCard } from '../common/CenteredCard';
import { useMessage } from '../common/useMessage';
import { Invitations } from './Invitations';

/**
 * The customer choice: lists the user's customers and switches the session to the chosen one; below,
 * invitations from customers that added this login, to accept.
 */
export function ChooseCustomerPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  usePageTitle(t('Change_Customer'));
  const customers = useQuery({ queryKey: ['customerChoice'], queryFn: authApi.customers, retry: false });
  const choose = useMutation({
    meta: { silent: true },
    mutationFn: authApi.switchCustomer,
    onSuccess: (result) => {
      // The server re-issued the session for the other customer: start up again from scratch.
      forgetSession(client);
      setRefreshExpiry(result.ExpiresAt);
      void navigate('/', { replace: true });
    },
  });

  return (
    <CenteredCard width={460}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('Change_Customer')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Choose_Customer_Info')}
        </Text>
        {customers.isPending && <Loader size="sm" mx="auto" />}
        {(customers.error || choose.error) && (
          <Alert color="red" role="alert">
            {message((customers.error ?? choose.error)?.message ?? '')}
          </Alert>
        )}
        {customers.data?.map((customer) => (
          <UnstyledButton
            key={customer.CustomerId}
            onClick={() => choose.mutate(customer.CustomerId)}
            disabled={choose.isPending}
            data-testid="customer-choice"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <IconBuildingSkyscraper size={20} stroke={1.5} />
                <Text fw={500}>{customer.CustomerName}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {customer.IsCurrent && (
                  <Badge variant="light" size="sm">
                    {t('Current')}
                  </Badge>
                )}
                <IconChevronRight size={16} />
              </Group>
            </Group>
          </UnstyledButton>
        ))}
        <Invitations />
        <Group justify="space-between">
          <Button variant="subtle" component={Link} to="/">
            {t('Back')}
          </Button>
          <Button variant="subtle" color="gray" component={Link} to="/logout">
            {t('Logout')}
          </Button>
        </Group>
      </Stack>
    </CenteredCard>
  );
}

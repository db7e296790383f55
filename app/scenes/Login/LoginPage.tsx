import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/apiError';
import { authApi } from '../../api/auth';
import { clearSessionExpiredNotice, stopRenewal } from '../../session/renewal';
import { setAccessToken, setRefreshExpiry } from '../../session/tokenStore';
import { usePageTitle } from '../../shell/pageTitle';
import { CenteredCard } from '../common/CenteredCard';
import { useFieldErrors, useMessage } from '../common/useMessage';

function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    return state.from.startsWith('/') && !state.from.startsWith('/login') ? state.from : '/';
  }
  return '/';
}

/** Sign in with e-mail and password; errors such as Login_Invalid_Credentials show above the form. */
export function LoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  usePageTitle(t('Login'));

  const login = useMutation({
    meta: { silent: true },
    mutationFn: () => authApi.login({ Email: email, Password: password }),
    onSuccess: (result) => {
      // A fresh session: forget the previous one's token and cached data before the start-up runs.
      stopRenewal();
      setAccessToken(null);
      client.clear();
      setRefreshExpiry(result.ExpiresAt);
      clearSessionExpiredNotice();
      void navigate(returnPath(location.state), { replace: true });
    },
  });
  const fieldError = useFieldErrors(login.error);
  const formError =
    login.error instanceof ApiError && Object.keys(login.error.errors).length > 0
      ? null
      : login.error && message(login.error.message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <CenteredCard>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t('Login_Title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('Login_Subtitle')}
            </Text>
          </Stack>
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="username"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError('Email')}
            data-testid="login-email"
          />
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError('Password')}
            data-testid="login-password"
          />
          <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
            {t('Login_Submit')}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}

import { AppShell, Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LiveConnection } from '../live/LiveConnection';
import { LiveStatusIndicator } from '../live/LiveStatusIndicator';
import { useSessionInformation } from '../session/sessionStore';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { TopMenu } from './menu/TopMenu';
import { PageTransition } from './PageTransition';
import { ThemeToggle } from './ThemeToggle';
import { useStoredColorScheme } from './theme';

/** The application frame: top menu, header with customer and user, and the page with its transition. */
export function ShellLayout() {
  const { t } = useTranslation();
  const session = useSessionInformation();
  useStoredColorScheme(session !== null);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <LiveConnection />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          {/* The menus take the room that is left and scroll sideways rather than slide under the toggle. */}
          <Group gap="lg" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Logo />
            <TopMenu />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LiveStatusIndicator />
            {session?.IsReadOnly && (
              <Tooltip label={t('Read_Only_Info')}>
                <Badge color="orange" variant="light" data-testid="read-only-badge">
                  {t('Read_Only')}
                </Badge>
              </Tooltip>
            )}
            <ThemeToggle />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </AppShell.Main>
    </AppShell>
  );
}

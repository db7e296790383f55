import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountMenu } from '../../domain/routes/menus';
import { useShellData } from '../session/ShellDataContext';
import { useSessionInformation } from '../session/sessionStore';
import { MenuCloseDelayMs, MenuZIndex } from './menu/HoverMenu';
import { MenuEntry } from './menu/MenuEntry';
import { externalUrlsOf, visibleItems } from './menu/visibility';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The account menu: shows customer and user; change customer, user settings, routes, subscription, logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { base, guard } = useShellData();
  const session = useSessionInformation();
  const urls = externalUrlsOf(base.settings);
  const items = visibleItems(accountMenu, guard, urls);
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={MenuCloseDelayMs}
      position="bottom-end"
      shadow="md"
      zIndex={MenuZIndex}
      loop
    >
      <Menu.Target>
        <UnstyledButton data-testid="menu-account" aria-label={t('Account')} px={6} py={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="teal" variant="light">
              {initials(base.user.Name)}
            </Avatar>
            <Stack gap={0} visibleFrom="lg" style={{ lineHeight: 1.1 }}>
              <Text size="sm" fw={600} data-testid="header-user" truncate maw={180}>
                {base.user.Name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="header-customer" truncate maw={180}>
                {session?.CustomerName}
              </Text>
            </Stack>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{base.user.Email}</Menu.Label>
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} urls={urls} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

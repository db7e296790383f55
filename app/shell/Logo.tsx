import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { defaultRoute } from '../../domain/routes/defaultRoute';
import { useShellData } from '../session/ShellDataContext';
import { ProductName } from './pageTitle';

/** The product logo, linking to the default route (dashboard or purchase overview). */
export function Logo() {
  const { guard } = useShellData();
  return (
    <UnstyledButton component={Link} to={defaultRoute(guard)} aria-label={ProductName} data-testid="logo">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size={30}
          radius="md"
          variant="gradient"
          gradient={{ from: 'teal.7', to: 'cyan.6', deg: 135 }}
        >
          <IconStack2 size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom="md" style={{ letterSpacing: '-0.02em' }}>
          {ProductName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

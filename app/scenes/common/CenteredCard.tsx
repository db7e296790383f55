import { Box, Center, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ProductName } from '../../shell/pageTitle';

/** The frame of the pages outside the shell (login, customer choice, session messages). */
export function CenteredCard({ children, width = 400 }: { children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Box w={width} maw="100%">
        <Group gap={8} justify="center" mb="lg">
          <ThemeIcon
            size={36}
            radius="md"
            variant="gradient"
            gradient={{ from: 'teal.7', to: 'cyan.6', deg: 135 }}
          >
            <IconStack2 size={22} />
          </ThemeIcon>
          <Text fw={700} size="xl" style={{ letterSpacing: '-0.02em' }}>
            {ProductName}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {children}
        </Paper>
      </Box>
    </Center>
  );
}

import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the kit page. */
export function KitSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** One labelled example with the value it currently holds, for eyes and browser tests. */
export function KitExample({
  name,
  value,
  children,
}: {
  name: string;
  value?: unknown;
  children: ReactNode;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <div style={{ width: 280 }}>{children}</div>
      {value !== undefined && (
        <Text size="xs" c="dimmed">
          value: <Code data-testid={`${name}-value`}>{JSON.stringify(value)}</Code>
        </Text>
      )}
    </Group>
  );
}

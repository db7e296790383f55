import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of form fields laid out in up to three columns. */
export function FormSection({
  title,
  description,
  cols = 3,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  cols?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={600}>{title}</Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: Math.min(2, cols), lg: cols }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

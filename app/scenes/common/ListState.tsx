import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, failure and empty states around a list; the list itself once there are rows. */
export function ListState({
  query,
  count,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  count: number;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError || count === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed" size="sm">
          {query.isError ? t('List_Load_Failed') : empty}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}

import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemoveFromWorkflowImpact } from '../../../../domain/entities/companyRemoval';

/** One count of the impact, large, with what it counts below. */
function Count({ value, label, testId }: { value: number; label: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0} miw={140} data-testid={testId}>
      <Text size="xl" fw={700}>
        {value.toLocaleString(i18n.language)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** What removing the company touches: its open documents, all its documents, the users whose scopes name it. */
export function RemovalImpact({
  impact,
  loading,
  failure,
}: {
  impact: RemoveFromWorkflowImpact | undefined;
  loading: boolean;
  /** Why the impact could not be read, translated; null when it could. */
  failure: string | null;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (failure !== null || !impact) {
    return (
      <Text size="sm" c="red" py="md" data-testid="removal-impact-failed">
        {failure ?? t('Load_Failed')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="removal-impact">
      <Group gap="xl" align="flex-start">
        <Count value={impact.OpenDocuments} label={t('Delete_Company_Open_Documents')} testId="impact-open" />
        <Count value={impact.Documents} label={t('Delete_Company_Documents')} testId="impact-documents" />
        <Count value={impact.Users} label={t('Delete_Company_Users')} testId="impact-users" />
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {t('Delete_Company_Impact_Info')}
      </Text>
    </Paper>
  );
}

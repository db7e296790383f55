import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Source } from '../../../domain/intake/source';

const colors: Partial<Record<Source['Status'], string>> = {
  New: 'gray',
  Processing: 'blue',
  Converted: 'blue',
  ConvertedError: 'red',
  Classified: 'teal',
  Deleted: 'gray',
  Deleting: 'gray',
  DeleteError: 'red',
};

/** A source's status, with its place in the workflow under it once it has one. */
export function SourceStatusBadge({ source }: { source: Pick<Source, 'Status' | 'StatusInWorkflow'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} align="flex-start" data-testid="source-status">
      <Badge
        variant="light"
        size="sm"
        tt="none"
        color={colors[source.Status] ?? 'gray'}
        // The whole status shows: a narrow table makes room rather than cutting it.
        styles={{ label: { overflow: 'visible' } }}
      >
        {t(`Source_Status_${source.Status}`)}
      </Badge>
      {source.StatusInWorkflow !== 'Unknown' && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t(`Status_In_Workflow_${source.StatusInWorkflow}`)}
        </Text>
      )}
    </Stack>
  );
}

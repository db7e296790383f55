import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScanCounts } from '../../api/intake';

/** Sources waiting in the splitter, in total and per company (GET /Source/GetScanCounts). */
export function ScanCountsBar({ companyName }: { companyName: (id: string | null) => string }) {
  const { t } = useTranslation();
  const counts = useScanCounts();
  if (!counts.data) return null;
  return (
    <Group gap={6} wrap="wrap" mb="sm" data-testid="scan-counts">
      <Text size="sm" c="dimmed">
        {t('Scan_Counts_Waiting', { 0: counts.data.TotalCount })}
      </Text>
      {counts.data.CompanyCounts.map((entry) => (
        <Badge key={entry.CompanyId ?? 'none'} variant="light" color="gray" size="sm" tt="none">
          {companyName(entry.CompanyId)}: {entry.Count}
        </Badge>
      ))}
    </Group>
  );
}

import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportReport, ImportTarget, RowReason } from '../../../domain/masterdata/import/index';
import { useMessage } from '../common/useMessage';
import { saveBlob } from '../Documents/download';
import { fieldLabelKey, targetLabelKey } from './importChoices';
import { skippedCsv } from './skippedCsv';

/** What the import did: created, updated, unchanged and skipped rows, each skipped one with its reasons. */
export function ImportReportView({
  target,
  report,
  onAgain,
}: {
  target: ImportTarget;
  report: ImportReport;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const describe = (reason: RowReason) =>
    `${t(fieldLabelKey(target, reason.Field))}: ${message(reason.Message)}`;
  const download = () => {
    const headers: [string, string, string] = [
      t('Relation_Import_Row'),
      t('Code'),
      t('Relation_Import_Reasons'),
    ];
    const text = skippedCsv(report.Skipped, headers, describe);
    saveBlob(
      new Blob([text], { type: 'text/csv;charset=utf-8' }),
      `${t(targetLabelKey(target))} - ${t('Relation_Import_Skipped')}.csv`,
    );
  };
  const counts = [
    ['Relation_Import_Created', report.Created, 'teal'],
    ['Relation_Import_Updated', report.Updated, 'blue'],
    ['Relation_Import_Unchanged', report.Unchanged, 'gray'],
    ['Relation_Import_Skipped', report.Skipped.length, report.Skipped.length > 0 ? 'red' : 'gray'],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" data-testid="relation-import-report">
      <Stack gap="md">
        <Title order={3} size="h5" tabIndex={-1} data-autofocus>
          {t('Relation_Import_Report')}
        </Title>
        <Group gap="sm">
          {counts.map(([key, value, color]) => (
            <Badge
              key={key}
              size="lg"
              variant="light"
              color={color}
              tt="none"
              data-testid={`relation-import-${key}`}
            >
              {t(key)}: {value}
            </Badge>
          ))}
        </Group>
        {report.Skipped.length > 0 && (
          <Table withTableBorder verticalSpacing={2} fz="xs" data-testid="relation-import-skipped">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('Relation_Import_Row')}</Table.Th>
                <Table.Th w={140}>{t('Code')}</Table.Th>
                <Table.Th>{t('Relation_Import_Reasons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.Skipped.map((row) => (
                <Table.Tr key={row.Row}>
                  <Table.Td>{row.Row}</Table.Td>
                  <Table.Td>{row.Code}</Table.Td>
                  <Table.Td>
                    {row.Reasons.map((reason) => (
                      <Text key={reason.Field} size="xs">
                        {describe(reason)}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="sm">
          {report.Skipped.length > 0 && (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
              {t('Relation_Import_Export_Skipped')}
            </Button>
          )}
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onAgain}>
            {t('Relation_Import_Again')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

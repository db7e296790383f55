import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportTarget, RowError } from '../../../domain/masterdata/import/index';
import { useMessage } from '../common/useMessage';
import { fieldLabelKey } from './importChoices';

/** Errors listed under the preview table; the rest is counted. */
const ListedErrors = 200;

const cellKey = (row: number, field: string) => `${row}:${field}`;

/** The first rows as they will be imported, a cell with a problem marked red with its reason; then every error. */
export function PreviewTable({ target, preview }: { target: ImportTarget; preview: ImportPreview }) {
  const { t } = useTranslation();
  const message = useMessage();
  const fields = preview.Fields.filter((field) => preview.Mapping[field.Name]);
  const problems = new Map(preview.Errors.map((error) => [cellKey(error.Row, error.Field), error.Message]));
  const badRows = new Set(preview.Errors.map((error) => error.Row));
  const describe = (error: RowError) =>
    `${t('Relation_Import_Row')} ${error.Row} · ${t(fieldLabelKey(target, error.Field))}: ${message(error.Message)}`;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={400}>
        <Table withTableBorder striped verticalSpacing={2} fz="xs" data-testid="relation-import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('Relation_Import_Row')}</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field.Name}>{t(fieldLabelKey(target, field.Name))}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.Rows.map((row) => (
              <Table.Tr key={row.Row} data-invalid={badRows.has(row.Row) || undefined}>
                <Table.Td c={badRows.has(row.Row) ? 'red' : undefined}>{row.Row}</Table.Td>
                {fields.map((field) => {
                  const problem = problems.get(cellKey(row.Row, field.Name));
                  return (
                    <Table.Td
                      key={field.Name}
                      title={problem ? message(problem) : undefined}
                      aria-invalid={problem ? true : undefined}
                      bg={problem ? 'var(--mantine-color-red-light)' : undefined}
                      data-testid={problem ? 'relation-import-bad-cell' : undefined}
                    >
                      {row.Values[field.Name]}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.Errors.length > 0 && (
        <Stack gap={2} data-testid="relation-import-errors">
          <Text size="sm" fw={600}>
            {t('Relation_Import_Errors')}
          </Text>
          {preview.Errors.slice(0, ListedErrors).map((error) => (
            <Text key={cellKey(error.Row, error.Field)} size="xs" c="red">
              {describe(error)}
            </Text>
          ))}
          {preview.Errors.length > ListedErrors && (
            <Text size="xs" c="dimmed">
              {t('Relation_Import_More_Errors', { 0: preview.Errors.length - ListedErrors })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

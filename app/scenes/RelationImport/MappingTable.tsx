import { Select, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  ImportField,
  ImportMapping,
  ImportPreview,
  ImportTarget,
} from '../../../domain/masterdata/import/index';
import { useMessage } from '../common/useMessage';
import { fieldLabelKey } from './importChoices';

type Props = {
  target: ImportTarget;
  preview: ImportPreview;
  mapping: ImportMapping;
  onMap: (field: string, column: string | null) => void;
  disabled: boolean;
};

/**
 * One select per field of the target with the file's columns, in two halves side by side on a wide screen;
 * required fields are marked, a mapping problem shows under its select, the first row's value beside it.
 */
export function MappingTable({ target, preview, mapping, onMap, disabled }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const columns = preview.Columns.map((column) => ({ value: column, label: column }));
  const first = preview.Rows[0]?.Values ?? {};
  const half = Math.ceil(preview.Fields.length / 2);
  const halves = [preview.Fields.slice(0, half), preview.Fields.slice(half)];

  const row = (field: ImportField) => {
    const label = t(fieldLabelKey(target, field.Name));
    const problem = preview.MappingErrors[field.Name];
    return (
      <Table.Tr key={field.Name}>
        <Table.Td w={170}>
          <Text size="sm" component="label" htmlFor={`relation-import-map-${field.Name}`}>
            {label}
            {field.Required && (
              <Text span c="red" ml={4} aria-hidden>
                *
              </Text>
            )}
          </Text>
        </Table.Td>
        <Table.Td w={220}>
          <Select
            id={`relation-import-map-${field.Name}`}
            size="xs"
            data={columns}
            value={mapping[field.Name] ?? null}
            onChange={(column) => onMap(field.Name, column)}
            placeholder={t('Relation_Import_Not_Imported')}
            clearable
            searchable
            required={field.Required}
            error={problem ? message(problem) : undefined}
            disabled={disabled}
            aria-label={label}
            data-testid={`relation-import-map-${field.Name}`}
          />
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed" truncate maw={150} title={first[field.Name]}>
            {mapping[field.Name] ? first[field.Name] : ''}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="relation-import-mapping">
      {halves.map((fields, index) =>
        fields.length === 0 ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two halves never move
          <Table key={index} withRowBorders={false} verticalSpacing={3}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Relation_Import_Field')}</Table.Th>
                <Table.Th>{t('Relation_Import_Column')}</Table.Th>
                <Table.Th>{t('Relation_Import_Example')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{fields.map(row)}</Table.Tbody>
          </Table>
        ),
      )}
    </SimpleGrid>
  );
}

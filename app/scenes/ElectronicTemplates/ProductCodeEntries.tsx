import {
  ActionIcon,
  Button,
  Collapse,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProductCodeEntry, productCodeEntry } from '../../../domain/electronicTemplates/types';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { dimensionLabels, type TemplateDimension } from './templateForm';

type Props = {
  entries: ProductCodeEntry[];
  onChange: (entries: ProductCodeEntry[]) => void;
  companyId: string;
  dimensions: readonly TemplateDimension[];
  /** The message of a field of entry `index`, if it is wrong. */
  error: (index: number, field: keyof ProductCodeEntry) => string | undefined;
};

/**
 * A template line's product code entries (spec 001 §3): a product code narrowed by its description, tax category
 * and percentage, each with dimensions of its own. Folded away until asked for, opened at once when one is wrong.
 */
export function ProductCodeEntries({ entries, onChange, companyId, dimensions, error }: Props) {
  const { t, i18n } = useTranslation();
  const wrong = entries.some((_, index) => error(index, 'ProductCode') !== undefined);
  const [open, setOpen] = useState(false);
  const shown = open || wrong;
  const change = (index: number, patch: Partial<ProductCodeEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const add = () => {
    setOpen(true);
    onChange([...entries, productCodeEntry()]);
  };

  return (
    <Stack gap={4} data-testid="etemplate-entries">
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={shown ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
          onClick={() => setOpen(!shown)}
          aria-expanded={shown}
          data-testid="etemplate-entries-toggle"
        >
          {t('Product_Code_Entries', { 0: entries.length })}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          onClick={add}
          data-testid="etemplate-entry-add"
        >
          {t('Add_Product_Code_Entry')}
        </Button>
      </Group>
      <Collapse expanded={shown}>
        {entries.length === 0 ? (
          <Text size="xs" c="dimmed" px="xs">
            {t('Product_Code_Entries_Info')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={2} horizontalSpacing={4} fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Product_Code')}</Table.Th>
                  <Table.Th>{t('Product_Description')}</Table.Th>
                  <Table.Th w={90}>{t('Vat_Category')}</Table.Th>
                  <Table.Th w={90}>{t('Vat_Percentage')}</Table.Th>
                  {dimensions.map((dimension) => (
                    <Table.Th key={dimension}>{t(dimensionLabels[dimension])}</Table.Th>
                  ))}
                  <Table.Th w={28} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry, index) => (
                  // Entries have no id of their own: their place is who they are while the form is open.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index} data-testid="etemplate-entry">
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t('Product_Code')}
                        value={entry.ProductCode}
                        onChange={(event) => change(index, { ProductCode: event.currentTarget.value })}
                        error={error(index, 'ProductCode')}
                        data-autofocus={entry.ProductCode === '' ? true : undefined}
                        data-testid="etemplate-entry-code"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t('Product_Description')}
                        value={entry.ProductDescription}
                        onChange={(event) => change(index, { ProductDescription: event.currentTarget.value })}
                        error={error(index, 'ProductDescription')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t('Vat_Category')}
                        value={entry.ProductTaxCategory}
                        onChange={(event) =>
                          change(index, { ProductTaxCategory: event.currentTarget.value.toUpperCase() })
                        }
                        error={error(index, 'ProductTaxCategory')}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={t('Vat_Percentage')}
                        value={entry.ProductTaxPercentage ?? ''}
                        onChange={(value) =>
                          change(index, { ProductTaxPercentage: typeof value === 'number' ? value : null })
                        }
                        min={0}
                        max={100}
                        decimalScale={3}
                        decimalSeparator={i18n.language === 'en-US' ? '.' : ','}
                        hideControls
                        error={error(index, 'ProductTaxPercentage')}
                      />
                    </Table.Td>
                    {dimensions.map((dimension) => (
                      <Table.Td key={dimension}>
                        <MasterDataDropdown
                          entity={dimension}
                          companyId={companyId}
                          value={entry[dimension]}
                          onChange={(code) => change(index, { [dimension]: code })}
                          error={error(index, dimension)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={t('Remove_Product_Code_Entry')}
                        onClick={() => onChange(entries.filter((_, at) => at !== index))}
                        data-testid="etemplate-entry-remove"
                      >
                        <IconTrash size={12} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Collapse>
    </Stack>
  );
}

import { ActionIcon, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TemplateAmountTypes } from '../../../domain/masterdata/index';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { oneOf } from '../common/options';
import { type TemplateLineForm, type templateLineCoding, withAmountType } from './templateForm';

type Props = {
  index: number;
  line: TemplateLineForm;
  onChange: (line: TemplateLineForm) => void;
  onRemove: (() => void) | null;
  companyId: string | null;
  /** The coding fields the company's ERP uses on a line. */
  coding: ReadonlyArray<(typeof templateLineCoding)[number]>;
  error: (field: string) => string | undefined;
};

/** The labels of the split types. */
export const amountTypeKeys: Record<(typeof TemplateAmountTypes)[number], string> = {
  Fixed: 'Amount_Type_Fixed',
  Percentage: 'Amount_Type_Percentage',
  Rest: 'Amount_Type_Rest',
};

/** One line of a posting template: its split type with amount or percentage, a description and its coding. */
export function TemplateLineEditor({ index, line, onChange, onRemove, companyId, coding, error }: Props) {
  const { t, i18n } = useTranslation();
  const at = (field: string) => error(`Lines.${index}.${field}`);
  const decimal = i18n.language === 'en-US' ? '.' : ',';
  const patch = (change: Partial<TemplateLineForm>) => onChange({ ...line, ...change });

  return (
    <Paper withBorder radius="sm" p="xs" data-testid="template-line">
      <Group gap="xs" align="flex-start" wrap="nowrap" mb={6}>
        <Text size="xs" c="dimmed" fw={600} w={20} mt={6}>
          {index + 1}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6} style={{ flex: 1 }}>
          <Select
            size="xs"
            aria-label={t('Amount_Type')}
            data={TemplateAmountTypes.map((value) => ({ value, label: t(amountTypeKeys[value]) }))}
            value={line.AmountType}
            onChange={(value) => onChange(withAmountType(line, oneOf(TemplateAmountTypes, value) ?? 'Rest'))}
            allowDeselect={false}
            data-testid="template-line-type"
          />
          {line.AmountType === 'Fixed' && (
            <NumberInput
              size="xs"
              aria-label={t('Amount')}
              placeholder={t('Amount')}
              value={line.Amount ?? ''}
              onChange={(value) => patch({ Amount: typeof value === 'number' ? value : null })}
              decimalScale={2}
              decimalSeparator={decimal}
              error={at('Amount')}
              data-testid="template-line-amount"
            />
          )}
          {line.AmountType === 'Percentage' && (
            <NumberInput
              size="xs"
              aria-label={t('Percentage')}
              placeholder={t('Percentage')}
              value={line.Percentage ?? ''}
              onChange={(value) => patch({ Percentage: typeof value === 'number' ? value : null })}
              min={0}
              max={100}
              decimalScale={3}
              decimalSeparator={decimal}
              rightSection="%"
              error={at('Percentage')}
              data-testid="template-line-percentage"
            />
          )}
          {line.AmountType === 'Rest' && (
            <Text size="xs" c="dimmed" mt={6}>
              {t('Amount_Type_Rest_Info')}
            </Text>
          )}
          <TextInput
            size="xs"
            aria-label={t('Description')}
            placeholder={t('Description')}
            value={line.Description ?? ''}
            onChange={(event) => patch({ Description: event.currentTarget.value })}
            error={at('Description')}
          />
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('Remove_Line')}
          disabled={!onRemove}
          onClick={() => onRemove?.()}
          data-testid="template-line-remove"
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing={6} ml={28} mr={34}>
        {coding.map((field) => (
          <MasterDataDropdown
            key={field.name}
            entity={field.entity}
            companyId={companyId}
            label={t(field.label)}
            value={line[field.name] ?? ''}
            onChange={(code) => patch({ [field.name]: code })}
            error={at(field.name)}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

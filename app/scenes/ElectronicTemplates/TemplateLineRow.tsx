import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { ProductCodeEntries } from './ProductCodeEntries';
import { dimensionLabels, type TemplateDimension, type TemplateLineForm } from './templateForm';

type Props = {
  index: number;
  line: TemplateLineForm;
  byProductCode: boolean;
  onChange: (line: TemplateLineForm) => void;
  onRemove: () => void;
  companyId: string;
  /** The dimensions the company's ERP uses on a line. */
  dimensions: readonly TemplateDimension[];
  error: (field: string) => string | undefined;
};

/** One template line: what it takes (product codes, or VAT percentage and category) and where it codes it. */
export function TemplateLineRow({
  index,
  line,
  byProductCode,
  onChange,
  onRemove,
  companyId,
  dimensions,
  error,
}: Props) {
  const { t, i18n } = useTranslation();
  const at = (field: string) => error(`TemplateLinesJson.${index}.${field}`);
  const patch = (change: Partial<TemplateLineForm>) => onChange({ ...line, ...change });

  return (
    <Paper withBorder radius="sm" p="xs" data-testid="etemplate-line">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600} w={20} mt={6}>
          {index + 1}
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing={6}>
            {byProductCode ? (
              <TagsInput
                size="xs"
                aria-label={t('Product_Codes')}
                placeholder={t('Product_Codes')}
                value={line.ProductCodes}
                onChange={(codes) => patch({ ProductCodes: codes })}
                splitChars={[',', ' ', ';']}
                clearable
                error={at('ProductCodes')}
                style={{ gridColumn: 'span 2' }}
                data-testid="etemplate-line-codes"
              />
            ) : (
              <>
                <NumberInput
                  size="xs"
                  aria-label={t('Vat_Percentage')}
                  placeholder={t('Vat_Percentage')}
                  value={line.VatPercentage ?? ''}
                  onChange={(value) => patch({ VatPercentage: typeof value === 'number' ? value : null })}
                  min={0}
                  max={100}
                  decimalScale={3}
                  decimalSeparator={i18n.language === 'en-US' ? '.' : ','}
                  rightSection="%"
                  error={at('VatPercentage')}
                  data-testid="etemplate-line-percentage"
                />
                <TextInput
                  size="xs"
                  aria-label={t('Vat_Category')}
                  placeholder={t('Vat_Category')}
                  value={line.VatCategory}
                  onChange={(event) => patch({ VatCategory: event.currentTarget.value.toUpperCase() })}
                  error={at('VatCategory')}
                />
              </>
            )}
            <MasterDataDropdown
              entity="GeneralLedger"
              companyId={companyId}
              label={t('Line_Column_GeneralLedgerAccount')}
              value={line.GeneralLedgerAccount}
              onChange={(code) => patch({ GeneralLedgerAccount: code })}
              error={at('GeneralLedgerAccount')}
              data-testid="etemplate-line-ledger"
            />
            <MasterDataDropdown
              entity="VatCode"
              companyId={companyId}
              label={t('Line_Column_VatCode')}
              value={line.VatCode}
              onChange={(code) => patch({ VatCode: code })}
              error={at('VatCode')}
            />
            <TextInput
              size="xs"
              label={t('Description')}
              value={line.Description}
              onChange={(event) => patch({ Description: event.currentTarget.value })}
              error={at('Description')}
            />
            {dimensions.map((dimension) => (
              <MasterDataDropdown
                key={dimension}
                entity={dimension}
                companyId={companyId}
                label={t(dimensionLabels[dimension])}
                value={line[dimension]}
                onChange={(code) => patch({ [dimension]: code })}
                error={at(dimension)}
              />
            ))}
          </SimpleGrid>
          {byProductCode && (
            <ProductCodeEntries
              entries={line.ProductCodeAndCategories}
              onChange={(entries) => patch({ ProductCodeAndCategories: entries })}
              companyId={companyId}
              dimensions={dimensions}
              error={(entry, field) => at(`ProductCodeAndCategories.${entry}.${field}`)}
            />
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('Remove_Line')}
          onClick={onRemove}
          data-testid="etemplate-line-remove"
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

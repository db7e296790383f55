import { ActionIcon, Group, Input, NumberInput, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { lineAmount, type OrderLineForm } from './purchaseOrderForm';

type Props = {
  index: number;
  line: OrderLineForm;
  onChange: (line: OrderLineForm) => void;
  onRemove: () => void;
  companyId: string;
  currency: string;
  error: (field: string) => string | undefined;
};

const codings = [
  { name: 'LedgerCode', entity: 'GeneralLedger', label: 'Line_Column_GeneralLedgerAccount' },
  { name: 'VatCode', entity: 'VatCode', label: 'Line_Column_VatCode' },
  { name: 'Dimension1', entity: 'Dimension1', label: 'Line_Column_Dimension1' },
  { name: 'Dimension2', entity: 'Dimension2', label: 'Line_Column_Dimension2' },
  { name: 'Project', entity: 'Project', label: 'Line_Column_Project' },
] as const;

const quantities = [
  { name: 'Quantity', label: 'Line_Column_Quantity' },
  { name: 'QuantityInvoiced', label: 'Quantity_Invoiced' },
  { name: 'QuantityReceived', label: 'Quantity_Received' },
] as const;

/** One order line: article, description, quantities (3 decimals), unit price and its coding. */
export function OrderLineEditor({ index, line, onChange, onRemove, companyId, currency, error }: Props) {
  const { t, i18n } = useTranslation();
  const at = (field: string) => error(`Lines.${index}.${field}`);
  const decimal = i18n.language === 'en-US' ? '.' : ',';
  const patch = (change: Partial<OrderLineForm>) => onChange({ ...line, ...change });
  const amount = lineAmount(line).toLocaleString(i18n.language, {
    style: 'currency',
    currency: currency || 'EUR',
  });

  return (
    <Paper withBorder radius="sm" p="xs" data-testid="order-line">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600} w={20} mt={26}>
          {index + 1}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }} spacing="xs" verticalSpacing={6} style={{ flex: 1 }}>
          <MasterDataDropdown
            entity="Article"
            companyId={companyId}
            label={t('Line_Column_Article')}
            value={line.ArticleCode ?? ''}
            onChange={(code, entry) =>
              patch({ ArticleCode: code, Description: line.Description || entry?.Description || '' })
            }
            error={at('ArticleCode')}
          />
          <TextInput
            size="xs"
            label={t('Line_Column_Description')}
            value={line.Description ?? ''}
            onChange={(event) => patch({ Description: event.currentTarget.value })}
            error={at('Description')}
          />
          {quantities.map((field) => (
            <NumberInput
              key={field.name}
              size="xs"
              label={t(field.label)}
              value={line[field.name] ?? 0}
              onChange={(value) => patch({ [field.name]: typeof value === 'number' ? value : 0 })}
              decimalScale={3}
              decimalSeparator={decimal}
              error={at(field.name)}
            />
          ))}
          <NumberInput
            size="xs"
            label={t('Line_Column_UnitPrice')}
            value={line.UnitPrice ?? 0}
            onChange={(value) => patch({ UnitPrice: typeof value === 'number' ? value : 0 })}
            decimalScale={3}
            decimalSeparator={decimal}
            error={at('UnitPrice')}
          />
          {codings.map((field) => (
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
          <Input.Wrapper size="xs" label={t('Line_Amount')}>
            <Text size="sm" fw={500} ta="right" py={5} className="ll-md-mono" data-testid="order-line-amount">
              {amount}
            </Text>
          </Input.Wrapper>
        </SimpleGrid>
        <ActionIcon variant="subtle" color="gray" mt={22} aria-label={t('Remove_Line')} onClick={onRemove}>
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

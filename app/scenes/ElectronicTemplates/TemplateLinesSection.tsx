import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TemplateLineRow } from './TemplateLineRow';
import {
  matchesByProductCode,
  newTemplateLine,
  TemplateDimensions,
  type TemplateForm,
  type TemplateLineForm,
} from './templateForm';

type Props = {
  model: TemplateForm;
  onChange: (lines: TemplateLineForm[]) => void;
  /** The coding fields the company's ERP uses; undefined: all of them. */
  codingFields: readonly string[] | undefined;
  error: (field: string) => string | undefined;
};

/** The template's lines: which e-invoice lines each takes and how it codes them. */
export function TemplateLinesSection({ model, onChange, codingFields, error }: Props) {
  const { t } = useTranslation();
  const lines = model.TemplateLinesJson;
  const dimensions = TemplateDimensions.filter((field) => !codingFields || codingFields.includes(field));
  const byProductCode = matchesByProductCode(model.RuleName);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={600}>{t('Template_Lines')}</Text>
            <Text size="xs" c="dimmed">
              {t(
                byProductCode
                  ? 'Electronic_Template_Lines_By_Product_Code'
                  : 'Electronic_Template_Lines_By_Vat',
              )}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, newTemplateLine()])}
            data-testid="etemplate-line-add"
          >
            {t('Add_Line')}
          </Button>
        </Group>
        {error('TemplateLinesJson') && (
          <Text size="sm" c="red" data-testid="etemplate-lines-error">
            {error('TemplateLinesJson')}
          </Text>
        )}
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('Electronic_Template_No_Lines')}
          </Text>
        )}
        {lines.map((line, index) => (
          <TemplateLineRow
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position; its number is given on save
            key={index}
            index={index}
            line={line}
            byProductCode={byProductCode}
            onChange={(next) => onChange(lines.map((entry, at) => (at === index ? next : entry)))}
            onRemove={() => onChange(lines.filter((_, at) => at !== index))}
            companyId={model.CompanyId}
            dimensions={dimensions}
            error={error}
          />
        ))}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { templateLineProblems } from '../../../domain/masterdata/index';
import { useMessage } from '../common/useMessage';
import { TemplateLineEditor } from './TemplateLineEditor';
import { newTemplateLine, type TemplateLineForm, templateLineCoding } from './templateForm';

type Props = {
  lines: TemplateLineForm[];
  onChange: (lines: TemplateLineForm[]) => void;
  companyId: string | null;
  /** The coding fields the company's ERP uses; undefined: all of them. */
  codingFields: readonly string[] | undefined;
  error: (field: string) => string | undefined;
};

/** The lines of a template with the split rules checked as they are typed (one Rest, no mixing, 100 %). */
export function TemplateLinesSection({ lines, onChange, companyId, codingFields, error }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const coding = templateLineCoding.filter((field) => !codingFields || codingFields.includes(field.coding));
  // The rules are checked here as the lines change; the server's own answer is added when it differs.
  const checked = templateLineProblems(
    lines.map((line) => ({ AmountType: line.AmountType, Percentage: line.Percentage ?? null })),
  ).map(message);
  const fromServer = error('Lines');
  const shown = fromServer && !checked.includes(fromServer) ? [...checked, fromServer] : checked;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={0}>
            <Text fw={600}>{t('Template_Lines')}</Text>
            <Text size="xs" c="dimmed">
              {t('Template_Lines_Info')}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, newTemplateLine(lines.length === 0 ? 'Rest' : 'Percentage')])}
            data-testid="template-line-add"
          >
            {t('Add_Line')}
          </Button>
        </Group>
        {shown.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={16} />} data-testid="template-line-problems">
            <List size="sm" spacing={2}>
              {shown.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {lines.map((line, index) => (
          <TemplateLineEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position; line ids are given anew on save
            key={index}
            index={index}
            line={line}
            onChange={(next) => onChange(lines.map((entry, at) => (at === index ? next : entry)))}
            onRemove={lines.length > 1 ? () => onChange(lines.filter((_, at) => at !== index)) : null}
            companyId={companyId}
            coding={coding}
            error={error}
          />
        ))}
      </Stack>
    </Paper>
  );
}

import { Checkbox, NumberInput, PasswordInput, Select, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyField, CompanyForm } from './companyFields';

type Props = {
  field: CompanyField;
  /** The label's key when the adapter names the field in its own words (companyFieldLabelKey). */
  labelKey?: string;
  model: CompanyForm;
  onChange: (name: CompanyField['name'], value: string | number | boolean | string[] | null) => void;
  error: string | undefined;
};

/** One company field with the editor its kind asks for. */
export function CompanyFieldInput({ field, labelKey, model, onChange, error }: Props) {
  const { t } = useTranslation();
  const label = t(labelKey ?? `Company_${field.name}`);
  const value = model[field.name];
  const testId = `company-${field.name}`;
  switch (field.kind) {
    case 'bool':
      return (
        <Checkbox
          mt="xs"
          label={label}
          checked={value === true}
          onChange={(event) => onChange(field.name, event.currentTarget.checked)}
          data-testid={testId}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={label}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(field.name, next)}
          error={error}
          data-testid={testId}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          data={field.options.map((option) => ({
            value: option,
            label: field.optionPrefix ? t(`${field.optionPrefix}${option}`) : option,
          }))}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => next && onChange(field.name, next)}
          allowDeselect={false}
          searchable={field.options.length > 8}
          error={error}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          min={0}
          decimalScale={3}
          value={typeof value === 'number' ? value : ''}
          // An emptied field is sent as nothing typed (0), never as an empty text.
          onChange={(next) => onChange(field.name, typeof next === 'number' ? next : 0)}
          error={error}
          data-testid={testId}
        />
      );
    case 'integer':
      return (
        <NumberInput
          label={label}
          description={field.info ? t(field.info) : undefined}
          min={0}
          allowDecimal={false}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(field.name, typeof next === 'number' ? next : 0)}
          error={error}
          data-testid={testId}
        />
      );
    case 'password':
      return (
        <PasswordInput
          label={label}
          autoComplete="new-password"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
          error={error}
          data-testid={testId}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={label}
          autosize
          minRows={1}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
          error={error}
          data-testid={testId}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          required={field.name === 'Name'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            // Optional references are null when empty, not an empty text.
            onChange(field.name, next === '' && value === null ? null : next);
          }}
          error={error}
          data-testid={testId}
        />
      );
  }
}

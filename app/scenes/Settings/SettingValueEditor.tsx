import { NumberInput, Switch, TextInput } from '@mantine/core';
import type { SettingType } from '../../../domain/entities/enums';
import type { SettingValue } from './settingValue';

type Props = {
  type: SettingType;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
  label: string;
  error?: string;
  /** A read-only session sees the value without changing it. */
  disabled?: boolean;
};

/** The editor that fits a setting's type: switch, number or text. */
export function SettingValueEditor({ type, value, onChange, label, error, disabled = false }: Props) {
  if (type === 'Bool') {
    return (
      <Switch
        aria-label={label}
        disabled={disabled}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid={`setting-value-${label}`}
      />
    );
  }
  if (type === 'Int' || type === 'Decimal') {
    return (
      <NumberInput
        size="xs"
        aria-label={label}
        disabled={disabled}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        allowDecimal={type === 'Decimal'}
        error={error}
        w={160}
        data-testid={`setting-value-${label}`}
      />
    );
  }
  return (
    <TextInput
      size="xs"
      aria-label={label}
      disabled={disabled}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      miw={260}
      data-testid={`setting-value-${label}`}
    />
  );
}

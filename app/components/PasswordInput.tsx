import { ActionIcon, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordPlaceholder } from '../../domain/entities/company';

/** Props of PasswordInput. */
export interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: ReactNode;
  disabled?: boolean;
  error?: ReactNode;
  autoComplete?: string;
  'data-testid'?: string;
}

/** Whether the eye icon is offered: enabled and holding a real value, not the eight-asterisk placeholder. */
export function canReveal(value: string, disabled: boolean): boolean {
  return !disabled && value !== '' && value !== PasswordPlaceholder;
}

/** Masked input whose value can be revealed with an eye icon. */
export function PasswordInput({
  value,
  onChange,
  label,
  disabled = false,
  error,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const revealable = canReveal(value, disabled);
  const shown = revealed && revealable;
  return (
    <TextInput
      size="xs"
      type={shown ? 'text' : 'password'}
      label={label}
      error={error}
      disabled={disabled}
      value={value}
      autoComplete={rest.autoComplete ?? 'new-password'}
      data-testid={rest['data-testid']}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSectionPointerEvents="all"
      rightSection={
        revealable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={shown ? t('Hide_password') : t('Show_password')}
            aria-pressed={shown}
            onClick={() => setRevealed(!shown)}
          >
            {shown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          </ActionIcon>
        )
      }
    />
  );
}

import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../common/FormSection';

type Props = {
  current: string;
  next: string;
  repeat: string;
  onChange: (change: { current?: string; next?: string; repeat?: string }) => void;
  error: (field: string) => string | undefined;
};

/** Password change: the current password is needed to set a new one. */
export function PasswordChange({ current, next, repeat, onChange, error }: Props) {
  const { t } = useTranslation();
  const mismatch = repeat !== '' && next !== repeat ? t('Validation_Passwords_Differ') : undefined;
  return (
    <FormSection title={t('Change_Password')} description={t('Change_Password_Info')}>
      <PasswordInput
        label={t('Current_Password')}
        autoComplete="current-password"
        value={current}
        onChange={(event) => onChange({ current: event.currentTarget.value })}
        error={error('CurrentPassword')}
      />
      <PasswordInput
        label={t('New_Password')}
        autoComplete="new-password"
        value={next}
        onChange={(event) => onChange({ next: event.currentTarget.value })}
        error={error('NewPassword')}
      />
      <PasswordInput
        label={t('Repeat_Password')}
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onChange({ repeat: event.currentTarget.value })}
        error={mismatch}
      />
    </FormSection>
  );
}

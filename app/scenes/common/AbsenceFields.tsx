import { Checkbox, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInput } from '../../../domain/entities/user';
import { FormSection } from './FormSection';

/** An absence as the forms hold it. */
export type AbsenceValue = NonNullable<UserInput['Absence']>;

type Props = {
  value: AbsenceValue | null;
  onChange: (value: AbsenceValue | null) => void;
  users: { value: string; label: string }[];
  error: (field: string) => string | undefined;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Absence: period away, the replacing user, and whether notifications keep coming. */
export function AbsenceFields({ value, onChange, users, error }: Props) {
  const { t } = useTranslation();
  const patch = (change: Partial<AbsenceValue>) => value && onChange({ ...value, ...change });
  return (
    <FormSection title={t('Absence')} description={t('Absence_Info')}>
      <Switch
        label={t('Absent')}
        checked={value !== null}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? {
                  FromDate: today(),
                  ToDate: today(),
                  KeepSendingNotifications: false,
                  ReplacedByUserId: null,
                }
              : null,
          )
        }
        data-testid="absence-toggle"
      />
      {value && (
        <>
          <TextInput
            type="date"
            label={t('Absence_From')}
            value={value.FromDate}
            onChange={(event) => patch({ FromDate: event.currentTarget.value })}
            error={error('Absence.FromDate') ?? error('FromDate')}
          />
          <TextInput
            type="date"
            label={t('Absence_To')}
            value={value.ToDate}
            onChange={(event) => patch({ ToDate: event.currentTarget.value })}
            error={error('Absence.ToDate') ?? error('ToDate')}
          />
          <Select
            label={t('Replacing_User')}
            data={users}
            value={value.ReplacedByUserId ?? null}
            onChange={(next) => patch({ ReplacedByUserId: next })}
            searchable
            clearable
            nothingFoundMessage={t('Nothing_Found')}
            error={error('Absence.ReplacedByUserId')}
          />
          <Checkbox
            label={t('Keep_Sending_Notifications')}
            checked={value.KeepSendingNotifications ?? false}
            onChange={(event) => patch({ KeepSendingNotifications: event.currentTarget.checked })}
            mt="lg"
          />
        </>
      )}
    </FormSection>
  );
}

import { Button, Center, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Locales, NotificationFrequencies } from '../../../domain/entities/enums';
import type { ProfileEditModel } from '../../../domain/entities/user';
import { localesQuery } from '../../api/translations';
import { useProfile, useSaveProfile, useUsers } from '../../api/users';
import { applyUserLocale } from '../../i18n/appI18n';
import { useShellData } from '../../session/ShellDataContext';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { AbsenceFields } from '../common/AbsenceFields';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { FormSection } from '../common/FormSection';
import { enumOptions, oneOf, userOptions } from '../common/options';
import { PageHeader } from '../common/PageHeader';
import { useFormModel } from '../common/useFormModel';
import { useFieldErrors } from '../common/useMessage';
import { PasswordChange } from './PasswordChange';

const emptyPasswords = { current: '', next: '', repeat: '' };

/** The user's own settings: names, e-mail, notifications, locale, password and absence. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { guard } = useShellData();
  const users = useUsers(false, guard.viewRights.has('Users'));
  const locales = useQuery(localesQuery);
  const save = useSaveProfile();
  const { model, set, dirty, setDirty } = useFormModel<ProfileEditModel>(profile.data);
  const [passwords, setPasswords] = useState(emptyPasswords);
  const error = useFieldErrors(save.error);
  const readOnly = useIsReadOnly();

  if (!model) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const text = (field: 'Name' | 'FirstName' | 'LastName' | 'Abbreviation' | 'Email', label: string) => (
    <TextInput
      label={t(label)}
      value={model[field] ?? ''}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={error(field)}
      required={field === 'Name' || field === 'Email'}
    />
  );
  const passwordMismatch = passwords.next !== passwords.repeat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ProfileEditModel = passwords.next
      ? { ...model, CurrentPassword: passwords.current, NewPassword: passwords.next }
      : { ...model, CurrentPassword: undefined, NewPassword: undefined };
    save.mutate(body, {
      onSuccess: (saved) => {
        setPasswords(emptyPasswords);
        setDirty(false);
        popups.add({ Message: 'Saved', Icon: 'check' });
        void applyUserLocale(saved.Locale);
      },
    });
  };

  const localeValues = locales.data && locales.data.length > 0 ? locales.data : [...Locales];
  return (
    <EditForm onSubmit={submit}>
      <PageHeader
        title={t('User_Settings')}
        description={t('User_Settings_Info')}
        actions={
          !readOnly && (
            <Button
              type="submit"
              loading={save.isPending}
              disabled={passwordMismatch}
              data-testid="profile-save"
            >
              {t('Save')}
            </Button>
          )
        }
      />
      <ReadOnlyFieldset>
        <Stack gap="md">
          <FormSection title={t('Profile')}>
            {text('FirstName', 'First_Name')}
            {text('LastName', 'Last_Name')}
            {text('Name', 'Name')}
            {text('Abbreviation', 'Abbreviation')}
            {text('Email', 'Email')}
            <Select
              label={t('Notification_Frequency')}
              data={enumOptions(NotificationFrequencies, t, 'Notification_Frequency_')}
              value={model.NotificationFrequency ?? 'Daily'}
              onChange={(value) => {
                const chosen = oneOf(NotificationFrequencies, value);
                if (chosen) set('NotificationFrequency', chosen);
              }}
              allowDeselect={false}
              error={error('NotificationFrequency')}
            />
            <Select
              label={t('Locale')}
              data={enumOptions(localeValues, t, 'Locale_')}
              value={model.Locale ?? 'nl-NL'}
              onChange={(value) => {
                const chosen = oneOf(Locales, value);
                if (chosen) set('Locale', chosen);
              }}
              allowDeselect={false}
              error={error('Locale')}
            />
          </FormSection>
          <PasswordChange
            {...passwords}
            onChange={(change) => setPasswords((current) => ({ ...current, ...change }))}
            error={error}
          />
          <AbsenceFields
            value={model.Absence ?? null}
            onChange={(absence) => set('Absence', absence)}
            users={userOptions(users.data, model.Id)}
            error={error}
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!dirty && !passwords.next}>
                {t('Save')}
              </Button>
            </Group>
          )}
        </Stack>
      </ReadOnlyFieldset>
    </EditForm>
  );
}

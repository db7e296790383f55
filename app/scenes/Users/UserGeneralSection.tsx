import { NumberInput, PasswordInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AttachmentDeletions,
  Locales,
  NotificationFrequencies,
  SearchRights,
} from '../../../domain/entities/enums';
import { BaseRoles } from '../../../domain/rights/rights';
import { FormSection } from '../common/FormSection';
import { enumOptions, oneOf } from '../common/options';
import type { UserForm } from './userForm';

type Props = {
  model: UserForm;
  isNew: boolean;
  set: <K extends keyof UserForm>(field: K, value: UserForm[K]) => void;
  error: (field: string) => string | undefined;
};

type TextField = 'Name' | 'FirstName' | 'LastName' | 'Email' | 'Abbreviation';

/** Identity, locale, notifications and role of a user. */
export function UserGeneralSection({ model, isNew, set, error }: Props) {
  const { t } = useTranslation();
  const text = (field: TextField, label: string, required = false) => (
    <TextInput
      label={t(label)}
      required={required}
      value={model[field] ?? ''}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={error(field)}
      data-testid={`user-${field}`}
    />
  );
  const searchRightOptions = Object.entries(SearchRights).map(([name, value]) => ({
    value: String(value),
    label: t(`Search_Rights_${name}`),
  }));
  return (
    <FormSection title={t('General')}>
      {text('FirstName', 'First_Name')}
      {text('LastName', 'Last_Name')}
      {text('Name', 'Name', true)}
      {text('Email', 'Email', true)}
      {text('Abbreviation', 'Abbreviation')}
      <Select
        label={t('Locale')}
        data={enumOptions(Locales, t, 'Locale_')}
        value={model.Locale ?? 'nl-NL'}
        onChange={(value) => set('Locale', oneOf(Locales, value) ?? 'nl-NL')}
        allowDeselect={false}
        error={error('Locale')}
      />
      <Select
        label={t('Notification_Frequency')}
        data={enumOptions(NotificationFrequencies, t, 'Notification_Frequency_')}
        value={model.NotificationFrequency ?? 'Daily'}
        onChange={(value) => set('NotificationFrequency', oneOf(NotificationFrequencies, value) ?? 'Daily')}
        allowDeselect={false}
      />
      <Select
        label={t('Base_Role')}
        data={enumOptions(BaseRoles, t, 'Base_Role_')}
        value={model.BaseRole ?? 'None'}
        onChange={(value) => set('BaseRole', oneOf(BaseRoles, value) ?? 'None')}
        allowDeselect={false}
        data-testid="user-BaseRole"
      />
      <Select
        label={t('Search_Rights')}
        data={searchRightOptions}
        value={String(model.SearchRights ?? 0)}
        onChange={(value) => {
          const chosen = Object.values(SearchRights).find((entry) => String(entry) === value);
          if (chosen !== undefined) set('SearchRights', chosen);
        }}
        allowDeselect={false}
      />
      <NumberInput
        label={t('Maximum_Approval_Amount')}
        value={model.MaximumApprovalAmount ?? ''}
        onChange={(value) => set('MaximumApprovalAmount', typeof value === 'number' ? value : null)}
        min={0}
        decimalScale={2}
        thousandSeparator="."
        decimalSeparator=","
        error={error('MaximumApprovalAmount')}
      />
      <Select
        label={t('May_Delete_Attachments')}
        data={enumOptions(AttachmentDeletions, t, 'Attachment_Deletion_')}
        value={model.MayDeleteAttachments ?? 'None'}
        onChange={(value) => set('MayDeleteAttachments', oneOf(AttachmentDeletions, value) ?? 'None')}
        allowDeselect={false}
      />
      <PasswordInput
        label={isNew ? t('Password') : t('New_Password')}
        description={isNew ? undefined : t('New_Password_Admin_Info')}
        autoComplete="new-password"
        value={model.Password ?? ''}
        onChange={(event) => set('Password', event.currentTarget.value || undefined)}
        error={error('Password')}
      />
    </FormSection>
  );
}

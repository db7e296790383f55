import { Checkbox, MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../common/FormSection';
import type { UserForm } from './userForm';

/** The yes/no fields of a user, in reading order. */
export const UserFlags = [
  'IsActive',
  'IsAdmin',
  'IsGroup',
  'Selectable',
  'MaySeeOtherUsers',
  'MaySeeOtherCompanies',
  'MaySeeAllDocuments',
  'MaySeeAlreadySeen',
  'MayEditDocuments',
  'MayDeleteDocuments',
  'MaySeeConfidentialDocuments',
  'SeeDocumentsWithPurchaseOrder',
  'MayApprovePay',
  'ValidateDocumentsWithoutCompany',
  'ContractManagementEnabled',
  'ReceivesContractManagementNotifications',
] as const;

type Props = {
  model: UserForm;
  set: <K extends keyof UserForm>(field: K, value: UserForm[K]) => void;
  users: { value: string; label: string }[];
};

/** Status and permission switches; group members when the user is a group. */
export function UserFlagsSection({ model, set, users }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('Permissions')}>
      {UserFlags.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`User_${flag}`)}
          checked={model[flag] ?? false}
          onChange={(event) => set(flag, event.currentTarget.checked)}
          data-testid={`user-${flag}`}
        />
      ))}
      {model.IsGroup && (
        <MultiSelect
          label={t('Group_Members')}
          data={users}
          value={model.GroupMemberIds ?? []}
          onChange={(value) => set('GroupMemberIds', value)}
          searchable
        />
      )}
    </FormSection>
  );
}

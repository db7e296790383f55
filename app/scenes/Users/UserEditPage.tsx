import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { defaultActionRights, defaultViewRights } from '../../../domain/rights/roleDefaults';
import { useCompanies } from '../../api/companies';
import { useDeactivateUser, useSaveUser, useUser, useUsers } from '../../api/users';
import { ConfirmationDialog } from '../../components/ConfirmationDialog';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { AbsenceFields } from '../common/AbsenceFields';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { editSubmit } from '../common/editSubmit';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { userOptions } from '../common/options';
import { PageHeader } from '../common/PageHeader';
import { useFormModel } from '../common/useFormModel';
import { useFieldErrors } from '../common/useMessage';
import { CompanyScopesSection } from './CompanyScopesSection';
import { RightsSection } from './RightsSection';
import { UserFlagsSection } from './UserFlagsSection';
import { UserGeneralSection } from './UserGeneralSection';
import { newUserForm, type UserForm, userFormOf } from './userForm';

/** Edits one user (/users/:id) or creates one (/users/new); deactivation asks for confirmation. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const user = useUser(isNew ? undefined : id);
  const users = useUsers(false);
  const companies = useCompanies();
  const save = useSaveUser();
  const deactivate = useDeactivateUser();
  const [confirming, setConfirming] = useState(false);
  const loaded = useMemo(
    () => (isNew ? newUserForm() : user.data && userFormOf(user.data)),
    [isNew, user.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<UserForm>(loaded);
  const error = useFieldErrors(save.error);
  const readOnly = useIsReadOnly();

  if (user.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(user.error, 'User_Not_Found'))}
        backTo="/users"
        backLabel={t('Back_To_Users')}
      />
    );
  }
  if (!model) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }

  const submit = editSubmit({
    save,
    id: isNew ? undefined : id,
    input: model,
    setDirty,
    navigate,
    basePath: '/users',
  });

  const applyRoleDefaults = () => {
    const role = model.BaseRole ?? 'None';
    set('UserViewRights', defaultViewRights(role, model.IsAdmin ?? false));
    set('UserActionRights', defaultActionRights(role, model.IsAdmin ?? false));
  };

  return (
    <EditForm onSubmit={submit}>
      <Anchor component={Link} to="/users" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('Users')}
        </Group>
      </Anchor>
      <PageHeader
        title={isNew ? t('New_User') : model.Name || t('User')}
        description={user.data?.IsDeleted ? t('User_Deactivated_Info') : undefined}
        actions={
          !readOnly && (
            <>
              {!isNew && !user.data?.IsDeleted && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconUserOff size={16} />}
                  onClick={() => setConfirming(true)}
                  data-testid="user-deactivate"
                >
                  {t('Deactivate')}
                </Button>
              )}
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!dirty && !isNew}
                data-testid="user-save"
              >
                {t('Save')}
              </Button>
            </>
          )
        }
      />
      <ReadOnlyFieldset>
        <Stack gap="md">
          <UserGeneralSection model={model} isNew={isNew} set={set} error={error} />
          <UserFlagsSection model={model} set={set} users={userOptions(users.data, isNew ? undefined : id)} />
          <RightsSection
            viewRights={model.UserViewRights ?? []}
            actionRights={model.UserActionRights ?? []}
            onViewRights={(value) => set('UserViewRights', value)}
            onActionRights={(value) => set('UserActionRights', value)}
          />
          <Group justify="flex-end" mt={-8}>
            <Button size="compact-sm" variant="subtle" onClick={applyRoleDefaults}>
              {t('Apply_Base_Role_Defaults')}
            </Button>
          </Group>
          <CompanyScopesSection model={model} companies={companies.data ?? []} set={set} error={error} />
          <AbsenceFields
            value={model.Absence ?? null}
            onChange={(absence) => set('Absence', absence)}
            users={userOptions(users.data, isNew ? undefined : id)}
            error={error}
          />
        </Stack>
      </ReadOnlyFieldset>
      <ConfirmationDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          deactivate.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              popups.add({ Message: 'User_Deactivated', Icon: 'check' });
              void navigate('/users');
            },
          })
        }
      >
        <Text size="sm">{t('Deactivate_User_Confirm', { 0: model.Name })}</Text>
      </ConfirmationDialog>
    </EditForm>
  );
}

import { Center, Loader, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DefaultTextTextMaximum } from '../../../domain/defaultTexts';
import { ActionNames } from '../../../domain/workflow';
import { ApiError } from '../../api/apiError';
import { useCompanies } from '../../api/companies';
import {
  type DefaultTextInput,
  useDefaultText,
  useDeleteDefaultText,
  useSaveDefaultText,
} from '../../api/defaultTexts';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { editSubmit } from '../common/editSubmit';
import { FormSection } from '../common/FormSection';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { actionLabel } from '../Documents/actionLabel';
import { EditHeader } from '../MasterData/EditHeader';
import { useEditKeys } from '../MasterData/useEditKeys';
import { actionOfOption, defaultTextFormOf, Everything, idOfOption, newDefaultText } from './defaultTextForm';

const listPath = '/default-texts';
const created = newDefaultText();

/** /default-texts/:id: a stock remark with the company and action it is offered for, or a new one (`new`). */
export function DefaultTextEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const text = useDefaultText(isNew ? undefined : id);
  const companies = useCompanies();
  const save = useSaveDefaultText();
  const remove = useDeleteDefaultText();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loaded = useMemo(
    () => (isNew ? created : text.data && defaultTextFormOf(text.data)),
    [isNew, text.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<DefaultTextInput>(loaded);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const leave = () => void navigate(listPath);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : leave()),
  });

  if (text.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(text.error, 'Default_Text_Not_Found'))}
        backTo={listPath}
        backLabel={t('Default_Texts')}
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
    navigate: (to, options) => navigate(to, options),
    basePath: listPath,
  });
  const companyOptions = [
    { value: Everything, label: t('All_Companies') },
    ...(companies.data ?? [])
      .filter((company) => !company.IsDeleted || company.Id === model.CompanyId)
      .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name })),
  ];
  const actionOptions = [
    { value: Everything, label: t('All_Actions') },
    ...ActionNames.map((action) => ({ value: action, label: actionLabel(t, action) })),
  ];

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={listPath}
          backLabel={t('Default_Texts')}
          title={isNew ? t('New_Default_Text') : model.Name || t('Default_Text')}
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md" mt="md">
            <FormSection title={t('General')} description={t('Default_Text_Info')}>
              <TextInput
                size="xs"
                label={t('Name')}
                required
                value={model.Name}
                onChange={(event) => set('Name', event.currentTarget.value)}
                error={error('Name')}
                data-testid="default-text-name"
              />
              <Select
                size="xs"
                label={t('Company')}
                data={companyOptions}
                value={model.CompanyId ?? Everything}
                onChange={(value) => set('CompanyId', idOfOption(value))}
                searchable
                allowDeselect={false}
                error={error('CompanyId')}
                data-testid="default-text-company"
              />
              <Select
                size="xs"
                label={t('Route_Action')}
                data={actionOptions}
                value={model.Action ?? Everything}
                onChange={(value) => set('Action', actionOfOption(value))}
                searchable
                allowDeselect={false}
                error={error('Action')}
                data-testid="default-text-action"
              />
            </FormSection>
            <FormSection title={t('Default_Text_Text')} cols={1}>
              <Textarea
                size="xs"
                label={t('Default_Text_Text')}
                required
                rows={4}
                resize="vertical"
                value={model.Text}
                description={`${model.Text.length} / ${DefaultTextTextMaximum}`}
                onChange={(event) => set('Text', event.currentTarget.value)}
                error={error('Text')}
                data-testid="default-text-text"
              />
              <Switch
                size="xs"
                label={t('User_IsActive')}
                checked={model.IsActive}
                onChange={(event) => set('IsActive', event.currentTarget.checked)}
                data-testid="default-text-active"
              />
            </FormSection>
          </Stack>
        </ReadOnlyFieldset>
        <ConfirmationDialog
          opened={confirm !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            if (confirm === 'leave') return leave();
            remove.mutate(id, {
              onSuccess: () => {
                popups.add({ Message: 'Deleted', Icon: 'check' });
                leave();
              },
            });
          }}
        >
          <Text size="sm">
            {confirm === 'leave'
              ? t('Leave_Unsaved_Confirm')
              : t('Delete_Default_Text_Confirm', { 0: model.Name })}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}

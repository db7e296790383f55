import { Center, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AutoRouteConditions } from '../../../domain/workflow';
import { ApiError } from '../../api/apiError';
import { type AutoRouteInput, useAutoRoute, useDeleteAutoRoute, useSaveAutoRoute } from '../../api/routes';
import { AmountEditor, ConfirmationDialog } from '../../components';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { editSubmit } from '../common/editSubmit';
import { FormSection } from '../common/FormSection';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { oneOf } from '../common/options';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from '../MasterData/EditHeader';
import { useEditKeys } from '../MasterData/useEditKeys';
import { AutoRouteStepsSection } from './AutoRouteStepsSection';
import { newAutoRoute } from './autoRouteForm';
import { CompanyField, documentTypeKeys, VendorField } from './routeFields';

const listPath = '/auto-routes';
const created = newAutoRoute();

/** /auto-routes/:id: an auto route's conditions and ordered steps, or a new one (`new`). */
export function AutoRouteEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const route = useAutoRoute(isNew ? undefined : id);
  const save = useSaveAutoRoute();
  const remove = useDeleteAutoRoute();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const { model, set, dirty, setDirty } = useFormModel<AutoRouteInput>(isNew ? created : route.data);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const leave = () => void navigate(listPath);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : leave()),
  });

  if (route.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(route.error, 'Route_Not_Found'))}
        backTo={listPath}
        backLabel={t('Auto_Routes')}
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
  const { Id: _id, ...input } = { Id: '', ...model };
  const submit = editSubmit({
    save,
    id: isNew ? undefined : id,
    input,
    setDirty,
    navigate: (to, options) => navigate(to, options),
    basePath: listPath,
  });
  const conditions = model.Conditions;
  const condition = (change: Partial<AutoRouteConditions>) => set('Conditions', { ...conditions, ...change });
  const code = (field: 'GeneralLedgerAccount' | 'CostCenter', entity: 'GeneralLedger' | 'Dimension1') => (
    <MasterDataDropdown
      entity={entity}
      companyId={conditions.CompanyId}
      label={t(field === 'CostCenter' ? 'Route_Cost_Center' : 'GeneralLedger')}
      value={conditions[field] ?? ''}
      onChange={(value) => condition({ [field]: value || null })}
      disabled={!conditions.CompanyId}
      error={error(`Conditions.${field}`)}
      data-testid={`auto-route-${field}`}
    />
  );

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={listPath}
          backLabel={t('Auto_Routes')}
          title={isNew ? t('New_Auto_Route') : model.Name || t('Auto_Route')}
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md" mt="md">
            <FormSection title={t('General')}>
              <TextInput
                size="xs"
                label={t('Name')}
                required
                value={model.Name}
                onChange={(event) => set('Name', event.currentTarget.value)}
                error={error('Name')}
                data-testid="auto-route-name"
              />
              <Switch
                size="xs"
                mt={22}
                label={t('User_IsActive')}
                checked={model.IsActive}
                onChange={(event) => set('IsActive', event.currentTarget.checked)}
              />
            </FormSection>
            <FormSection title={t('Route_Conditions')} description={t('Auto_Route_Conditions_Info')}>
              <CompanyField
                value={conditions.CompanyId}
                onChange={(companyId) =>
                  condition({
                    CompanyId: companyId,
                    RelationId: null,
                    GeneralLedgerAccount: null,
                    CostCenter: null,
                  })
                }
                error={error('Conditions.CompanyId')}
              />
              <VendorField
                companyId={conditions.CompanyId}
                value={conditions.RelationId}
                onChange={(relationId) => condition({ RelationId: relationId })}
                error={error('Conditions.RelationId')}
              />
              <Select
                size="xs"
                label={t('Document_Type')}
                placeholder={t('Route_Any')}
                data={OverviewDocumentTypes.map((value) => ({ value, label: t(documentTypeKeys[value]) }))}
                value={conditions.DocumentType}
                onChange={(value) => condition({ DocumentType: oneOf(OverviewDocumentTypes, value) })}
                clearable
                error={error('Conditions.DocumentType')}
              />
              <AmountField
                label={t('Gross_Amount_From')}
                value={conditions.AmountFrom}
                onChange={(value) => condition({ AmountFrom: value })}
                error={error('Conditions.AmountFrom')}
                data-testid="auto-route-amount-from"
              />
              <AmountField
                label={t('Gross_Amount_Until')}
                value={conditions.AmountUntil}
                onChange={(value) => condition({ AmountUntil: value })}
                error={error('Conditions.AmountUntil')}
                data-testid="auto-route-amount-until"
              />
              {code('GeneralLedgerAccount', 'GeneralLedger')}
              {code('CostCenter', 'Dimension1')}
            </FormSection>
            <AutoRouteStepsSection
              steps={model.Steps}
              onChange={(steps) => set('Steps', steps)}
              error={error}
            />
          </Stack>
        </ReadOnlyFieldset>
        <ConfirmationDialog
          opened={confirm !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            if (confirm === 'leave') return leave();
            remove.mutate(id, {
              onSuccess: () => {
                popups.add({ Message: 'Route_Deleted_Successfully', Icon: 'check' });
                leave();
              },
            });
          }}
        >
          <Text size="sm">
            {confirm === 'leave' ? t('Leave_Unsaved_Confirm') : t('Delete_Route_Confirm')}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}

/** An optional amount: the AmountEditor, where an empty field means no bound. */
function AmountField(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  'data-testid'?: string;
}) {
  return (
    <AmountEditor
      label={props.label}
      value={props.value ?? 0}
      onChange={(value) => props.onChange(value === 0 ? null : value)}
      error={props.error}
      data-testid={props['data-testid']}
    />
  );
}

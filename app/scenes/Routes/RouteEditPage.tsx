import { Center, Loader, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DocumentStatuses } from '../../../domain/documents/enums';
import { ActionNames } from '../../../domain/workflow';
import { ApiError } from '../../api/apiError';
import {
  type RouteInput,
  type RouteListKind,
  useDeleteRoute,
  useRoute,
  useSaveRoute,
} from '../../api/routes';
import { ConfirmationDialog } from '../../components';
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
import { routeLists } from './RoutesPage';
import { ActionField, CompanyField, RecipientField, VendorField } from './routeFields';

const routeTypes = ['SuggestionRoute', 'SuggestionRouteAllVendors'] as const;

const newRoute = (kind: RouteListKind): RouteInput => ({
  RouteType: 'SuggestionRouteAllVendors',
  ActionId: 'Approve',
  CurrentUserId: null,
  SendToUserId: null,
  DefaultText: '',
  RouteOption: 'None',
  LastAction: '',
  Status: null,
  IsUserRoute: kind === 'user',
  CompanyId: null,
  RelationId: null,
});

/** /user-routes/:id and /suggestion-routes/:id: a route's conditions and proposal, or a new one (`new`). */
function RouteEditPage({ kind }: { kind: RouteListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { path, title } = routeLists[kind];
  const route = useRoute(isNew ? undefined : id);
  const save = useSaveRoute();
  const remove = useDeleteRoute();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loaded = useMemo(() => {
    if (isNew) return newRoute(kind);
    if (!route.data) return undefined;
    const { Id: _id, ...input } = route.data;
    return input;
  }, [isNew, kind, route.data]);
  const { model, set, patch, dirty, setDirty } = useFormModel<RouteInput>(loaded);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const leave = () => void navigate(path);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : leave()),
  });

  if (route.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(route.error, 'Route_Not_Found'))}
        backTo={path}
        backLabel={t(title)}
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
    basePath: path,
  });

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={path}
          backLabel={t(title)}
          title={isNew ? t('New_Route') : t('Route')}
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md" mt="md">
            <FormSection title={t('Route_When')} description={t('Route_When_Info')}>
              <CompanyField
                value={model.CompanyId}
                onChange={(companyId) => patch({ CompanyId: companyId, RelationId: null })}
                error={error('CompanyId')}
              />
              <Select
                size="xs"
                label={t('Route_Type')}
                data={routeTypes.map((value) => ({ value, label: t(`Route_Type_${value}`) }))}
                value={model.RouteType}
                onChange={(value) =>
                  patch({
                    RouteType: oneOf(routeTypes, value) ?? 'SuggestionRouteAllVendors',
                    RelationId: null,
                  })
                }
                allowDeselect={false}
                error={error('RouteType')}
                data-testid="route-type"
              />
              {model.RouteType === 'SuggestionRoute' && (
                <VendorField
                  companyId={model.CompanyId}
                  value={model.RelationId}
                  onChange={(relationId) => set('RelationId', relationId)}
                  error={error('RelationId')}
                />
              )}
              <Select
                size="xs"
                label={t('Status')}
                placeholder={t('Route_Any')}
                data={DocumentStatuses.map((value) => ({ value, label: t(`Document_Status_${value}`) }))}
                value={model.Status}
                onChange={(value) => set('Status', oneOf(DocumentStatuses, value))}
                clearable
                searchable
                error={error('Status')}
              />
              <RecipientField
                field="CurrentUserId"
                label={t('Route_Current_User')}
                value={model.CurrentUserId}
                onChange={(userId) => set('CurrentUserId', userId)}
                error={error('CurrentUserId')}
              />
            </FormSection>
            <FormSection title={t('Route_Then')}>
              <ActionField
                actions={ActionNames}
                label={t('Route_Action')}
                value={model.ActionId}
                onChange={(action) => action && set('ActionId', action)}
                error={error('ActionId')}
                data-testid="route-action"
              />
              <RecipientField
                field="SendToUserId"
                label={t('Route_Send_To')}
                value={model.SendToUserId}
                onChange={(userId) => set('SendToUserId', userId)}
                error={error('SendToUserId')}
                data-testid="route-send-to"
              />
              <Textarea
                size="xs"
                label={t('Route_Default_Text')}
                rows={2}
                value={model.DefaultText}
                onChange={(event) => set('DefaultText', event.currentTarget.value)}
                error={error('DefaultText')}
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

/** /user-routes/:id. */
export function UserRouteEditPage() {
  return <RouteEditPage kind="user" />;
}

/** /suggestion-routes/:id. */
export function SuggestionRouteEditPage() {
  return <RouteEditPage kind="suggestion" />;
}

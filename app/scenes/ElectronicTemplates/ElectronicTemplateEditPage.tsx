import { Center, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/apiError';
import {
  useDeleteElectronicTemplate,
  useElectronicTemplate,
  useSaveElectronicTemplate,
} from '../../api/electronicTemplates';
import { useErpFeatures } from '../../api/erpFeatures';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { reportSaved } from '../common/reportSaved';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from '../MasterData/EditHeader';
import { FieldErrorSummary } from '../MasterData/FieldErrorSummary';
import { useEditKeys } from '../MasterData/useEditKeys';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { TemplateHeaderSection } from './TemplateHeaderSection';
import { TemplateLinesSection } from './TemplateLinesSection';
import { TemplatePreviewSection } from './TemplatePreviewSection';
import { newTemplateForm, type TemplateForm, templateFieldLabels, templateFormOf } from './templateForm';

const listPath = '/electronic-templates';

/** /electronic-templates/:id: an electronic template with its lines and a preview, or a new one (`new`). */
export function ElectronicTemplateEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const isNew = id === 'new';
  const template = useElectronicTemplate(isNew ? undefined : id);
  const chosen = useMasterDataCompany({ requested: search.get('companyId') });
  const companyId = isNew ? chosen.companyId : (template.data?.CompanyId ?? null);
  const features = useErpFeatures(companyId);
  const save = useSaveElectronicTemplate();
  const remove = useDeleteElectronicTemplate();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loaded = useMemo(
    () =>
      isNew
        ? chosen.companyId
          ? newTemplateForm(chosen.companyId)
          : undefined
        : template.data && templateFormOf(template.data),
    [isNew, chosen.companyId, template.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<TemplateForm>(loaded);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const leave = () => void navigate(listPath);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : leave()),
  });

  if (template.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(template.error, 'Electronic_Template_Not_Found'))}
        backTo={listPath}
        backLabel={t('Electronic_Templates')}
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reportSaved(save.mutateAsync(model), (saved) => {
      setDirty(false);
      if (isNew) void navigate(`${listPath}/${encodeURIComponent(saved.Id)}`, { replace: true });
    });
  };
  const topLevel = Object.fromEntries(Object.entries(errors).filter(([field]) => !field.includes('.')));

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={listPath}
          backLabel={t('Electronic_Templates')}
          title={isNew ? t('New_Electronic_Template') : model.Name || t('Electronic_Template')}
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md">
            <FieldErrorSummary
              errors={topLevel}
              label={(field) => t(templateFieldLabels[field] ?? 'Template_Lines')}
            />
            {save.error instanceof ApiError && save.error.status === 409 && (
              <Text size="sm" c="red" data-testid="etemplate-stale">
                {message(save.error.message)}
              </Text>
            )}
            <TemplateHeaderSection model={model} set={set} error={error} />
            <TemplateLinesSection
              model={model}
              onChange={(lines) => set('TemplateLinesJson', lines)}
              codingFields={features.data?.OrderedCodingFields}
              error={error}
            />
            <TemplatePreviewSection
              model={model}
              saved={
                template.data && !dirty
                  ? { Lines: template.data.RuleResultsJson, UnlinkedLines: template.data.UnlinkedLines }
                  : null
              }
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
                popups.add({ Message: 'Deleted', Icon: 'check' });
                leave();
              },
            });
          }}
        >
          <Text size="sm">
            {confirm === 'leave'
              ? t('Leave_Unsaved_Confirm')
              : t('Delete_Template_Confirm', { 0: model.Name })}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}

import { Center, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { PostingTemplateInput } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { useErpFeatures } from '../../api/erpFeatures';
import {
  useDeletePostingTemplate,
  usePostingTemplate,
  useSavePostingTemplate,
} from '../../api/postingTemplates';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from '../MasterData/EditHeader';
import { FieldErrorSummary } from '../MasterData/FieldErrorSummary';
import { useEditKeys } from '../MasterData/useEditKeys';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { TemplateGeneralSection } from './TemplateGeneralSection';
import { TemplateLinesSection } from './TemplateLinesSection';
import { newTemplateForm, templateFieldLabels, templateFormOf } from './templateForm';

const listPath = '/posting-templates';

/** /posting-templates/:id: a posting template with its lines, or a new one (`new`) for the chosen company. */
export function PostingTemplateEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const isNew = id === 'new';
  const template = usePostingTemplate(isNew ? undefined : id);
  const chosen = useMasterDataCompany({ requested: search.get('companyId') });
  const companyId = isNew ? chosen.companyId : (template.data?.CompanyId ?? null);
  const features = useErpFeatures(companyId);
  const save = useSavePostingTemplate();
  const remove = useDeletePostingTemplate();
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
  const { model, set, dirty, setDirty } = useFormModel<PostingTemplateInput>(loaded);
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
        message={t(notFoundMessage(template.error, 'Posting_Template_Not_Found'))}
        backTo={listPath}
        backLabel={t('Posting_Templates')}
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
    save.mutate(
      { id: isNew ? undefined : id, input: model },
      {
        onSuccess: (saved) => {
          setDirty(false);
          popups.add({ Message: 'Saved', Icon: 'check' });
          if (isNew) void navigate(`${listPath}/${encodeURIComponent(saved.Id)}`, { replace: true });
        },
      },
    );
  };

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={listPath}
          backLabel={t('Posting_Templates')}
          title={isNew ? t('New_Posting_Template') : model.Name || t('Posting_Template')}
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md">
            <FieldErrorSummary
              errors={Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'Lines'))}
              label={(field) => t(templateFieldLabels[field] ?? 'Template_Lines')}
            />
            <TemplateGeneralSection model={model} set={set} companyId={companyId} error={error} />
            <TemplateLinesSection
              lines={model.Lines}
              onChange={(lines) => set('Lines', lines)}
              companyId={companyId}
              codingFields={features.data?.OrderedCodingFields}
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

import { Center, Loader, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ReplyLanguages, ReplySituations } from '../../../domain/intake/enums';
import type { ReplyTemplateInput } from '../../../domain/intake/replyTemplate';
import { ApiError } from '../../api/apiError';
import { useDeleteReplyTemplate, useMailboxes, useReplyTemplate, useSaveReplyTemplate } from '../../api/mail';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { editSubmit } from '../common/editSubmit';
import { FormSection } from '../common/FormSection';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from '../MasterData/EditHeader';
import { useEditKeys } from '../MasterData/useEditKeys';
import { PlaceholderChips } from './PlaceholderChips';
import { ReplyPreview } from './ReplyPreview';
import { AllMailboxes, insertPlaceholder, newReplyTemplate, replyTemplateFormOf } from './replyTemplateForm';

const listPath = '/reply-templates';
const created = newReplyTemplate();
type TextField = 'Subject' | 'Body';

/** /reply-templates/:id: one answer to senders with its placeholders and a live preview, or a new one (`new`). */
export function ReplyTemplateEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const template = useReplyTemplate(isNew ? undefined : id);
  const mailboxes = useMailboxes();
  const save = useSaveReplyTemplate();
  const remove = useDeleteReplyTemplate();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const fields = { Subject: useRef<HTMLInputElement>(null), Body: useRef<HTMLTextAreaElement>(null) };
  // The chips write into the text field used last: the body unless the subject was.
  const lastField = useRef<TextField>('Body');
  const loaded = useMemo(
    () => (isNew ? created : template.data && replyTemplateFormOf(template.data)),
    [isNew, template.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<ReplyTemplateInput>(loaded);
  const [previewed] = useDebouncedValue(model, 400);
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
        message={t(notFoundMessage(template.error, 'Reply_Template_Not_Found'))}
        backTo={listPath}
        backLabel={t('Reply_Templates')}
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
  const insert = (name: string) => {
    const field = lastField.current;
    const element = fields[field].current;
    const value = model[field];
    const next = insertPlaceholder(
      value,
      element?.selectionStart ?? value.length,
      element?.selectionEnd ?? value.length,
      name,
    );
    set(field, next.text);
    // Back into the field with the cursor after the placeholder, once React has written the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const mailboxOptions = [
    { value: AllMailboxes, label: t('All_Mailboxes') },
    ...(mailboxes.data ?? []).map((mailbox) => ({ value: mailbox.Id, label: mailbox.Address })),
  ];

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={listPath}
          backLabel={t('Reply_Templates')}
          title={
            isNew
              ? t('New_Reply_Template')
              : `${t(`Reply_Situation_${model.Situation}`)} · ${t(`Locale_${model.Language}`)}`
          }
          saving={save.isPending}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md" mt="md">
            <FormSection title={t('General')} description={t('Reply_Templates_Info')}>
              <Select
                size="xs"
                label={t('Mailbox')}
                data={mailboxOptions}
                value={model.MailboxId ?? AllMailboxes}
                onChange={(value) => set('MailboxId', !value || value === AllMailboxes ? null : value)}
                searchable
                allowDeselect={false}
                error={error('MailboxId')}
                data-testid="reply-template-mailbox"
              />
              <Select
                size="xs"
                label={t('Reply_Situation')}
                data={ReplySituations.map((value) => ({ value, label: t(`Reply_Situation_${value}`) }))}
                value={model.Situation}
                onChange={(value) =>
                  set('Situation', ReplySituations.find((s) => s === value) ?? model.Situation)
                }
                allowDeselect={false}
                error={error('Situation')}
                data-testid="reply-template-situation"
              />
              <Select
                size="xs"
                label={t('Locale')}
                data={ReplyLanguages.map((value) => ({ value, label: t(`Locale_${value}`) }))}
                value={model.Language}
                onChange={(value) =>
                  set('Language', ReplyLanguages.find((l) => l === value) ?? model.Language)
                }
                allowDeselect={false}
                error={error('Language')}
                data-testid="reply-template-language"
              />
              <Switch
                size="xs"
                label={t('User_IsActive')}
                checked={model.IsActive}
                onChange={(event) => set('IsActive', event.currentTarget.checked)}
                data-testid="reply-template-active"
              />
            </FormSection>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <FormSection title={t('Reply_Text')} cols={1}>
                <TextInput
                  ref={fields.Subject}
                  size="xs"
                  label={t('Reply_Subject')}
                  required
                  value={model.Subject}
                  onFocus={() => {
                    lastField.current = 'Subject';
                  }}
                  onChange={(event) => set('Subject', event.currentTarget.value)}
                  error={error('Subject')}
                  data-testid="reply-template-subject"
                />
                <Textarea
                  ref={fields.Body}
                  size="xs"
                  label={t('Reply_Body')}
                  required
                  rows={12}
                  resize="vertical"
                  value={model.Body}
                  onFocus={() => {
                    lastField.current = 'Body';
                  }}
                  onChange={(event) => set('Body', event.currentTarget.value)}
                  error={error('Body')}
                  data-testid="reply-template-body"
                />
                <PlaceholderChips onInsert={insert} />
              </FormSection>
              <ReplyPreview input={previewed} />
            </SimpleGrid>
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
            {confirm === 'leave' ? t('Leave_Unsaved_Confirm') : t('Delete_Reply_Template_Confirm')}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}

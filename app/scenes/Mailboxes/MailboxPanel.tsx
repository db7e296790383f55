import {
  Button,
  Drawer,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyLanguages, SourcePerValues } from '../../../domain/intake/enums';
import { useDeleteMailbox, useSaveMailbox } from '../../api/mail';
import { ConfirmationDialog } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { ReadOnlyFieldset } from '../common/EditForm';
import { reportSaved } from '../common/reportSaved';
import { useMessage } from '../common/useMessage';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { draftErrors, inputOfDraft, type MailboxDraft, serverErrors } from './mailboxForm';

type Props = {
  /** The mailbox being edited or created; null closes the panel. */
  draft: MailboxDraft | null;
  domain: string;
  onClose: () => void;
};

/** The drawer that edits one mailbox: its address, what its mail may be and become, and how senders are answered. */
export function MailboxPanel({ draft: opened, domain, onClose }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const readOnly = useIsReadOnly();
  const save = useSaveMailbox();
  const remove = useDeleteMailbox();
  const [draft, setDraft] = useState(opened);
  const [checked, setChecked] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { reset } = save;
  useEffect(() => {
    setDraft(opened);
    setChecked(false);
    reset();
  }, [opened, reset]);

  const own = draft && checked ? draftErrors(draft) : {};
  const errors = { ...serverErrors(save.error), ...own };
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const set = <K extends keyof MailboxDraft>(field: K, value: MailboxDraft[K]) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    if (field === 'LocalPart' && save.error) reset();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft || readOnly) return;
    setChecked(true);
    if (Object.keys(draftErrors(draft)).length) return;
    reportSaved(save.mutateAsync(inputOfDraft(draft)), onClose);
  };

  const title = draft
    ? `${t(draft.Id ? 'Edit_Mailbox' : 'New_Mailbox')} · ${t(DocumentTypeLooks[draft.DocumentType].detailTitle)}`
    : '';
  return (
    <Drawer opened={draft !== null} onClose={onClose} position="right" size="md" title={title}>
      {draft && (
        <form noValidate onSubmit={submit} onKeyDown={getHotkeyHandler([['mod+S', () => submit()]])}>
          <ReadOnlyFieldset>
            <Stack gap="sm">
              <TextInput
                size="xs"
                label={t('Mailbox_Local_Part')}
                required
                value={draft.LocalPart}
                onChange={(event) => set('LocalPart', event.currentTarget.value.trim().toLowerCase())}
                rightSection={
                  <Text size="xs" c="dimmed" pr={4}>
                    @{domain}
                  </Text>
                }
                rightSectionWidth={domain.length * 7 + 24}
                error={error('LocalPart')}
                data-testid="mailbox-local-part"
              />
              <Switch
                size="xs"
                label={t('User_IsActive')}
                checked={draft.IsActive}
                onChange={(event) => set('IsActive', event.currentTarget.checked)}
                data-testid="mailbox-active"
              />
              <NumberInput
                size="xs"
                label={t('Mailbox_Max_Size')}
                suffix=" MB"
                min={0.1}
                max={50}
                step={1}
                decimalScale={1}
                value={draft.MaxMegabytes}
                onChange={(value) => set('MaxMegabytes', typeof value === 'number' ? value : Number.NaN)}
                error={error('MaxMegabytes')}
                data-testid="mailbox-max-size"
              />
              <Textarea
                size="xs"
                label={t('Mailbox_Allowed_Senders')}
                description={t('Mailbox_Allowed_Senders_Info')}
                placeholder={'jan@leverancier.nl\n@leverancier.nl'}
                rows={4}
                resize="vertical"
                value={draft.AllowedSenders}
                onChange={(event) => set('AllowedSenders', event.currentTarget.value)}
                error={error('AllowedSenders')}
                data-testid="mailbox-senders"
              />
              <Text size="sm" fw={600} mt="xs">
                {t('Mailbox_Becomes_Sources')}
              </Text>
              <Switch
                size="xs"
                label={t('Mailbox_Accept_Pdf')}
                checked={draft.AcceptPdf}
                onChange={(event) => set('AcceptPdf', event.currentTarget.checked)}
                data-testid="mailbox-accept-pdf"
              />
              <Switch
                size="xs"
                label={t('Mailbox_Accept_Images')}
                checked={draft.AcceptImages}
                onChange={(event) => set('AcceptImages', event.currentTarget.checked)}
              />
              <Switch
                size="xs"
                label={t('Mailbox_Accept_EInvoices')}
                checked={draft.AcceptEInvoices}
                onChange={(event) => set('AcceptEInvoices', event.currentTarget.checked)}
              />
              <Switch
                size="xs"
                label={t('Mailbox_Body_As_Document')}
                checked={draft.BodyAsDocument}
                onChange={(event) => set('BodyAsDocument', event.currentTarget.checked)}
              />
              <Stack gap={4}>
                <Text size="xs" fw={500}>
                  {t('Mailbox_Source_Per')}
                </Text>
                <SegmentedControl
                  size="xs"
                  disabled={readOnly}
                  data={SourcePerValues.map((value) => ({ value, label: t(`Mailbox_Source_Per_${value}`) }))}
                  value={draft.SourcePer}
                  onChange={(value) => set('SourcePer', value === 'Mail' ? 'Mail' : 'Attachment')}
                  data-testid="mailbox-source-per"
                />
              </Stack>
              <Text size="sm" fw={600} mt="xs">
                {t('Mailbox_Replies')}
              </Text>
              <Switch
                size="xs"
                label={t('Mailbox_Send_Replies')}
                checked={draft.SendReplies}
                onChange={(event) => set('SendReplies', event.currentTarget.checked)}
              />
              <Select
                size="xs"
                label={t('Mailbox_Reply_Language')}
                data={ReplyLanguages.map((value) => ({ value, label: t(`Locale_${value}`) }))}
                value={draft.ReplyLanguage}
                onChange={(value) => set('ReplyLanguage', value === 'en-US' ? 'en-US' : 'nl-NL')}
                allowDeselect={false}
                data-testid="mailbox-reply-language"
              />
            </Stack>
          </ReadOnlyFieldset>
          {!readOnly && (
            <Group justify="space-between" mt="lg">
              {draft.Id ? (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => setConfirmDelete(true)}
                  data-testid="mailbox-delete"
                >
                  {t('Delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button size="xs" type="submit" loading={save.isPending} data-testid="mailbox-save">
                {t('Save')}
              </Button>
            </Group>
          )}
        </form>
      )}
      <ConfirmationDialog
        opened={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          draft?.Id &&
          remove.mutate(draft.Id, {
            onSuccess: () => {
              popups.add({ Message: 'Deleted', Icon: 'check' });
              onClose();
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        <Text size="sm">{t('Delete_Mailbox_Confirm', { 0: `${draft?.LocalPart ?? ''}@${domain}` })}</Text>
      </ConfirmationDialog>
    </Drawer>
  );
}

import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreatedWebhook,
  type Webhook,
  type WebhookEvent,
  WebhookEvents,
  webhookEventLabel,
} from '../../../domain/api/webhooks';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../../api/webhooks';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { ListState } from '../common/ListState';
import { useFieldErrors } from '../common/useMessage';
import { DeliveryLog } from './DeliveryLog';
import { moment } from './format';
import { ShownOnce } from './ShownOnce';

/** Adds a webhook: its HTTPS address and the events it hears; then shows its signing secret once. */
function AddWebhook() {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WebhookEvents]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const errorOf = useFieldErrors(create.error);
  const submit = () =>
    create.mutate(
      { Url: url, Events: events },
      {
        onSuccess: (hook) => {
          setCreated(hook);
          setUrl('');
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('Webhook_Url')}
            description={t('Webhook_Url_Info')}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errorOf('Url')}
            required
            data-testid="webhook-url"
          />
          <Checkbox.Group
            label={t('Webhook_Events')}
            value={events}
            onChange={(value) => setEvents(value as WebhookEvent[])}
            error={errorOf('Events')}
          >
            <Group gap="md" mt={6}>
              {WebhookEvents.map((event) => (
                <Checkbox key={event} value={event} label={t(webhookEventLabel(event))} description={event} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              size="xs"
              leftSection={<IconPlus size={14} />}
              loading={create.isPending}
              data-testid="webhook-add"
            >
              {t('Add_Webhook')}
            </Button>
          </Group>
          {created && (
            <Stack gap={6} data-testid="webhook-created">
              <Text size="sm">{t('Webhook_Created', { 0: created.Url })}</Text>
              <ShownOnce secret={created.Secret} warning={t('Webhook_Secret_Shown_Once')} />
              <Group justify="flex-end">
                <Button size="compact-xs" variant="default" onClick={() => setCreated(null)}>
                  {t('Done')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** One webhook: its address and events, its delivery log folded open on request, and delete. */
function WebhookItem({
  hook,
  readOnly,
  onDelete,
}: {
  hook: Webhook;
  readOnly: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="webhook-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={t('Webhook_Deliveries')}
            data-testid="webhook-toggle"
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {hook.Url}
            </Text>
            <Group gap={4}>
              {hook.Events.map((event) => (
                <Badge key={event} size="xs" variant="light" title={event}>
                  {t(webhookEventLabel(event))}
                </Badge>
              ))}
              <Text size="xs" c="dimmed">
                {t('Created')} {moment(hook.Created, i18n.language)}
              </Text>
            </Group>
          </Stack>
        </Group>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('Delete_Webhook', { 0: hook.Url })}
            data-testid="webhook-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      {open && (
        <Stack mt="xs" gap={4}>
          <Text size="xs" fw={500}>
            {t('Webhook_Deliveries')}
          </Text>
          <DeliveryLog webhookId={hook.Id} readOnly={readOnly} />
        </Stack>
      )}
    </Paper>
  );
}

/** The webhooks tab: add one, and each with its delivery log. The signature check is described in docs/api.md. */
export function WebhooksPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  return (
    <Stack gap="sm" maw={960}>
      <Text size="sm" c="dimmed">
        {t('Webhooks_Info')}
      </Text>
      {!readOnly && <AddWebhook />}
      <ListState query={hooks} count={hooks.data?.length ?? 0} empty={t('No_Webhooks_Yet')}>
        <Stack gap="xs" data-testid="webhooks-list">
          {(hooks.data ?? []).map((hook) => (
            <WebhookItem key={hook.Id} hook={hook} readOnly={readOnly} onDelete={() => setDeleting(hook)} />
          ))}
        </Stack>
      </ListState>
      <ConfirmationDialog
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.Id, {
            onSuccess: () => popups.add({ Message: 'Deleted', Icon: 'check' }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        <Text size="sm">{t('Delete_Webhook_Confirm', { 0: deleting?.Url ?? '' })}</Text>
      </ConfirmationDialog>
    </Stack>
  );
}

import { ActionIcon, Badge, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Mailbox } from '../../../domain/intake/mailbox';
import { useIsReadOnly } from '../../session/sessionStore';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { megabytesOf } from './mailboxForm';

type Props = {
  documentType: OverviewDocumentType;
  mailbox: Mailbox | undefined;
  creating: boolean;
  onCreate: () => void;
  onEdit: (mailbox: Mailbox) => void;
};

/** One document type of a company: its mailbox's address with a copy button and its rules, or a way to create it. */
export function MailboxRow({ documentType, mailbox, creating, onCreate, onEdit }: Props) {
  const { t } = useTranslation();
  const readOnly = useIsReadOnly();
  const look = DocumentTypeLooks[documentType];
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid={`mailbox-${documentType}`}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Badge size="sm" variant="light" color={look.color}>
            {t(look.overviewTitle)}
          </Badge>
          {mailbox && !mailbox.IsActive && (
            <Badge size="sm" variant="light" color="gray">
              {t('Inactive')}
            </Badge>
          )}
        </Group>
        {mailbox ? (
          <>
            <Group gap={4} wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="mailbox-address">
                {mailbox.Address}
              </Code>
              <CopyButton value={mailbox.Address}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'Copied' : 'Copy_Address')} withArrow>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={t('Copy_Address')}
                    >
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('Mailbox_Summary', {
                0: megabytesOf(mailbox.MaxMessageBytes),
                1: mailbox.AllowedSenders.length
                  ? t('Mailbox_Senders_Count', { 0: mailbox.AllowedSenders.length })
                  : t('Mailbox_Senders_Anyone'),
              })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('Mailbox_None_Yet')}
          </Text>
        )}
      </Stack>
      {mailbox ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} />}
          onClick={() => onEdit(mailbox)}
          data-testid="mailbox-edit"
        >
          {t(readOnly ? 'Show' : 'Edit')}
        </Button>
      ) : (
        !readOnly && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            loading={creating}
            onClick={onCreate}
            data-testid="mailbox-create"
          >
            {t('Create_Mailbox')}
          </Button>
        )
      )}
    </Group>
  );
}

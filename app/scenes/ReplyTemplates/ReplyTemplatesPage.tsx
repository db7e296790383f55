import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReplySituations } from '../../../domain/intake/enums';
import type { ReplyTemplate } from '../../../domain/intake/replyTemplate';
import { useMailboxes, useReplyTemplates } from '../../api/mail';
import { FilterSelect } from '../../components/FilterSelect';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { AllMailboxes, filterTemplates, type TemplateFilter } from './replyTemplateForm';

const situationOf = (value: string | null) => ReplySituations.find((situation) => situation === value) ?? '';

/** /reply-templates: the answers to senders by situation and language, per mailbox or for all; a row opens it. */
export function ReplyTemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const templates = useReplyTemplates();
  const mailboxes = useMailboxes();
  const [filter, setFilter] = useState<TemplateFilter>({ mailbox: '', situation: '' });
  const addressOf = (id: string | null) =>
    id === null ? t('All_Mailboxes') : (mailboxes.data?.find((mailbox) => mailbox.Id === id)?.Address ?? id);
  const rows = templates.data && filterTemplates(templates.data, filter, ReplySituations);

  const columns: MasterDataColumn<ReplyTemplate>[] = [
    { key: 'Situation', label: t('Reply_Situation'), render: (row) => t(`Reply_Situation_${row.Situation}`) },
    { key: 'Language', label: t('Locale'), width: 110, render: (row) => t(`Locale_${row.Language}`) },
    { key: 'Mailbox', label: t('Mailbox'), render: (row) => addressOf(row.MailboxId) },
    { key: 'Subject', label: t('Reply_Subject'), render: (row) => row.Subject },
    {
      key: 'Active',
      label: t('User_IsActive'),
      width: 90,
      render: (row) => (
        <Badge size="xs" variant="light" color={row.IsActive ? 'green' : 'gray'}>
          {t(row.IsActive ? 'Yes' : 'No')}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Reply_Templates')}
        description={t('Reply_Templates_Info')}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => void navigate('/reply-templates/new')}
              data-testid="reply-template-new"
            >
              {t('New_Reply_Template')}
            </Button>
          )
        }
      />
      <Group gap="sm" align="flex-end">
        <FilterSelect
          label={t('Mailbox')}
          anyLabel={t('Any_Mailbox')}
          width={280}
          options={[
            { value: AllMailboxes, label: t('All_Mailboxes') },
            ...(mailboxes.data ?? []).map((mailbox) => ({ value: mailbox.Id, label: mailbox.Address })),
          ]}
          value={filter.mailbox}
          onChange={(mailbox) => setFilter({ ...filter, mailbox })}
          searchable
          data-testid="reply-template-mailbox-filter"
        />
        <FilterSelect
          label={t('Reply_Situation')}
          anyLabel={t('All_Situations')}
          width={220}
          options={ReplySituations.map((value) => ({ value, label: t(`Reply_Situation_${value}`) }))}
          value={filter.situation}
          onChange={(situation) => setFilter({ ...filter, situation: situationOf(situation) })}
          data-testid="reply-template-situation-filter"
        />
      </Group>
      <Paper withBorder radius="md" mt="sm">
        <MasterDataTable
          rows={rows}
          columns={columns}
          loading={templates.isFetching}
          failed={templates.isError}
          onRetry={() => void templates.refetch()}
          sort=""
          descending={false}
          onSort={() => undefined}
          isBlocked={(row) => !row.IsActive}
          onOpen={(row) => void navigate(`/reply-templates/${encodeURIComponent(row.Id)}`)}
          empty={
            <Text size="sm" c="dimmed">
              {t(filter.mailbox || filter.situation ? 'No_Reply_Templates_Match' : 'No_Reply_Templates_Yet')}
            </Text>
          }
          data-testid="reply-templates-table"
        />
      </Paper>
    </>
  );
}

import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Mailbox } from '../../../domain/intake/mailbox';
import { messageOf } from '../../api/apiError';
import { suggestLocalPart, useMailboxes, useMailDomain } from '../../api/mail';
import { CompanyFilter } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { MailboxPanel } from './MailboxPanel';
import { MailboxRow } from './MailboxRow';
import { documentTypesOf, draftOfMailbox, type MailboxDraft, newMailboxDraft } from './mailboxForm';

/** /mailboxes/:companyId?: a company's e-mail addresses, one per document type it uses, each edited in a panel. */
export function MailboxesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId: requested } = useParams();
  const { companyId, company, companies, choose } = useMasterDataCompany({ requested });
  const mailboxes = useMailboxes(companyId);
  const domain = useMailDomain().data?.Domain ?? '';
  const [draft, setDraft] = useState<MailboxDraft | null>(null);
  const [creating, setCreating] = useState<OverviewDocumentType | null>(null);
  const own = (mailboxes.data ?? []).filter((mailbox) => mailbox.CompanyId === companyId);
  // A type the company stopped using keeps showing while it still has a mailbox.
  const types = [...new Set([...documentTypesOf(company), ...own.map((mailbox) => mailbox.DocumentType)])];

  const create = (type: OverviewDocumentType) => {
    if (!companyId) return;
    setCreating(type);
    suggestLocalPart(companyId, type)
      .then((localPart) => setDraft(newMailboxDraft(companyId, type, localPart)))
      .catch((failure: unknown) => popups.add({ Message: messageOf(failure), Icon: 'close' }))
      .finally(() => setCreating(null));
  };
  const edit = (mailbox: Mailbox) => setDraft(draftOfMailbox(mailbox));

  return (
    <>
      <PageHeader
        title={t('Mailboxes')}
        description={t('Mailboxes_Info')}
        actions={
          <Anchor component={Link} to="/reply-templates" size="sm">
            {t('Reply_Templates')}
          </Anchor>
        }
      />
      {companies.length > 0 && (
        <Group mb="sm">
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={(id) => {
              choose(id);
              if (id !== null)
                void navigate(`/mailboxes/${encodeURIComponent(String(id))}`, { replace: true });
            }}
            data-testid="mailbox-company"
          />
        </Group>
      )}
      <ListState
        query={mailboxes}
        count={companyId ? types.length : 0}
        empty={t('No_Companies_For_Mailboxes')}
      >
        <Stack gap="sm" data-testid="mailbox-list">
          {types.map((type) => (
            <Paper key={type} withBorder radius="md" p="sm">
              <MailboxRow
                documentType={type}
                mailbox={own.find((mailbox) => mailbox.DocumentType === type)}
                creating={creating === type}
                onCreate={() => create(type)}
                onEdit={edit}
              />
            </Paper>
          ))}
          <Text size="xs" c="dimmed">
            {t('Mailboxes_How_Mail_Arrives')}
          </Text>
        </Stack>
      </ListState>
      <MailboxPanel draft={draft} domain={domain} onClose={() => setDraft(null)} />
    </>
  );
}

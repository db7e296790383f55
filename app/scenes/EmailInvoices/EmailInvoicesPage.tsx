import { Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EmailInvoice } from '../../../domain/intake/emailInvoice';
import { EmailStatuses } from '../../../domain/intake/enums';
import { useCompanies } from '../../api/companies';
import { useEmailInvoices, useMailboxes } from '../../api/mail';
import { FilterSelect } from '../../components/FilterSelect';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/Pager';
import { PageHeader } from '../common/PageHeader';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { EmailStatusBadge, ReplyStatusBadge } from './EmailStatusBadge';
import { formatMoment } from './emailInvoiceView';
import { MailArrivalHelp } from './MailArrivalHelp';

type Filter = { companyId: string; mailboxId: string; status: string };
const statusOf = (value: string) => EmailStatuses.find((status) => status === value);

/** /email-invoices: every received mail, newest first, with what became of it; a row opens the mail. */
export function EmailInvoicesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const companies = useCompanies();
  const mailboxes = useMailboxes();
  const [filter, setFilter] = useState<Filter>({ companyId: '', mailboxId: '', status: '' });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const mails = useEmailInvoices({
    companyId: filter.companyId || undefined,
    mailboxId: filter.mailboxId || undefined,
    status: statusOf(filter.status),
    search: searched || undefined,
    currentPage: page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  const change = (next: Partial<Filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const filtered = Boolean(filter.companyId || filter.mailboxId || filter.status || searched);
  const offeredMailboxes = (mailboxes.data ?? []).filter(
    (mailbox) => !filter.companyId || mailbox.CompanyId === filter.companyId,
  );

  const columns: MasterDataColumn<EmailInvoice>[] = [
    {
      key: 'ReceivedAt',
      label: t('Received_At'),
      width: 150,
      render: (row) => formatMoment(row.ReceivedAt, i18n.language),
    },
    { key: 'From', label: t('Mail_From'), render: (row) => row.FromName || row.FromAddress },
    { key: 'To', label: t('Mail_To'), render: (row) => row.MailboxAddress || row.ToAddress },
    { key: 'Subject', label: t('Reply_Subject'), render: (row) => row.Subject },
    {
      key: 'Status',
      label: t('Status'),
      width: 120,
      render: (row) => <EmailStatusBadge status={row.Status} />,
    },
    {
      key: 'Refusal',
      label: t('Mail_Refusal'),
      render: (row) => (row.Refusal ? t(`Reply_Situation_${row.Refusal}`) : ''),
    },
    { key: 'Parts', label: t('Mail_Parts'), width: 70, numeric: true, render: (row) => row.Parts.length },
    {
      key: 'Reply',
      label: t('Mail_Reply'),
      width: 120,
      render: (row) => <ReplyStatusBadge status={row.ReplyStatus} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('Email_Invoices')} description={t('Email_Invoices_Info')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('Company')}
          anyLabel={t('All_Companies')}
          width={220}
          options={(companies.data ?? [])
            .filter((company) => !company.IsDeleted)
            .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }))}
          value={filter.companyId}
          onChange={(companyId) => change({ companyId, mailboxId: '' })}
          searchable
          data-testid="email-company-filter"
        />
        <FilterSelect
          label={t('Mailbox')}
          anyLabel={t('Any_Mailbox')}
          width={260}
          options={offeredMailboxes.map((mailbox) => ({ value: mailbox.Id, label: mailbox.Address }))}
          value={filter.mailboxId}
          onChange={(mailboxId) => change({ mailboxId })}
          searchable
          data-testid="email-mailbox-filter"
        />
        <FilterSelect
          label={t('Status')}
          anyLabel={t('All_Statuses')}
          width={160}
          options={EmailStatuses.map((value) => ({ value, label: t(`Email_Status_${value}`) }))}
          value={filter.status}
          onChange={(status) => change({ status })}
          data-testid="email-status-filter"
        />
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          inputRef={searchRef}
          onArrowDown={() => focusFirstRow(tableArea.current ?? document)}
        />
      </Group>
      <Paper withBorder radius="md" mt="sm" ref={tableArea}>
        <MasterDataTable
          rows={mails.data?.Items}
          columns={columns}
          loading={mails.isFetching}
          failed={mails.isError}
          onRetry={() => void mails.refetch()}
          sort=""
          descending={false}
          onSort={() => undefined}
          onOpen={(row) => void navigate(`/email-invoices/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            filtered ? (
              <Text size="sm" c="dimmed">
                {t('No_Email_Invoices_Match')}
              </Text>
            ) : (
              <MailArrivalHelp mailboxes={mailboxes.data ?? []} />
            )
          }
          data-testid="email-invoices-table"
        />
      </Paper>
      <Group justify="flex-end" mt="sm">
        <Pager totalCount={mails.data?.TotalCount ?? 0} page={page} onChange={setPage} />
      </Group>
    </>
  );
}

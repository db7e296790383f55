import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EmailInvoice } from '../../../domain/intake/emailInvoice';
import { messageOf } from '../../api/apiError';
import { downloadRawMail, useEmailInvoice } from '../../api/mail';
import { popups } from '../../shell/popups/popupStore';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { saveBlob } from '../Documents/download';
import { EmailStatusBadge, ReplyStatusBadge } from './EmailStatusBadge';
import { formatMoment, formatSize, partTarget } from './emailInvoiceView';

const listPath = '/email-invoices';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** /email-invoices/:id: one received mail, its sender and subject, and what each of its parts became. */
export function EmailInvoiceDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const mail = useEmailInvoice(id);

  if (mail.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(mail.error, 'Email_Invoice_Not_Found'))}
        backTo={listPath}
        backLabel={t('Email_Invoices')}
      />
    );
  }
  if (!mail.data) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return <EmailInvoiceDetail mail={mail.data} />;
}

function EmailInvoiceDetail({ mail }: { mail: EmailInvoice }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const locale = i18n.language;
  const download = () => {
    setDownloading(true);
    downloadRawMail(mail.Id)
      .then((file) => saveBlob(file.blob, file.fileName))
      .catch((failure: unknown) => popups.add({ Message: messageOf(failure), Icon: 'close' }))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <Anchor component={Link} to={listPath} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('Email_Invoices')}
        </Group>
      </Anchor>
      <PageHeader
        title={mail.Subject || t('Mail_No_Subject')}
        actions={
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            loading={downloading}
            onClick={download}
            data-testid="email-download-raw"
          >
            {t('Mail_Download_Raw')}
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
            <Fact label={t('Mail_From')}>
              {mail.FromName ? `${mail.FromName} <${mail.FromAddress}>` : mail.FromAddress}
            </Fact>
            <Fact label={t('Mail_To')}>{mail.MailboxAddress || mail.ToAddress}</Fact>
            <Fact label={t('Received_At')}>{formatMoment(mail.ReceivedAt, locale)}</Fact>
            <Fact label={t('Mail_Processed_At')}>{formatMoment(mail.ProcessedAt, locale)}</Fact>
            <Fact label={t('Status')}>
              <EmailStatusBadge status={mail.Status} />
            </Fact>
            <Fact label={t('Mail_Refusal')}>{mail.Refusal ? t(`Reply_Situation_${mail.Refusal}`) : ''}</Fact>
            <Fact label={t('Mail_Reply')}>
              <ReplyStatusBadge status={mail.ReplyStatus} />
            </Fact>
            <Fact label={t('Mail_Size')}>{formatSize(mail.Size, locale)}</Fact>
          </SimpleGrid>
          {mail.ErrorMessage && (
            <Text size="sm" c="red" mt="sm" data-testid="email-error">
              {mail.ErrorMessage}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={6} data-testid="email-parts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Mail_Part')}</Table.Th>
                  <Table.Th>{t('Mail_Content_Type')}</Table.Th>
                  <Table.Th ta="right">{t('Mail_Size')}</Table.Th>
                  <Table.Th>{t('Mail_Part_Became')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mail.Parts.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed">
                        {t('Mail_No_Parts')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {mail.Parts.map((part) => {
                  const target = partTarget(part, mail.DocumentType);
                  const outcome = t(`Part_Outcome_${part.Outcome}`);
                  return (
                    <Table.Tr key={part.Index} data-testid="email-part">
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {part.FileName || t('Mail_Body')}
                      </Table.Td>
                      <Table.Td>{part.ContentType}</Table.Td>
                      <Table.Td ta="right">{formatSize(part.Size, locale)}</Table.Td>
                      <Table.Td>
                        {target ? (
                          <Anchor component={Link} to={target} size="sm">
                            {part.SourceNumber && !part.DocumentId
                              ? `${outcome} ${part.SourceNumber}`
                              : outcome}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {outcome}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
    </>
  );
}

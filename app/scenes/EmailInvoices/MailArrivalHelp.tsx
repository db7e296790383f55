import { Anchor, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Mailbox } from '../../../domain/intake/mailbox';

/** What an empty mail list says: how mail arrives, with the addresses to send it to. */
export function MailArrivalHelp({ mailboxes }: { mailboxes: readonly Mailbox[] }) {
  const { t } = useTranslation();
  const active = mailboxes.filter((mailbox) => mailbox.IsActive);
  return (
    <Stack gap={6} align="center" maw={560} mx="auto" data-testid="email-invoices-empty">
      <Text size="sm" fw={500}>
        {t('No_Email_Invoices_Yet')}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t(active.length ? 'Email_Invoices_How_Mail_Arrives' : 'Email_Invoices_No_Mailboxes')}
      </Text>
      {active.map((mailbox) => (
        <Code key={mailbox.Id}>{mailbox.Address}</Code>
      ))}
      <Anchor component={Link} to="/mailboxes" size="sm">
        {t('Mailboxes')}
      </Anchor>
    </Stack>
  );
}

import type { Database } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mailSender';

/** What sending notifications needs: the database, a mail sender, the shipped texts and the public address. */
export type NotificationDeps = {
  database: Database;
  mail: MailSender;
  localesDir: string;
  /** Where users reach Ledgerline, for the links in mails. */
  publicUrl: string;
};

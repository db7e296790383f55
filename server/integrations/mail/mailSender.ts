import path from 'node:path';
import type { Config } from '../../config';
import { outboxMailSender } from './outboxSender';
import { smtpMailSender, smtpTarget } from './smtpSender';

/** One outgoing e-mail: a recipient, a subject and the same content as plain text and HTML. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail: through SMTP, or into the outbox folder when no mail server is configured. */
export type MailSender = {
  /** Resolves once the message was accepted (by the mail server, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
};

/** The folder messages are written to when `SMTP_URL` is not set. */
export const outboxDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/** The sender of this installation: SMTP when `SMTP_URL` is set, else `.eml` files in `DATA_DIR/outbox`. */
export function mailSenderFor(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): MailSender {
  return config.smtpUrl
    ? smtpMailSender(config.smtpUrl, config.mailFrom)
    : outboxMailSender(outboxDirOf(config), config.mailFrom);
}

/** Where outgoing mail goes, for the start banner: the SMTP server without credentials, or the outbox. */
export function mailTargetOf(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  return config.smtpUrl
    ? `sent through ${smtpTarget(config.smtpUrl)}`
    : `written to ${outboxDirOf(config)} (SMTP_URL not set)`;
}

import { buildDigest } from '../../../domain/notifications/digest';
import { renderDigestHtml, renderDigestText } from '../../../domain/notifications/render';
import { mailLocaleOf } from '../../../domain/notifications/texts';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../integrations/mail/mailSender';
import { translatedTexts } from '../translations/translatedTexts';
import type { NotificationDeps } from './deps';
import { frequencyOf, type Recipient } from './recipients';
import type { WaitingRow } from './waitingDocuments';

/**
 * The mail telling a user what waits for them, in their language: statuses and frequency in the
 * customer's own wording, the arrived document (Direct) named in the subject and marked in the list.
 */
export async function composeNotification(
  tx: Tx,
  deps: Pick<NotificationDeps, 'localesDir' | 'publicUrl'>,
  recipient: Recipient,
  waiting: { documents: WaitingRow[]; total: number },
  arrivedId?: string,
): Promise<MailMessage> {
  const locale = mailLocaleOf(recipient.locale);
  const labels = await translatedTexts(tx, deps.localesDir, locale, 'Navigation');
  const frequency = frequencyOf(recipient);
  const documents = waiting.documents.map((row) => ({
    ...row,
    statusLabel: labels[`Document_Status_${row.status}`] ?? row.status.replaceAll('_', ' '),
  }));
  const digest = buildDigest({
    recipientName: recipient.firstName || recipient.name,
    locale,
    frequencyLabel: labels[`Notification_Frequency_${frequency}`] ?? frequency,
    baseUrl: deps.publicUrl,
    documents,
    total: waiting.total,
    arrived: documents.find((document) => document.id === arrivedId),
  });
  return {
    to: recipient.email,
    subject: digest.subject,
    text: renderDigestText(digest),
    html: renderDigestHtml(digest),
  };
}

import { type OverviewDocumentType, OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { EmailPart } from '../../../domain/intake/emailInvoice';
import type { EmailStatus, ReplyStatus } from '../../../domain/intake/enums';
import { DocumentTypeLooks } from '../Documents/documentTypes';

/** The badge colour of a mail's status: taken in green, refused orange, failed red, still being read blue. */
export const emailStatusColor: Record<EmailStatus, string> = {
  Received: 'blue',
  Processed: 'green',
  Refused: 'orange',
  Error: 'red',
};

/** The badge colour of a reply's status. */
export const replyStatusColor: Record<ReplyStatus, string> = {
  None: 'gray',
  Sent: 'green',
  Written: 'teal',
  Failed: 'red',
};

const overviewTypeOf = (type: string): OverviewDocumentType | undefined =>
  OverviewDocumentTypes.find((known) => known === type);

/** Where a part's result is shown: its document's detail, else its source; null for a part that became nothing. */
export function partTarget(part: EmailPart, documentType: string): string | null {
  const type = overviewTypeOf(documentType);
  if (part.DocumentId && type)
    return `${DocumentTypeLooks[type].detailPath}/${encodeURIComponent(part.DocumentId)}`;
  if (part.SourceId) return `/source-overview/${encodeURIComponent(part.SourceId)}`;
  return null;
}

/** A byte count as people read it: bytes, kB or MB (1024 based), in the user's locale. */
export function formatSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes.toLocaleString(locale)} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toLocaleString(locale, { maximumFractionDigits: 0 })} kB`;
  return `${(kilobytes / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/** A moment as a short date and time in the user's locale; empty when absent or unreadable. */
export function formatMoment(value: string | null, locale: string): string {
  const moment = value ? new Date(value) : null;
  if (!moment || Number.isNaN(moment.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(moment);
}

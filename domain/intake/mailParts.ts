import type { PartOutcome, RefusalReason, ReplyLanguage } from './enums';
import type { Mailbox } from './mailbox';

/** What is known of one part of a received mail before it is decided on. */
export type MailPartFacts = {
  fileName: string;
  contentType: string;
  size: number;
  /** Shown in the body (Content-Disposition inline or a related part): logos, signatures. */
  inline: boolean;
  /** Pixel size when the image header tells it. */
  width?: number;
  height?: number;
  /** A UBL/CII invoice XML, or a PDF carrying one (Factur-X / ZUGFeRD). */
  eInvoice: boolean;
};

/** What becomes of a part: a source file of a kind, an e-invoice import, or an outcome saying why not. */
export type PartDecision =
  | { outcome: 'Source'; kind: 'pdf' | 'image' }
  | { outcome: 'ElectronicDocument' }
  | { outcome: Exclude<PartOutcome, 'Source' | 'ElectronicDocument'> };

export type MailboxRules = Pick<Mailbox, 'AcceptPdf' | 'AcceptImages' | 'AcceptEInvoices'>;

/** Images below this size are logos and signatures, not documents. */
export const SignatureMaxBytes = 10 * 1024;
/** Images smaller than this in both directions are logos and signatures. */
export const SignatureMaxPixels = 200;

const imageTypes = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif', 'image/tiff'];
const imageExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.tif', '.tiff'];

/** The family of a part by its content type, or its file name when the type says nothing. */
export function partFamily(fileName: string, contentType: string): 'pdf' | 'image' | 'xml' | 'other' {
  const type = contentType.toLowerCase().split(';')[0].trim();
  const name = fileName.toLowerCase();
  if (type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (imageTypes.includes(type) || imageExtensions.some((extension) => name.endsWith(extension)))
    return 'image';
  if (type === 'application/xml' || type === 'text/xml' || name.endsWith('.xml')) return 'xml';
  return 'other';
}

const isSignatureImage = (part: MailPartFacts) =>
  part.size < SignatureMaxBytes ||
  (part.width !== undefined &&
    part.height !== undefined &&
    part.width < SignatureMaxPixels &&
    part.height < SignatureMaxPixels);

/** Decides what one part of a mail becomes under the mailbox's rules. */
export function decidePart(part: MailPartFacts, rules: MailboxRules): PartDecision {
  const family = partFamily(part.fileName, part.contentType);
  if (part.eInvoice && (family === 'xml' || family === 'pdf')) {
    if (rules.AcceptEInvoices) return { outcome: 'ElectronicDocument' };
    // A Factur-X PDF is still a readable PDF when e-invoices are not taken in.
    if (family === 'pdf' && rules.AcceptPdf) return { outcome: 'Source', kind: 'pdf' };
    return { outcome: 'NotAccepted' };
  }
  if (family === 'pdf')
    return rules.AcceptPdf ? { outcome: 'Source', kind: 'pdf' } : { outcome: 'NotAccepted' };
  if (family === 'image') {
    if (part.inline) return { outcome: 'IgnoredInline' };
    if (isSignatureImage(part)) return { outcome: 'IgnoredSignature' };
    return rules.AcceptImages ? { outcome: 'Source', kind: 'image' } : { outcome: 'NotAccepted' };
  }
  return { outcome: 'IgnoredType' };
}

/** Whether a part's decision takes it in (as a source or an e-invoice). */
export const takesIn = (decision: PartDecision) =>
  decision.outcome === 'Source' || decision.outcome === 'ElectronicDocument';

/** Whether a sender may mail the mailbox: entries `a@b.nl` or `@b.nl`, any case; an empty list allows all. */
export function senderAllowed(sender: string, allowedSenders: string[]): boolean {
  if (allowedSenders.length === 0) return true;
  const address = sender.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return allowedSenders.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.startsWith('@') ? domain === allowed : address === allowed;
  });
}

/** The facts of a mail that decide whether it is refused. */
export type MailFacts = {
  sender: string;
  size: number;
  decisions: PartDecision[];
  /** Whether the mail body will become the document (BodyAsDocument and nothing else taken in). */
  bodyBecomesDocument: boolean;
  /** Every part taken in arrived before in an earlier mail of this mailbox. */
  allPartsSeenBefore: boolean;
};

/** The refusal of a mail, checked in the spec's order, or null when it is taken in. */
export function refusalOf(mailbox: Pick<Mailbox, 'AllowedSenders' | 'MaxMessageBytes'>, mail: MailFacts) {
  if (!senderAllowed(mail.sender, mailbox.AllowedSenders)) return 'UnknownSender' satisfies RefusalReason;
  if (mail.size > mailbox.MaxMessageBytes) return 'TooLarge' satisfies RefusalReason;
  const takenIn = mail.decisions.some(takesIn);
  if (!takenIn && !mail.bodyBecomesDocument) return 'NoAttachment' satisfies RefusalReason;
  if (takenIn && mail.allPartsSeenBefore) return 'Duplicate' satisfies RefusalReason;
  return null;
}

/** The sender's language from Content-Language / Accept-Language, else the mailbox's; Dutch or English. */
export function replyLanguageOf(headerLanguages: string[], fallback: ReplyLanguage): ReplyLanguage {
  const first = headerLanguages
    .flatMap((value) => value.split(','))
    .map((value) => value.split(';')[0].trim().toLowerCase())
    .find((value) => value !== '' && value !== '*');
  if (!first) return fallback;
  return first.startsWith('nl') ? 'nl-NL' : 'en-US';
}

/** Headers and envelope that tell whether a mail was sent by a machine. */
export type SenderSignals = {
  autoSubmitted: string;
  precedence: string;
  /** The envelope sender (MAIL FROM); '' for the null sender `<>` of bounces. */
  envelopeFrom: string;
  returnPath: string | null;
  from: string;
};

const machineLocalParts = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+.-].*)?$/;

/** Whether a mail looks automatic (bounce, auto-reply, list): it is never answered, to avoid mail loops. */
export function looksAutomatic(signals: SenderSignals): boolean {
  const autoSubmitted = signals.autoSubmitted.trim().toLowerCase();
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return true;
  if (['bulk', 'list', 'junk'].includes(signals.precedence.trim().toLowerCase())) return true;
  if (signals.envelopeFrom.trim() === '') return true;
  if (signals.returnPath !== null && signals.returnPath.replace(/[<>\s]/g, '') === '') return true;
  const from = signals.from.trim().toLowerCase();
  if (from === '') return true;
  return machineLocalParts.test(from.slice(0, from.lastIndexOf('@')));
}

import { formatCurrencyAmount } from '../amount/format';
import type { IsoDate } from '../date/calendar';
import { DocumentTypeSegments, type OverviewDocumentType } from '../documents/enums';
import { type MailLocale, MailTextsByLocale, mailLocaleOf } from './texts';

/** Most documents one mail lists; the rest are counted ("and 12 more"). */
export const MaxListedDocuments = 100;

/** A document waiting on a user's desk, as the server reads it (status already in the user's words). */
export type WaitingDocument = {
  id: string;
  documentType: string;
  companyName: string;
  documentNumber: string;
  relationName: string;
  grossAmount: number;
  currency: string;
  dueDate: IsoDate | null;
  statusLabel: string;
};

/** What a notification is about: the scheduled digest, or one document that just arrived (Direct). */
export type DigestInput = {
  recipientName: string;
  locale: string;
  /** The user's notification frequency in their own words, for the footer. */
  frequencyLabel: string;
  /** Where Ledgerline is reached, without a trailing slash; links are built on it. */
  baseUrl: string;
  /** The waiting documents to list (at most MaxListedDocuments), in the order to show them. */
  documents: WaitingDocument[];
  /** How many documents wait in all. */
  total: number;
  /** Direct: the document that landed on the desk. */
  arrived?: WaitingDocument;
};

/** One listed document, every field ready to show. */
export type DigestLine = {
  number: string;
  relation: string;
  amount: string;
  dueDate: string;
  status: string;
  link: string;
  isNew: boolean;
};

/** A notification mail's content, in the recipient's language, before it is written as text or HTML. */
export type Digest = {
  locale: MailLocale;
  subject: string;
  greeting: string;
  intro: string[];
  headings: { number: string; relation: string; amount: string; dueDate: string; status: string };
  newMark: string;
  companies: Array<{ name: string; documents: DigestLine[] }>;
  more: string | null;
  open: { label: string; link: string };
  footer: string;
};

/** A date as the app shows it: MM/DD/YYYY in English, DD-MM-YYYY in Dutch. */
export function mailDate(iso: IsoDate, locale: MailLocale): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return locale === 'en-US' ? `${month}/${day}/${year}` : `${day}-${month}-${year}`;
}

/** The detail page of a document: `/purchase-invoice/<id>` and its siblings per type. */
export function documentLink(
  baseUrl: string,
  document: Pick<WaitingDocument, 'id' | 'documentType'>,
): string {
  const segment =
    DocumentTypeSegments[document.documentType as OverviewDocumentType]?.detail ?? 'purchase-invoice';
  return `${baseUrl}/${segment}/${encodeURIComponent(document.id)}`;
}

// A header line may not break: a relation name with a line break must not add headers to the mail.
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Builds the content of a digest or Direct mail: per company the waiting documents, in the user's language. */
export function buildDigest(input: DigestInput): Digest {
  const locale = mailLocaleOf(input.locale);
  const texts = MailTextsByLocale[locale];
  const describe = (document: WaitingDocument) =>
    oneLine(texts.describe(document.documentType, document.documentNumber, document.relationName));
  // Grouped per company in order of first appearance, so the server's order within a company stays.
  const companies = new Map<string, DigestLine[]>();
  for (const document of input.documents) {
    const lines = companies.get(document.companyName) ?? [];
    companies.set(document.companyName, lines);
    lines.push({
      number: document.documentNumber || texts.noNumber,
      relation: document.relationName,
      amount: formatCurrencyAmount(document.grossAmount, document.currency, locale),
      dueDate: document.dueDate ? mailDate(document.dueDate, locale) : '',
      status: document.statusLabel,
      link: documentLink(input.baseUrl, document),
      isNew: document.id === input.arrived?.id,
    });
  }
  const unlisted = input.total - input.documents.length;
  return {
    locale,
    subject: input.arrived ? texts.directSubject(describe(input.arrived)) : texts.digestSubject(input.total),
    greeting: texts.greeting(oneLine(input.recipientName)),
    intro: [...(input.arrived ? [texts.arrived(describe(input.arrived))] : []), texts.waiting(input.total)],
    headings: texts.headings,
    newMark: texts.newMark,
    companies: [...companies].map(([name, documents]) => ({ name, documents })),
    more: unlisted > 0 ? texts.more(unlisted) : null,
    open: { label: texts.open, link: `${input.baseUrl}/` },
    footer: texts.footer(input.frequencyLabel),
  };
}

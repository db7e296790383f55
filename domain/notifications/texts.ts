import type { OverviewDocumentType } from '../documents/enums';

/** The languages notification mails are written in. */
export type MailLocale = 'nl-NL' | 'en-US';

/** A user's locale as a mail language: English tags read English, everything else Dutch. */
export function mailLocaleOf(locale: string): MailLocale {
  return locale.toLowerCase().startsWith('en') ? 'en-US' : 'nl-NL';
}

/** The wording of notification mails in one language. */
export type MailTexts = {
  documentType: Record<OverviewDocumentType, string>;
  /** "inkoopfactuur 2024-118 van Acme B.V." from its parts (number and relation may be empty). */
  describe(documentType: string, number: string, relation: string): string;
  digestSubject(count: number): string;
  directSubject(description: string): string;
  greeting(name: string): string;
  waiting(count: number): string;
  arrived(description: string): string;
  headings: { number: string; relation: string; amount: string; dueDate: string; status: string };
  noNumber: string;
  newMark: string;
  more(count: number): string;
  open: string;
  footer(frequency: string): string;
};

const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

const nl: MailTexts = {
  documentType: { PurchaseInvoice: 'inkoopfactuur', SalesInvoice: 'verkoopfactuur', PackingSlip: 'pakbon' },
  describe: (type, number, relation) =>
    join(nl.documentType[type as OverviewDocumentType] ?? 'document', number, relation && `van ${relation}`),
  digestSubject: (count) =>
    count === 1
      ? 'Er wacht 1 document op u in Ledgerline'
      : `Er wachten ${count} documenten op u in Ledgerline`,
  directSubject: (description) => `Nieuw in Ledgerline: ${description}`,
  greeting: (name) => `Beste ${name},`,
  waiting: (count) =>
    count === 1 ? 'Dit document wacht op uw actie:' : `Deze ${count} documenten wachten op uw actie:`,
  arrived: (description) => `Er staat een nieuw document voor u klaar: ${description}.`,
  headings: {
    number: 'Nummer',
    relation: 'Relatie',
    amount: 'Bedrag',
    dueDate: 'Vervaldatum',
    status: 'Status',
  },
  noNumber: '(zonder nummer)',
  newMark: 'nieuw',
  more: (count) => (count === 1 ? 'en nog 1 document' : `en nog ${count} documenten`),
  open: 'Naar Ledgerline',
  footer: (frequency) =>
    `U ontvangt dit bericht omdat uw meldingsfrequentie op ‘${frequency}’ staat. ` +
    'U kunt dit aanpassen in uw profiel in Ledgerline.',
};

const en: MailTexts = {
  documentType: {
    PurchaseInvoice: 'purchase invoice',
    SalesInvoice: 'sales invoice',
    PackingSlip: 'packing slip',
  },
  describe: (type, number, relation) =>
    join(en.documentType[type as OverviewDocumentType] ?? 'document', number, relation && `from ${relation}`),
  digestSubject: (count) =>
    count === 1
      ? '1 document is waiting for you in Ledgerline'
      : `${count} documents are waiting for you in Ledgerline`,
  directSubject: (description) => `New in Ledgerline: ${description}`,
  greeting: (name) => `Hello ${name},`,
  waiting: (count) =>
    count === 1 ? 'This document is waiting for you:' : `These ${count} documents are waiting for you:`,
  arrived: (description) => `A new document is waiting for you: ${description}.`,
  headings: {
    number: 'Number',
    relation: 'Relation',
    amount: 'Amount',
    dueDate: 'Due date',
    status: 'Status',
  },
  noNumber: '(no number)',
  newMark: 'new',
  more: (count) => `and ${count} more`,
  open: 'Go to Ledgerline',
  footer: (frequency) =>
    `You receive this message because your notification frequency is set to ‘${frequency}’. ` +
    'You can change this in your profile in Ledgerline.',
};

/** The mail wording per language. */
export const MailTextsByLocale: Record<MailLocale, MailTexts> = { 'nl-NL': nl, 'en-US': en };

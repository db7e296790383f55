import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Company } from '../../../domain/entities/company';
import { type Mailbox, MailboxInput } from '../../../domain/intake/mailbox';
import { ApiError } from '../../api/apiError';

const megabyte = 1024 * 1024;

/** A mailbox as its panel edits it: the size in MB and the allowed senders as text, one per line. */
export type MailboxDraft = Omit<MailboxInput, 'MaxMessageBytes' | 'AllowedSenders'> & {
  MaxMegabytes: number;
  AllowedSenders: string;
};

// The contract's own defaults for everything a new mailbox does not get from its company and type.
const {
  MaxMessageBytes: defaultBytes,
  AllowedSenders: defaultSenders,
  ...defaults
} = MailboxInput.omit({
  Id: true,
  CompanyId: true,
  DocumentType: true,
  LocalPart: true,
  LastUpdate: true,
}).parse({});

/** Bytes as megabytes, to one decimal. */
export const megabytesOf = (bytes: number): number => Math.round((bytes / megabyte) * 10) / 10;

/** A new mailbox of a company and document type with the suggested local part and the default rules. */
export function newMailboxDraft(
  companyId: string,
  documentType: OverviewDocumentType,
  localPart: string,
): MailboxDraft {
  return {
    ...defaults,
    CompanyId: companyId,
    DocumentType: documentType,
    LocalPart: localPart,
    MaxMegabytes: megabytesOf(defaultBytes),
    AllowedSenders: defaultSenders.join('\n'),
  };
}

/** The panel's draft of a stored mailbox. */
export function draftOfMailbox({ Address, MaxMessageBytes, AllowedSenders, ...rest }: Mailbox): MailboxDraft {
  return { ...rest, MaxMegabytes: megabytesOf(MaxMessageBytes), AllowedSenders: AllowedSenders.join('\n') };
}

/** The allowed senders typed in the box: one per line (commas, semicolons and spaces split too), lower case, once. */
export function senderList(text: string): string[] {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(entries)];
}

const address = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;
const domain = /^@[^@\s]+\.[^@\s.]+$/;

/** Whether a sender entry is an address (`a@b.nl`) or a whole domain (`@b.nl`). */
export const isSenderEntry = (entry: string): boolean => address.test(entry) || domain.test(entry);

/** Whether a local part is one the server takes (MailboxInput's rule). */
export const isLocalPart = (localPart: string): boolean =>
  MailboxInput.shape.LocalPart.safeParse(localPart).success;

/** The body of PUT /api/Mailbox for a draft. */
export function inputOfDraft({ MaxMegabytes, AllowedSenders, ...rest }: MailboxDraft): MailboxInput {
  return {
    ...rest,
    MaxMessageBytes: Math.round(MaxMegabytes * megabyte),
    AllowedSenders: senderList(AllowedSenders),
  };
}

/** The draft's own errors (message keys by field) before anything is sent. */
export function draftErrors(draft: MailboxDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isLocalPart(draft.LocalPart)) errors.LocalPart = 'Mailbox_Local_Part_Rule';
  const bytes = Math.round(draft.MaxMegabytes * megabyte);
  const range = MailboxInput.shape.MaxMessageBytes.safeParse(bytes);
  if (!Number.isFinite(draft.MaxMegabytes) || !range.success) errors.MaxMegabytes = 'Mailbox_Max_Size_Rule';
  const wrong = senderList(draft.AllowedSenders).filter((entry) => !isSenderEntry(entry));
  if (wrong.length) errors.AllowedSenders = `Mailbox_Sender_Invalid%%${wrong.join(', ')}`;
  return errors;
}

/**
 * A refused save's messages by the panel's fields: the server's field errors (AllowedSenders.3 under the senders,
 * MaxMessageBytes under the size) and a taken address under the local part.
 */
export function serverErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const name = field.split('.')[0] ?? field;
    errors[name === 'MaxMessageBytes' ? 'MaxMegabytes' : name] = message;
  }
  if (error.message === 'Mailbox_Address_Taken') errors.LocalPart = error.message;
  return errors;
}

/** The document types a company works with, each of which can have a mailbox. */
export function documentTypesOf(
  company: Pick<Company, 'UsesSalesInvoices' | 'UsesPackingSlips'> | null,
): OverviewDocumentType[] {
  return [
    'PurchaseInvoice',
    ...(company?.UsesSalesInvoices ? (['SalesInvoice'] as const) : []),
    ...(company?.UsesPackingSlips ? (['PackingSlip'] as const) : []),
  ];
}

/** How a source reached the customer (spec 001 §3 delivery types). */
export const DeliveryTypes = ['Unknown', 'Papier', 'EmailPDF', 'EmailEDI', 'PortalEDI', 'Peppol'] as const;
export type DeliveryType = (typeof DeliveryTypes)[number];

/** The situations a reply template answers: a mail taken in, or refused for one of four reasons. */
export const ReplySituations = [
  'Received',
  'NoAttachment',
  'TooLarge',
  'UnknownSender',
  'Duplicate',
] as const;
export type ReplySituation = (typeof ReplySituations)[number];
export type RefusalReason = Exclude<ReplySituation, 'Received'>;

/** Languages replies are written in. */
export const ReplyLanguages = ['nl-NL', 'en-US'] as const;
export type ReplyLanguage = (typeof ReplyLanguages)[number];

/** A received mail: stored, taken in (sources made), refused, or failed while being read. */
export const EmailStatuses = ['Received', 'Processed', 'Refused', 'Error'] as const;
export type EmailStatus = (typeof EmailStatuses)[number];

/** Whether the sender was answered: not (yet), sent over SMTP, written to the outbox, or failed. */
export const ReplyStatuses = ['None', 'Sent', 'Written', 'Failed'] as const;
export type ReplyStatus = (typeof ReplyStatuses)[number];

/** What a mail part became. */
export const PartOutcomes = [
  'Source',
  'ElectronicDocument',
  'IgnoredInline',
  'IgnoredSignature',
  'IgnoredType',
  'NotAccepted',
  'Unreadable',
] as const;
export type PartOutcome = (typeof PartOutcomes)[number];

/** One source per attachment, or one source holding all of a mail's attachments. */
export const SourcePerValues = ['Attachment', 'Mail'] as const;
export type SourcePer = (typeof SourcePerValues)[number];

/** Why a document starts at a page of a source. */
export const SplitReasons = ['', 'First', 'File', 'Separator', 'BlankPage', 'NewFirstPage', 'User'] as const;
export type SplitReason = (typeof SplitReasons)[number];

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EmailPart } from '../../../domain/intake/emailInvoice';
import { createdAt, stamp, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { blobs, sources } from './documents';

/**
 * An e-mail address of a company for one document type (spec 000 §2 mailboxes). The address's local
 * part is unique over all customers: the SMTP receiver finds the customer by it.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    documentType: text('document_type').notNull(),
    /** Local part, lower case; the domain is MAIL_DOMAIN. */
    localPart: text('local_part').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    maxMessageBytes: integer('max_message_bytes').notNull().default(26214400),
    /** Addresses (`a@b.nl`) or domains (`@b.nl`) allowed to send; empty allows everyone. */
    allowedSenders: text('allowed_senders').array().notNull().default([]),
    acceptPdf: boolean('accept_pdf').notNull().default(true),
    acceptImages: boolean('accept_images').notNull().default(true),
    acceptEInvoices: boolean('accept_einvoices').notNull().default(true),
    /** The mail's text as a document when it has no attachment that becomes one. */
    bodyAsDocument: boolean('body_as_document').notNull().default(false),
    /** 'Attachment': one source per part; 'Mail': one source per mail. */
    sourcePer: text('source_per').notNull().default('Attachment'),
    /** Language of replies when the sender's cannot be told (nl-NL, en-US). */
    replyLanguage: text('reply_language').notNull().default('nl-NL'),
    sendReplies: boolean('send_replies').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mailboxes_local_part_idx').on(t.localPart),
    index('mailboxes_company_idx').on(t.tenantId, t.companyId),
  ],
);

/** An answer to a sender per situation and language; without a mailbox it serves all of the customer's. */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'cascade' }),
    situation: text('situation').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reply_templates_lookup_idx').on(t.tenantId, t.situation, t.language)],
);

/** Every mail received for a mailbox (spec 001 §2 /email-invoices): sender, parts and what each became. */
export const emailMessages = pgTable(
  'email_messages',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id),
    /** Message-ID, or a hash of the raw mail without one: the same mail twice is one row. */
    messageKey: text('message_key').notNull(),
    rawBlobId: uuid('raw_blob_id').references(() => blobs.id),
    envelopeFrom: text('envelope_from').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    size: integer('size').notNull().default(0),
    /** domain/intake EmailStatuses. */
    status: text('status').notNull().default('Received'),
    /** domain/intake ReplySituations of a refusal, '' when accepted. */
    refusal: text('refusal').notNull().default(''),
    errorMessage: text('error_message').notNull().default(''),
    parts: jsonb('parts').$type<EmailPart[]>().notNull().default([]),
    language: text('language').notNull().default(''),
    /** domain/intake ReplyStatuses. */
    replyStatus: text('reply_status').notNull().default('None'),
    receivedAt: createdAt(),
    processedAt: stamp('processed_at'),
  },
  (t) => [
    uniqueIndex('email_messages_key_idx').on(t.mailboxId, t.messageKey),
    index('email_messages_received_idx').on(t.tenantId, t.receivedAt),
    // The start-up requeue looks only at mail not read yet, across customers.
    index('email_messages_waiting_idx').on(t.receivedAt).where(sql`${t.status} = 'Received'`),
  ],
);

/** A file a source came as (an attachment, a scanned file, the mail body), in order. */
export const sourceFiles = pgTable(
  'source_files',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    fileName: text('file_name').notNull().default(''),
    /** 'pdf' | 'image' | 'einvoice' | 'body'. */
    kind: text('kind').notNull(),
    pageCount: integer('page_count').notNull().default(0),
  },
  (t) => [uniqueIndex('source_files_position_idx').on(t.sourceId, t.position)],
);

/**
 * A page of a source as the splitter sees it: its rendered image, what was read from it, and the
 * document it is proposed for (`documentIndex`, in `position` order; deleted pages are kept, flagged).
 */
export const sourcePages = pgTable(
  'source_pages',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    sourceFileId: uuid('source_file_id')
      .notNull()
      .references(() => sourceFiles.id, { onDelete: 'cascade' }),
    filePageNumber: integer('file_page_number').notNull(),
    blobId: uuid('blob_id').references(() => blobs.id),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    rotation: integer('rotation').notNull().default(0),
    isBlank: boolean('is_blank').notNull().default(false),
    /** Text of the barcodes or QR codes on the page, '' without. */
    barcode: text('barcode').notNull().default(''),
    /** "1/3" when the page says which page of how many it is, '' otherwise. */
    pageLabel: text('page_label').notNull().default(''),
    /** An invoice number read from the page, '' when none. */
    documentNumber: text('document_number').notNull().default(''),
    /** Page text (first part) for classification; '' for scans. */
    text: text('text').notNull().default(''),
    analysed: boolean('analysed').notNull().default(false),
    position: integer('position').notNull(),
    documentIndex: integer('document_index').notNull().default(0),
    /** domain/intake SplitReasons: why a document starts at this page, '' when it does not. */
    splitReason: text('split_reason').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('source_pages_file_page_idx').on(t.sourceFileId, t.filePageNumber),
    index('source_pages_source_idx').on(t.sourceId, t.position),
  ],
);

/** A file picked up from the scan folder: its name and fingerprint, so it is taken once. */
export const scanFolderFiles = pgTable(
  'scan_folder_files',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sourceId: uuid('source_id'),
    pickedUpAt: createdAt(),
    sourceNumber: bigint('source_number', { mode: 'number' }),
  },
  (t) => [uniqueIndex('scan_folder_files_idx').on(t.companyId, t.documentType, t.fingerprint)],
);

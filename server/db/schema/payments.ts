import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, stamp, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { documents } from './documents';
import { users } from './users';

/**
 * A payment batch (spec 002 §3–§4, issue 15): the invoices a company pays in one SEPA credit transfer. Concept →
 * Approved (by a second person) → Completed, or Cancelled. Numbered per company; `version` grows with every change
 * so that two people saving the same batch cannot overwrite each other unseen.
 */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The requested execution date of the transfer. */
    transactionDate: date('transaction_date', { mode: 'string' }),
    /** Unknown, Concept, Approved, Completed, Cancelled. */
    status: text('status').notNull().default('Concept'),
    /** The debtor account: the company's payment account when the batch was made, editable while Concept. */
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    batchBooking: boolean('batch_booking').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: stamp('approved_at'),
    completedAt: stamp('completed_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_batches_company_number_idx').on(t.tenantId, t.companyId, t.number),
    index('payment_batches_status_idx').on(t.tenantId, t.status),
  ],
);

/**
 * One payment of a batch: a document (or, netted, a vendor's invoice less its credit notes) with the creditor's
 * account and name as they were when the line was made. Concept → Paid, or Removed (with a remark).
 */
export const paymentBatchLines = pgTable(
  'payment_batch_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => paymentBatches.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    /** Unknown, Concept, Paid, Removed. */
    status: text('status').notNull().default('Concept'),
    /** Open while its batch is Concept or Approved: the unique index below keeps a document in one open line. */
    isOpen: boolean('is_open').notNull().default(true),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    remittance: text('remittance').notNull().default(''),
    relationId: uuid('relation_id'),
    creditorName: text('creditor_name').notNull().default(''),
    creditorStreet: text('creditor_street').notNull().default(''),
    creditorPostcode: text('creditor_postcode').notNull().default(''),
    creditorCity: text('creditor_city').notNull().default(''),
    creditorCountry: text('creditor_country').notNull().default(''),
    /** The credit notes netted into this line (the company nets a vendor's credit notes with its invoices). */
    nettedDocumentIds: uuid('netted_document_ids').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_batch_lines_batch_idx').on(t.tenantId, t.batchId),
    uniqueIndex('payment_batch_lines_open_document_idx')
      .on(t.tenantId, t.documentId)
      .where(sql`${t.isOpen} and ${t.status} <> 'Removed'`),
  ],
);

/** What happened to a line and who did it: added, removed (with the remark), marked paid. */
export const paymentBatchLineHistory = pgTable(
  'payment_batch_line_history',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => paymentBatchLines.id),
    userId: uuid('user_id').references(() => users.id),
    /** Added, Removed, Paid, Approved, Completed, Cancelled. */
    action: text('action').notNull(),
    remark: text('remark').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('payment_batch_line_history_line_idx').on(t.tenantId, t.lineId, t.at)],
);

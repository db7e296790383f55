import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, stamp, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { documents } from './documents';
import { users } from './users';

/**
 * One piece of ERP work (issue 14): a company update job of spec 000 §3 (CheckLogin, UpdateVendors, UpdateAll …),
 * posting a document, or reading payment states. Queued → Running → Succeeded, or Failed after its attempts (with
 * the ERP's message); a Failed action can be retried by a person. The job queue carries only the action's id: the
 * row is the truth, so a crash mid-run leaves a Running row that the sweep queues again.
 */
export const erpActions = pgTable(
  'erp_actions',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** A CompanyUpdateJob, or PostDocument, CreateRelation, ReadPaymentStates. */
    action: text('action').notNull(),
    /** Queued, Running, Succeeded, Failed. */
    state: text('state').notNull().default('Queued'),
    documentId: uuid('document_id').references(() => documents.id),
    /** What the action works on (the relation to create, the kinds to synchronise …). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** What it did (counts per kind, the ledger entry number …). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    /** The outcome message key of spec 002 §8 (Check_Login_Completed, Synchronize_Company_Completed …). */
    messageKey: text('message_key').notNull().default(''),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    nextAttemptAt: stamp('next_attempt_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    startedAt: stamp('started_at'),
    finishedAt: stamp('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('erp_actions_created_idx').on(t.tenantId, t.createdAt),
    index('erp_actions_company_idx').on(t.tenantId, t.companyId, t.createdAt),
    index('erp_actions_document_idx').on(t.tenantId, t.documentId).where(sql`${t.documentId} is not null`),
    index('erp_actions_open_idx')
      .on(t.state, t.nextAttemptAt)
      .where(sql`${t.state} in ('Queued', 'Running')`),
  ],
);

/** Per company and kind of master data: where the last synchronisation stopped (the adapter's cursor). */
export const erpSyncStates = pgTable(
  'erp_sync_states',
  {
    tenantId: tenantId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** An ErpMasterDataKind. */
    kind: text('kind').notNull(),
    cursor: text('cursor'),
    syncedAt: stamp('synced_at'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('erp_sync_states_company_kind_idx').on(t.tenantId, t.companyId, t.kind)],
);

/** What the ERP booked for a document: found again by the posting key, so a retry never books twice. */
export const documentErpPostings = pgTable('document_erp_postings', {
  tenantId: tenantId(),
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id),
  postingKey: text('posting_key').notNull(),
  erpInvoiceId: text('erp_invoice_id').notNull().default(''),
  erpInvoiceNumber: text('erp_invoice_number').notNull().default(''),
  postedAt: stamp('posted_at'),
  isPaid: boolean('is_paid').notNull().default(false),
  paidOn: text('paid_on'),
  updatedAt: updatedAt(),
});

/**
 * An API key of a customer for its own ERP connector (issue 14 §4): shown once, kept as a SHA-256 hash of the
 * secret; the prefix finds the row. Scopes say what it may do; a revoked key answers 401.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The first characters of the key, shown in the overview and used to find the row. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: stamp('last_used_at'),
    revokedAt: stamp('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    index('api_keys_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/** A customer's webhook: document events POSTed to its URL, signed with HMAC-SHA256 of the secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_tenant_idx').on(t.tenantId)],
);

/** Each delivery of an event to a webhook, with its attempts: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Pending, Delivered, Failed. */
    state: text('state').notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: stamp('next_attempt_at'),
    createdAt: createdAt(),
    deliveredAt: stamp('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.tenantId, t.webhookId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.state, t.nextAttemptAt).where(sql`${t.state} = 'Pending'`),
  ],
);

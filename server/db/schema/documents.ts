import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, stamp, tenantId } from './columns';
import type { StoredWorkflowState } from './workflow';

const money = (name: string) =>
  numeric(name, { precision: 18, scale: 2, mode: 'number' }).notNull().default(0);

/** A purchase invoice, sales invoice or packing slip (spec 001 §3 Document and overview record). */
export const documents = pgTable(
  'documents',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type').notNull(),
    companyId: uuid('company_id').notNull(),
    sourceDocumentId: uuid('source_document_id'),
    relationId: uuid('relation_id'),
    relationName: text('relation_name').notNull().default(''),
    relationCode: text('relation_code').notNull().default(''),
    /** Which key found the relation in the master data: VatNumber, ChamberOfCommerce, Iban or Name. */
    relationMatchKey: text('relation_match_key').notNull().default(''),
    documentNumber: text('document_number').notNull().default(''),
    // Lower-case search keys: prefix searches on them use leakproof operators, so row-level security
    // still lets the planner use their indexes.
    relationNameKey: text('relation_name_key').generatedAlwaysAs(sql`lower(relation_name)`),
    relationCodeKey: text('relation_code_key').generatedAlwaysAs(sql`lower(relation_code)`),
    documentNumberKey: text('document_number_key').generatedAlwaysAs(sql`lower(document_number)`),
    documentDate: date('document_date', { mode: 'string' }),
    invoiceType: text('invoice_type').notNull().default('Debit'),
    status: text('status').notNull().default('Imported'),
    codingStatus: text('coding_status').notNull().default('Unknown'),
    sourceType: text('source_type').notNull().default('Upload'),
    currentUserId: uuid('current_user_id'),
    lastAction: text('last_action').notNull().default(''),
    lastHistory: text('last_history').notNull().default(''),
    ledgerEntryNumber: bigint('ledger_entry_number', { mode: 'number' }),
    workflowId: text('workflow_id'),
    linkToErpInvoice: text('link_to_erp_invoice').notNull().default(''),
    paymentReference: text('payment_reference').notNull().default(''),
    freeField1: text('free_field1').notNull().default(''),
    freeField2: text('free_field2').notNull().default(''),
    reportingDate: date('reporting_date', { mode: 'string' }),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isWaitingForErp: boolean('is_waiting_for_erp').notNull().default(false),
    isInErp: boolean('is_in_erp').notNull().default(false),
    isPosted: boolean('is_posted').notNull().default(false),
    isPostedInWorkflow: boolean('is_posted_in_workflow').notNull().default(false),
    isPaid: boolean('is_paid').notNull().default(false),
    isConfidential: boolean('is_confidential').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    codeInErp: boolean('code_in_erp').notNull().default(false),
    isDisabledForAutoRouter: boolean('is_disabled_for_auto_router').notNull().default(false),
    isElectronic: boolean('is_electronic').notNull().default(false),
    paymentDate: date('payment_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    lastUpdate: stamp('last_update').notNull().defaultNow(),
    importDate: stamp('import_date').notNull().defaultNow(),
    currency: text('currency').notNull().default('EUR'),
    grossAmount: money('gross_amount'),
    netAmount: money('net_amount'),
    vatAmount: money('vat_amount'),
    paymentTerm: text('payment_term').notNull().default(''),
    paymentTermCode: text('payment_term_code').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    period: text('period').notNull().default(''),
    paymentDiscount: money('payment_discount'),
    /** What has been paid of the gross amount so far (absolute; a part-paid document stays unpaid, spec 002). */
    amountPaid: money('amount_paid'),
    paymentDiscountPercentage: numeric('payment_discount_percentage', {
      precision: 7,
      scale: 3,
      mode: 'number',
    })
      .notNull()
      .default(0),
    paymentDiscountExpirationDate: date('payment_discount_expiration_date', { mode: 'string' }),
    vatCategory: text('vat_category').notNull().default(''),
    dimension1: text('dimension1').notNull().default(''),
    dimension2: text('dimension2').notNull().default(''),
    dimension3: text('dimension3').notNull().default(''),
    dimension4: text('dimension4').notNull().default(''),
    dimension5: text('dimension5').notNull().default(''),
    project: text('project').notNull().default(''),
    description: text('description').notNull().default(''),
    generalLedger: text('general_ledger').notNull().default(''),
    obligation: text('obligation').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    matchedPurchaseOrderCount: integer('matched_purchase_order_count').notNull().default(0),
    scannedPurchaseOrderCount: integer('scanned_purchase_order_count').notNull().default(0),
    purchaseOrderNumbers: text('purchase_order_numbers').array().notNull().default([]),
    packingSlipNumbers: text('packing_slip_numbers').array().notNull().default([]),
    linkedDocumentCount: integer('linked_document_count').notNull().default(0),
    approvedBy: uuid('approved_by'),
    handlerId: uuid('handler_id'),
    errorMessage: text('error_message').notNull().default(''),
    codingErrors: text('coding_errors').array().notNull().default([]),
    numberOfAttachments: integer('number_of_attachments').notNull().default(0),
    /** SHA-256 of an electronic original, to recognise the same XML received twice. */
    electronicHash: text('electronic_hash'),
    /** The status before a block (Unblock returns to it). */
    previousStatus: text('previous_status'),
    /** Who verified the document: never its approver (four eyes). */
    verifiedBy: uuid('verified_by'),
    /** Where the coding lines came from (domain/coding LineSources); '' before any coding. */
    codingSource: text('coding_source').notNull().default(''),
    /** The posting template last applied to the lines. */
    postingTemplateId: uuid('posting_template_id'),
    /** The document's own VAT-deductible choice where the company allows an override; null follows the company. */
    isVatDeductible: boolean('is_vat_deductible'),
    /** When and by whom the coding was last saved: the learned suggestion reads a vendor's recent codings. */
    codedAt: stamp('coded_at'),
    codedBy: uuid('coded_by'),
    /** A packing slip with a returned (negative) quantity: the "with returns only" filter. */
    hasReturns: boolean('has_returns').notNull().default(false),
    /** Open question, approval chain, route steps and the undoable last step (domain/workflow). */
    workflowState: jsonb('workflow_state').$type<Partial<StoredWorkflowState>>().notNull().default({}),
  },
  (t) => [
    // Every overview query filters on tenant and type; each sort has its own ordered index with id as tie-breaker.
    // The dashboard's covering indexes (INCLUDE) are in migration 0011 only: the schema builder cannot express them.
    index('documents_type_docdate_idx').on(t.tenantId, t.documentType, t.documentDate.desc(), t.id.desc()),
    index('documents_type_importdate_idx').on(t.tenantId, t.documentType, t.importDate.desc(), t.id.desc()),
    index('documents_type_duedate_idx').on(t.tenantId, t.documentType, t.dueDate.desc(), t.id.desc()),
    index('documents_type_gross_idx').on(t.tenantId, t.documentType, t.grossAmount.desc(), t.id.desc()),
    index('documents_type_ledger_idx').on(
      t.tenantId,
      t.documentType,
      t.ledgerEntryNumber.desc(),
      t.id.desc(),
    ),
    index('documents_type_company_docdate_idx').on(
      t.tenantId,
      t.documentType,
      t.companyId,
      t.documentDate.desc(),
      t.id.desc(),
    ),
    index('documents_type_status_docdate_idx').on(
      t.tenantId,
      t.documentType,
      t.status,
      t.documentDate.desc(),
      t.id.desc(),
    ),
    index('documents_type_user_docdate_idx').on(
      t.tenantId,
      t.documentType,
      t.currentUserId,
      t.documentDate.desc(),
    ),
    index('documents_relation_name_key_idx').on(
      t.tenantId,
      t.documentType,
      sql`${t.relationNameKey} text_pattern_ops`,
    ),
    index('documents_relation_code_key_idx').on(
      t.tenantId,
      t.documentType,
      sql`${t.relationCodeKey} text_pattern_ops`,
    ),
    // Rare flags of status filters: counting them must not scan every document of the type.
    index('documents_type_blocked_docdate_idx')
      .on(t.tenantId, t.documentType, t.documentDate.desc(), t.id.desc())
      .where(sql`${t.isBlocked}`),
    index('documents_type_waiting_docdate_idx')
      .on(t.tenantId, t.documentType, t.documentDate.desc(), t.id.desc())
      .where(sql`${t.isWaitingForErp}`),
    // The Await status filter and the skip scan of GetLastActions.
    index('documents_type_last_action_idx').on(t.tenantId, t.documentType, t.lastAction),
    index('documents_number_key_idx').on(
      t.tenantId,
      t.documentType,
      sql`${t.documentNumberKey} text_pattern_ops`,
    ),
    uniqueIndex('documents_ledger_entry_idx')
      .on(t.tenantId, t.companyId, t.documentType, t.ledgerEntryNumber)
      .where(sql`${t.ledgerEntryNumber} is not null`),
    index('documents_source_document_idx').on(t.sourceDocumentId),
    // A vendor's most recently coded invoices, for the learned coding suggestion.
    index('documents_relation_coded_idx')
      .on(t.tenantId, t.companyId, t.documentType, t.relationCodeKey, t.codedAt.desc())
      .where(sql`${t.codedAt} is not null`),
    index('documents_electronic_hash_idx')
      .on(t.tenantId, t.electronicHash)
      .where(sql`${t.electronicHash} is not null`),
  ],
);

/** History entries of a document (History/GetByInvoiceId). */
export const documentHistory = pgTable(
  'document_history',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    at: stamp('at').notNull().defaultNow(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('document_history_document_idx').on(t.documentId, t.at),
    // The document flow report reads an environment's history of a period.
    index('document_history_tenant_at_idx').on(t.tenantId, t.at),
  ],
);

/** Invoice lines (coding lines) of a document. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 3, mode: 'number' }).notNull().default(1),
    unitPrice: numeric('unit_price', { precision: 18, scale: 3, mode: 'number' }).notNull().default(0),
    netAmount: money('net_amount'),
    vatCode: text('vat_code').notNull().default(''),
    vatPercentage: numeric('vat_percentage', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    vatAmount: money('vat_amount'),
    generalLedgerAccount: text('general_ledger_account').notNull().default(''),
    costCenter: text('cost_center').notNull().default(''),
    dimension1: text('dimension1').notNull().default(''),
    dimension2: text('dimension2').notNull().default(''),
    dimension3: text('dimension3').notNull().default(''),
    dimension4: text('dimension4').notNull().default(''),
    dimension5: text('dimension5').notNull().default(''),
    project: text('project').notNull().default(''),
    article: text('article').notNull().default(''),
    purchaseOrderNumber: text('purchase_order_number').notNull().default(''),
    vatScenario: text('vat_scenario').notNull().default(''),
    asset: text('asset').notNull().default(''),
    deferral: text('deferral').notNull().default(''),
    /** The purchase-order line this line invoices (PurchaseOrderLine coding field). */
    purchaseOrderLineId: uuid('purchase_order_line_id'),
    /** How the line takes its share: None, Fixed, Percentage or Rest, with its amount or percentage. */
    splitType: text('split_type').notNull().default('None'),
    splitValue: numeric('split_value', { precision: 18, scale: 2, mode: 'number' }),
    /** Where the line came from (domain/coding LineSources). */
    source: text('source').notNull().default(''),
  },
  (t) => [index('invoice_lines_document_idx').on(t.documentId, t.lineNumber)],
);

/** A packing slip linked to the invoice its goods are billed on (LinkPackingSlipToInvoice right). */
export const documentLinks = pgTable(
  'document_links',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    packingSlipId: uuid('packing_slip_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    linkedBy: uuid('linked_by'),
    linkedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_links_pair_idx').on(t.invoiceId, t.packingSlipId),
    index('document_links_packing_slip_idx').on(t.packingSlipId),
  ],
);

/** Files kept in the blob store: originals, attachments and page renderings. */
export const blobs = pgTable(
  'blobs',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blobs_sha_idx').on(t.tenantId, t.sha256)],
);

/** Attachments of a document. */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('document_attachments_document_idx').on(t.documentId)],
);

/** A source: one upload, scan or e-mail as it came in (spec 001 §3 Source). */
export const sources = pgTable(
  'sources',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sourceNumber: bigint('source_number', { mode: 'number' }).notNull(),
    companyId: uuid('company_id'),
    status: text('status').notNull().default('New'),
    statusInWorkflow: text('status_in_workflow').notNull().default('Unknown'),
    originalType: text('original_type').notNull().default('Upload'),
    documentType: text('document_type').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    currentUserId: uuid('current_user_id'),
    createdBy: uuid('created_by'),
    emailSenderName: text('email_sender_name').notNull().default(''),
    senderEmail: text('sender_email').notNull().default(''),
    subject: text('subject').notNull().default(''),
    created: createdAt(),
    dateStatus: stamp('date_status').notNull().defaultNow(),
    hasError: boolean('has_error').notNull().default(false),
    hasWarning: boolean('has_warning').notNull().default(false),
    errorCode: text('error_code').notNull().default(''),
    errorMessage: text('error_message').notNull().default(''),
    originalBlobIds: uuid('original_blob_ids').array().notNull().default([]),
    originalFileNames: text('original_file_names').array().notNull().default([]),
    /** domain/intake DeliveryTypes. */
    deliveryType: text('delivery_type').notNull().default('Unknown'),
    mailboxId: uuid('mailbox_id'),
    emailMessageId: uuid('email_message_id'),
    /** The proposed documents' type and company by documentIndex (splitter), until saved. */
    splitDocuments: jsonb('split_documents')
      .$type<Array<{ DocumentType: string; CompanyId: string | null }>>()
      .notNull()
      .default([]),
    /** How often processing was started: a source that keeps failing stops at ConvertedError. */
    attempts: integer('attempts').notNull().default(0),
    blockedAt: stamp('blocked_at'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sources_number_idx').on(t.tenantId, t.sourceNumber),
    index('sources_status_idx').on(t.tenantId, t.status, t.statusInWorkflow),
    // The start-up and hourly requeue look only at sources still in the pipeline, across customers.
    index('sources_in_pipeline_idx').on(t.updatedAt).where(sql`${t.statusInWorkflow} = 'Recognizing'`),
  ],
);

/** A document cut from a source (one per file until splitting arrives). */
export const sourceDocuments = pgTable(
  'source_documents',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    originalBlobId: uuid('original_blob_id').references(() => blobs.id),
    originalFileName: text('original_file_name').notNull().default(''),
    pageCount: integer('page_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('source_documents_source_idx').on(t.sourceId)],
);

/** Rendered pages of a source document (JPEG in the blob store) with their rotation. */
export const pageImages = pgTable(
  'page_images',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    sourceDocumentId: uuid('source_document_id')
      .notNull()
      .references(() => sourceDocuments.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    rotation: integer('rotation').notNull().default(0),
  },
  (t) => [uniqueIndex('page_images_page_idx').on(t.sourceDocumentId, t.pageNumber)],
);

/** The workflow lock on a document while someone works on it. */
export const documentLocks = pgTable('document_locks', {
  tenantId: tenantId(),
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  lockedUntil: stamp('locked_until').notNull(),
});

/** The per-customer counter behind source numbers. */
export const sourceNumbers = pgTable('source_numbers', {
  tenantId: tenantId().primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
});

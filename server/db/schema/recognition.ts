import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ElectronicTemplateLine,
  ElectronicTemplateRule,
} from '../../../domain/electronicTemplates/types';
import type {
  Box,
  RecognitionResult,
  RecognizedFields,
  RecognizedLine,
  RecognizedRelation,
  VatBreakdownLine,
} from '../../../domain/recognition/types';
import type { DuplicateSuspect } from '../../../domain/verify/types';
import { createdAt, stamp, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { documents } from './documents';

/**
 * What recognition read from a document (issue 13), one row per document: Pending until the recognize-document job
 * has read it, then Done (or Failed after its attempts). The verify screen shows these fields beside the page; the
 * document's own header holds what was filled in from them and what the verifier saved.
 */
export const documentRecognitions = pgTable(
  'document_recognitions',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Pending, Done, Failed. */
    status: text('status').notNull().default('Pending'),
    /** Text, Ocr, EInvoice; '' before reading. */
    readBy: text('read_by').notNull().default(''),
    language: text('language'),
    fields: jsonb('fields').$type<RecognizedFields>().notNull().default({}),
    vatBreakdown: jsonb('vat_breakdown').$type<VatBreakdownLine[]>().notNull().default([]),
    lines: jsonb('lines').$type<RecognizedLine[]>().notNull().default([]),
    relation: jsonb('relation').$type<RecognizedRelation | null>(),
    /**
     * Pages OCR found turned (RecognitionResult.TurnedPages): a page whose image is rendered only after the reading
     * gets its turn then (renderPages).
     */
    turnedPages: jsonb('turned_pages')
      .$type<NonNullable<RecognitionResult['TurnedPages']>>()
      .notNull()
      .default([]),
    /** Fast verify's score, 0–1. */
    score: numeric('score', { precision: 4, scale: 3, mode: 'number' }),
    /** Suspected duplicates found on recognition and again on save. */
    duplicates: jsonb('duplicates').$type<DuplicateSuspect[]>().notNull().default([]),
    /** SHA-256 of the document's original file: the same file twice is a duplicate. */
    fileHash: text('file_hash'),
    /** The verifier's note (verify document Comment). */
    comment: text('comment').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    errorMessage: text('error_message').notNull().default(''),
    recognizedAt: stamp('recognized_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The start-up and hourly requeue look only at documents still waiting to be read, across customers.
    index('document_recognitions_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'Pending'`),
    index('document_recognitions_file_hash_idx')
      .on(t.tenantId, t.fileHash)
      .where(sql`${t.fileHash} is not null`),
  ],
);

/**
 * What verifiers taught recognition about one vendor's documents: per company, relation and field, the label the
 * value stands beside, its place on the page and how it is written.
 */
export const recognitionLessons = pgTable(
  'recognition_lessons',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    relationId: uuid('relation_id').notNull(),
    field: text('field').notNull(),
    label: text('label').notNull().default(''),
    page: integer('page').notNull().default(1),
    box: jsonb('box').$type<Box>().notNull(),
    format: text('format').notNull().default(''),
    hits: integer('hits').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('recognition_lessons_field_idx').on(t.tenantId, t.companyId, t.relationId, t.field)],
);

/** Electronic template (spec 001 §3): how an e-invoice's lines of one relation are coded. */
export const electronicTemplates = pgTable(
  'electronic_templates',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull().default('Incomplete'),
    name: text('name').notNull(),
    relationId: uuid('relation_id'),
    relationCode: text('relation_code').notNull().default(''),
    relationName: text('relation_name').notNull().default(''),
    documentType: text('document_type').notNull().default('PurchaseInvoice'),
    electronicDocumentType: text('electronic_document_type').notNull().default('UblInvoice21'),
    ruleName: text('rule_name')
      .$type<ElectronicTemplateRule>()
      .notNull()
      .default('ProductCodeToLedgerAndVatCode'),
    lines: jsonb('lines').$type<ElectronicTemplateLine[]>().notNull().default([]),
    invoiceDescription: text('invoice_description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('electronic_templates_lookup_idx').on(t.tenantId, t.companyId, t.documentType, t.relationCode),
  ],
);

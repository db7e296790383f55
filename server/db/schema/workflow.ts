import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { WorkflowState } from '../../../domain/workflow/document';
import type { StatusAction } from '../../../domain/workflow/statusActions';
import type { StatusFilterSetting } from '../../../domain/workflow/statusFilters';
import { createdAt, tenantId, updatedAt } from './columns';

/**
 * The nested workflow state of a document (documents.workflow_state): read and written whole by the
 * engine on each action and never filtered on, so one jsonb column rather than five columns and tables.
 */
export type StoredWorkflowState = Pick<
  WorkflowState,
  'Question' | 'Approvals' | 'RouteSteps' | 'RouteStepIndex' | 'LastStep'
>;

/**
 * The gap-free ledger entry counter per company and year (the Manual adapter's post). Taken with
 * `insert … on conflict do update … returning` in the posting transaction: a rollback gives the number back.
 */
export const ledgerEntryCounters = pgTable(
  'ledger_entry_counters',
  {
    tenantId: tenantId(),
    companyId: uuid('company_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.companyId, t.year] })],
);

/**
 * A customer environment's own workflow (issue 10 §8): its status-action rows and status filters,
 * edited on the customize-environment pages. A null column means "the default" (domain/workflow), so
 * an environment that never customised follows later improvements of the default. Read whole per
 * action (one primary-key lookup), written whole with optimistic concurrency on `version`.
 */
export const workflowDefinitions = pgTable('workflow_definitions', {
  tenantId: uuid('tenant_id').primaryKey(),
  statusActions: jsonb('status_actions').$type<StatusAction[]>(),
  statusFilters: jsonb('status_filters').$type<StatusFilterSetting[]>(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** Remarks a user picks instead of typing (`/default-texts`), per action and company where given. */
export const defaultTexts = pgTable(
  'default_texts',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: every company. */
    companyId: uuid('company_id'),
    /** The action it is offered with; null: every action that takes a remark. */
    action: text('action'),
    name: text('name').notNull(),
    text: text('text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('default_texts_name_idx').on(t.tenantId, t.name)],
);

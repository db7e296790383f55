import { bigint, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { WorkflowState } from '../../../domain/workflow/document';
import { tenantId } from './columns';

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

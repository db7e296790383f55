import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './columns';

/** Audit log: one row per change, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: createdAt(),
    userId: uuid('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_entity_idx').on(table.tenantId, table.entity, table.entityId)],
);

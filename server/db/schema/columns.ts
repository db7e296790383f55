import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The owning customer of a row; row-level security filters on it. */
export const tenantId = () => uuid('tenant_id').notNull();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

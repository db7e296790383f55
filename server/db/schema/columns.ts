import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The owning customer of a row; row-level security filters on it. */
export const tenantId = () => uuid('tenant_id').notNull();
/** A moment, with its time zone, read as an ISO string. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const createdAt = () => stamp('created_at').notNull().defaultNow();
export const updatedAt = () => stamp('updated_at').notNull().defaultNow();

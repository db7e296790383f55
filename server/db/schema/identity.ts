import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Global tables (no tenant): reached only by the authentication service, never by a tenant request.

/** A customer environment (tenant). */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  domain: text('domain').notNull().default(''),
  isDemo: boolean('is_demo').notNull().default(false),
  isContractManagementEnvironment: boolean('is_contract_management_environment').notNull().default(false),
  isAuthenticationManagementEnvironment: boolean('is_authentication_management_environment')
    .notNull()
    .default(false),
  createdAt: createdAt(),
});

/** A login identity: one e-mail and password, member of one or more customers through user rows. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  lastCustomerId: uuid('last_customer_id'),
  createdAt: createdAt(),
});

/** A signed-in session of an account in one customer. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: uuid('user_id').notNull(),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Refresh credentials, stored only as SHA-256 hashes; a rotated one presented again revokes the session. */
export const refreshCredentials = pgTable(
  'refresh_credentials',
  {
    hash: text('hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_credentials_session_idx').on(table.sessionId)],
);

/** Server-wide secrets (the access-token signing key), shared by every instance through the database. */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins per throttle key (an e-mail address, an address with a client address, a client
 * address), counted in one statement so that parallel attempts cannot slip past the limit.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

import { boolean, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';

/** A setting value of a customer (company_id null) or of one company (spec 000 §3 Setting). */
export const settings = pgTable(
  'settings',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    boolValue: boolean('bool_value'),
    intValue: integer('int_value'),
    textValue: text('text_value'),
    updatedAt: updatedAt(),
  },
  (table) => [unique('settings_scope_uq').on(table.tenantId, table.name, table.companyId).nullsNotDistinct()],
);

/** Server feature flags per customer. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.name] })],
);

/** Enterprise features switched on for a customer. */
export const enterpriseFeatures = pgTable(
  'enterprise_features',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.name] })],
);

/** A customer's own wording for a translation key. */
export const customTranslations = pgTable(
  'custom_translations',
  {
    tenantId: tenantId(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.locale, table.key] })],
);

/** A request for an ERP adapter the product does not offer yet (spec 000 §3). */
export const manualAdapterRequests = pgTable('manual_adapter_requests', {
  tenantId: tenantId(),
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  erpName: text('erp_name').notNull(),
  answer: text('answer').notNull().default(''),
  erpUrl: text('erp_url').notNull().default(''),
  usageContext: text('usage_context').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** Onboarding flags of a customer (served under /Appcues). */
export const onboarding = pgTable('onboarding', {
  tenantId: tenantId().primaryKey(),
  started: boolean('started').notNull().default(false),
  completed: boolean('completed').notNull().default(false),
  emailAddressCreated: boolean('email_address_created').notNull().default(false),
  mailboxDomains: text('mailbox_domains').array().notNull().default([]),
  updatedAt: updatedAt(),
});

import { boolean, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { RouteStep } from '../../../domain/workflow/document';
import { createdAt, tenantId, updatedAt } from './columns';

// Routes of issue 10 §3. Both are read whole per tenant (a customer keeps tens of them, not thousands), so the
// matching stays in domain/workflow/routes.ts and the tables carry only what the lists filter on as indexes.

/** Suggestion and user routes (spec 001 §3 Route): null and '' conditions match anything. */
export const workflowRoutes = pgTable(
  'workflow_routes',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    /** SuggestionRoute or SuggestionRouteAllVendors. */
    routeType: text('route_type').notNull(),
    actionId: text('action_id').notNull(),
    currentUserId: uuid('current_user_id'),
    sendToUserId: uuid('send_to_user_id'),
    defaultText: text('default_text').notNull().default(''),
    routeOption: text('route_option').notNull().default('None'),
    lastAction: text('last_action').notNull().default(''),
    status: text('status'),
    isUserRoute: boolean('is_user_route').notNull().default(false),
    /** Whose own route a user route is; null for a shared one. */
    ownerUserId: uuid('owner_user_id'),
    companyId: uuid('company_id'),
    /** The vendor of a SuggestionRoute; null for all vendors. */
    relationId: uuid('relation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_routes_company_idx').on(t.tenantId, t.companyId)],
);

const amount = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/** Auto routes: conditions on a verified document → the steps it follows. */
export const autoRoutes = pgTable(
  'auto_routes',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    companyId: uuid('company_id'),
    relationId: uuid('relation_id'),
    documentType: text('document_type'),
    amountFrom: amount('amount_from'),
    amountUntil: amount('amount_until'),
    generalLedgerAccount: text('general_ledger_account'),
    costCenter: text('cost_center'),
    /** The steps in order: read and written whole, never filtered on. */
    steps: jsonb('steps').$type<RouteStep[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auto_routes_name_idx').on(t.tenantId, t.name)],
);

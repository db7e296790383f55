import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { accounts } from './identity';

/** A user of one customer (spec 000 §3 User); the login identity is the account. */
export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    abbreviation: text('abbreviation').notNull().default(''),
    locale: text('locale').notNull().default('nl-NL'),
    lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'string' }),
    lastNotification: timestamp('last_notification', { withTimezone: true, mode: 'string' }),
    dateCreated: createdAt(),
    updatedAt: updatedAt(),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    isGroup: boolean('is_group').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    baseRole: text('base_role').notNull().default('None'),
    selectable: boolean('selectable').notNull().default(true),
    notificationFrequency: text('notification_frequency').notNull().default('Daily'),
    maximumApprovalAmount: numeric('maximum_approval_amount', { precision: 18, scale: 2, mode: 'number' }),
    seeCompanies: uuid('see_companies').array().notNull().default([]),
    validateCompanies: uuid('validate_companies').array().notNull().default([]),
    approveCompanies: uuid('approve_companies').array().notNull().default([]),
    handleCompanies: uuid('handle_companies').array().notNull().default([]),
    signCompanies: uuid('sign_companies').array().notNull().default([]),
    mayHandleAllCompanies: boolean('may_handle_all_companies').notNull().default(false),
    mayApproveAllCompanies: boolean('may_approve_all_companies').notNull().default(false),
    maySeeAllCompanies: boolean('may_see_all_companies').notNull().default(false),
    maySignAllCompanies: boolean('may_sign_all_companies').notNull().default(false),
    mayValidateAllCompanies: boolean('may_validate_all_companies').notNull().default(false),
    maySeeOtherUsers: boolean('may_see_other_users').notNull().default(true),
    maySeeOtherCompanies: boolean('may_see_other_companies').notNull().default(false),
    maySeeAllDocuments: boolean('may_see_all_documents').notNull().default(false),
    maySeeAlreadySeen: boolean('may_see_already_seen').notNull().default(true),
    mayEditDocuments: boolean('may_edit_documents').notNull().default(false),
    mayDeleteDocuments: boolean('may_delete_documents').notNull().default(false),
    maySeeConfidentialDocuments: boolean('may_see_confidential_documents').notNull().default(false),
    seeDocumentsWithPurchaseOrder: boolean('see_documents_with_purchase_order').notNull().default(false),
    searchRights: integer('search_rights').notNull().default(0),
    absenceFrom: date('absence_from', { mode: 'string' }),
    absenceTo: date('absence_to', { mode: 'string' }),
    absenceKeepSendingNotifications: boolean('absence_keep_sending_notifications').notNull().default(false),
    absenceReplacedByUserId: uuid('absence_replaced_by_user_id'),
    linkedToWorkflowUser: text('linked_to_workflow_user'),
    viewRights: text('view_rights').array().notNull().default([]),
    actionRights: text('action_rights').array().notNull().default([]),
    mayApprovePay: boolean('may_approve_pay').notNull().default(false),
    mayDeleteAttachments: text('may_delete_attachments').notNull().default('None'),
    validateDocumentsWithoutCompany: boolean('validate_documents_without_company').notNull().default(false),
    contractManagementEnabled: boolean('contract_management_enabled').notNull().default(false),
    receivesContractManagementNotifications: boolean('receives_contract_management_notifications')
      .notNull()
      .default(false),
    roleIds: uuid('role_ids').array().notNull().default([]),
    /** Added with an e-mail that already had a login: a membership that login has not accepted yet. */
    invitationPending: boolean('invitation_pending').notNull().default(false),
  },
  (table) => [
    uniqueIndex('users_tenant_email_idx').on(table.tenantId, table.email),
    index('users_account_idx').on(table.accountId),
  ],
);

/** Members of a user group (a user with IsGroup). */
export const userGroupMembers = pgTable(
  'user_group_members',
  {
    tenantId: tenantId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.memberId] }),
    index('ugm_member_idx').on(table.memberId),
  ],
);

/** A role: a base role with view-right and action-right sets, assigned to users by RoleIds. */
export const roles = pgTable('roles', {
  tenantId: tenantId(),
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  baseRole: text('base_role').notNull().default('None'),
  viewRights: text('view_rights').array().notNull().default([]),
  actionRights: text('action_rights').array().notNull().default([]),
  createdAt: createdAt(),
});

import { findRoute } from './defaultRoute';
import type { GuardContext } from './guardContext';
import { action, allOf, type Guard, usesSalesInvoices, view } from './guards';
import { type RouteDefinition, routeTable } from './routeTable';

/** A menu entry: an internal path (shown when its route is built and passes) or an external link. */
export type MenuItem = {
  /** Translation key (Navigation source). */
  label: string;
  path?: string;
  /** Setting holding the external address, opened in a new tab. */
  externalSetting?: 'ContractManagement_Url' | 'Support_Url';
  /** Extra condition on top of the route's own guard. */
  also?: Guard;
};

export type MenuColumn = { label: string; items: MenuItem[] };

export const scanMenu: MenuItem[] = [
  { label: 'Verify', path: '/verify' },
  { label: 'Fast_Verify', path: '/fast-verify' },
  { label: 'Splitter', path: '/splitter' },
  { label: 'Verify_Documents', path: '/verify-documents' },
  { label: 'Imported_Documents', path: '/sources' },
  { label: 'Sources_Overview', path: '/source-overview' },
  { label: 'Import_Document', path: '/import' },
  { label: 'Email_Invoices', path: '/email-invoices' },
  { label: 'Erp_Actions', path: '/erp-action-overview' },
];

/** The four document items that collapse into one Documents dropdown below 850 px. */
export const documentMenu: MenuItem[] = [
  { label: 'Purchase', path: '/purchase-invoices' },
  { label: 'Sales', path: '/sales-invoices' },
  { label: 'Packing_Slip', path: '/packing-slips' },
  {
    label: 'Contracts',
    externalSetting: 'ContractManagement_Url',
    also: (ctx) => ctx.isContractManagementEnvironment && ctx.viewRights.has('ContractManagement'),
  },
];

export const paymentListsMenu: MenuItem[] = [
  { label: 'Documents_To_Pay', path: '/payment-batch-generate' },
  { label: 'Payment_Batches', path: '/payment-batches' },
];

export const settingsMenu: MenuColumn[] = [
  {
    label: 'Workflow',
    items: [
      { label: 'Suggestion_Routes', path: '/suggestion-routes' },
      { label: 'Auto_Routes', path: '/auto-routes' },
      { label: 'Default_Texts', path: '/default-texts' },
      { label: 'Electronic_Templates', path: '/electronic-templates' },
      { label: 'Posting_Templates', path: '/posting-templates' },
      { label: 'Tags', path: '/tags' },
      { label: 'Mailboxes', path: '/mailboxes' },
      { label: 'Reply_Templates', path: '/reply-templates' },
      { label: 'Document_Flow', path: '/document-flow' },
      { label: 'Customize_Environment', path: '/customize-environment' },
    ],
  },
  {
    label: 'Users',
    items: [
      { label: 'Users', path: '/users' },
      { label: 'Custom_Translations', path: '/custom-translations' },
      { label: 'Authentication_Management', path: '/authentication-management' },
      { label: 'Api_Key_Overview', path: '/api-key-overview' },
    ],
  },
  {
    label: 'Companies',
    items: [
      { label: 'Companies', path: '/companies' },
      { label: 'Vendors', path: '/vendors' },
      { label: 'Customers', path: '/customers', also: usesSalesInvoices },
      { label: 'Relation_Import', path: '/relation-import' },
      { label: 'Code_Lists', path: '/code-lists' },
      { label: 'Period_Table', path: '/period-table' },
    ],
  },
  {
    label: 'System',
    items: [
      { label: 'Settings', path: '/settings' },
      { label: 'System_Log', path: '/system-log' },
      { label: 'Audit_Log', path: '/audit-log' },
      { label: 'Management_Reports', path: '/management-reports' },
      { label: 'Download_Archive', path: '/download-archive' },
      { label: 'Reporting', path: '/reporting' },
      { label: 'Reporting_Access', path: '/reporting-access' },
    ],
  },
];

/** Integrations: admins with the Companies right, to the integration set-up. */
export const integrationsItem: MenuItem = {
  label: 'Integrations',
  path: '/companies/new?integrations=true',
  also: allOf(action('Admin'), view('Companies')),
};

export const accountMenu: MenuItem[] = [
  {
    label: 'Change_Customer',
    path: '/logout?method=changecustomer',
    also: (ctx) => ctx.isInMultipleEnvironments,
  },
  { label: 'User_Settings', path: '/user-settings' },
  { label: 'User_Routes', path: '/user-routes' },
  { label: 'Subscription_Overview', path: '/subscription' },
  { label: 'Logout', path: '/logout' },
];

const shellPaths = new Set(['/logout', '/logout?method=changecustomer']);

/** Whether a menu item shows for this user: its route is built and passes, and its extra condition holds. */
export function isMenuItemVisible(
  item: MenuItem,
  ctx: GuardContext,
  externalUrls: Partial<Record<'ContractManagement_Url' | 'Support_Url', string>> = {},
  routes: RouteDefinition[] = routeTable,
): boolean {
  if (item.also && !item.also(ctx)) return false;
  if (item.externalSetting) return Boolean(externalUrls[item.externalSetting]);
  if (!item.path) return false;
  if (shellPaths.has(item.path)) return true;
  const entry = findRoute(item.path, routes);
  return Boolean(entry?.built && entry.guard(ctx));
}

import {
  action,
  allOf,
  always,
  anyOf,
  atLeastOneCompany,
  enterprise,
  fastVerifyOn,
  type Guard,
  mayVerify,
  oldSourceOverviewsKept,
  paymentBatches,
  scanPage,
  usesPackingSlips,
  usesSalesInvoices,
  view,
} from './guards';

/** One row of the route table of spec 000 §2. */
export type RouteDefinition = {
  /** Path as React Router writes it; `?` marks an optional segment. */
  path: string;
  /** Route name for the page title and translations (Navigation source). */
  name: string;
  guard: Guard;
  /** False while the screen is not built: it is not registered and falls back like an unknown path. */
  built: boolean;
};

const route = (path: string, name: string, guard: Guard, built = false): RouteDefinition => ({
  path,
  name,
  guard,
  built,
});

/** With an optional `/:id` edit child, as the spec's "(/:id)" entries. */
const withId = (path: string, name: string, guard: Guard, built = false): RouteDefinition[] => [
  route(path, name, guard, built),
  route(`${path}/:id`, name, guard, built),
];

/** Every route of the application with its entry condition. */
export const routeTable: RouteDefinition[] = [
  route('/dashboard', 'Dashboard', view('Dashboard'), true),
  route('/purchase-invoices', 'Purchase_Invoices', always, true),
  route('/purchase-invoice/:documentId?', 'Purchase_Invoice', always, true),
  route('/sales-invoices', 'Sales_Invoices', usesSalesInvoices, true),
  route('/sales-invoice/:documentId?', 'Sales_Invoice', usesSalesInvoices, true),
  route('/packing-slips', 'Packing_Slips', usesPackingSlips, true),
  route('/packing-slip/:documentId?', 'Packing_Slip', usesPackingSlips, true),
  // The spec does not show the path of one batch; it is the list's with the batch id.
  ...withId('/payment-batches', 'Payment_Batches', allOf(paymentBatches, view('PaymentLists')), true),
  route('/payment-batch-generate', 'Documents_To_Pay', allOf(paymentBatches, view('PaymentLists')), true),
  route('/import', 'Import_Document', mayVerify, true),
  route('/splitter', 'Splitter', mayVerify, true),
  route('/verify', 'Verify', mayVerify, true),
  route('/fast-verify/:companyId?', 'Fast_Verify', allOf(scanPage, fastVerifyOn), true),
  route('/user-settings', 'User_Settings', view('MySettings'), true),
  ...withId('/user-routes', 'User_Routes', always, true),
  ...withId('/suggestion-routes', 'Suggestion_Routes', view('SuggestionRoutes'), true),
  ...withId('/auto-routes', 'Auto_Routes', view('AutoRoutes'), true),
  ...withId('/verify-documents', 'Verify_Documents', allOf(scanPage, oldSourceOverviewsKept)),
  ...withId('/sources', 'Imported_Documents', allOf(scanPage, oldSourceOverviewsKept), true),
  ...withId('/email-invoices', 'Email_Invoices', allOf(scanPage, oldSourceOverviewsKept), true),
  ...withId('/source-overview', 'Sources_Overview', view('SourceOverview'), true),
  ...withId('/default-texts', 'Default_Texts', view('DefaultTexts'), true),
  ...withId(
    '/electronic-templates',
    'Electronic_Templates',
    allOf(
      view('ElectronicTemplates'),
      action('VerifyInvoice'),
      atLeastOneCompany,
      enterprise('ElectronicTemplates'),
    ),
    true,
  ),
  ...withId(
    '/posting-templates',
    'Posting_Templates',
    allOf(action('VerifyInvoice'), atLeastOneCompany),
    true,
  ),
  ...withId('/download-archive', 'Download_Archive', view('DownloadArchive')),
  route('/tags', 'Tags', view('Tags'), true),
  ...withId('/users', 'Users', view('Users'), true),
  ...withId('/companies', 'Companies', view('Companies'), true),
  ...withId('/vendors', 'Vendors', view('Vendors'), true),
  ...withId('/customers', 'Customers', view('Customers'), true),
  route('/period-table', 'Period_Table', view('PeriodTable'), true),
  // Code lists come from the ERP; administrators look at them and keep them by hand while none is linked.
  route('/code-lists/:companyId?', 'Code_Lists', allOf(action('Admin'), atLeastOneCompany), true),
  route('/mailboxes/:companyId?', 'Mailboxes', view('Mailboxes'), true),
  ...withId('/reply-templates', 'Reply_Templates', view('Mailboxes'), true),
  route('/system-log', 'System_Log', view('SystemLog')),
  route('/audit-log', 'Audit_Log', view('AuditLog')),
  route('/management-reports', 'Management_Reports', view('ManagementReports')),
  route('/reporting', 'Reporting', action('Admin')),
  ...withId('/subscription', 'Subscription', action('Admin')),
  ...withId('/custom-translations', 'Custom_Translations', view('Translations')),
  ...withId('/settings', 'Settings', view('Settings'), true),
  route('/integrations', 'Integrations', always, true),
  route('/relation-import', 'Relation_Import', anyOf(view('Vendors'), view('Customers')), true),
  route('/customize-environment', 'Customize_Environment', view('CustomizeSettings'), true),
  ...withId('/customize-environment/statuses', 'Statuses', view('Statuses'), true),
  ...withId('/customize-environment/actions', 'Actions', view('Actions'), true),
  ...withId('/customize-environment/status-actions', 'Status_Actions', view('StatusActions'), true),
  ...withId('/customize-environment/status-filters', 'Status_Filters', view('StatusFilters'), true),
  ...withId('/customize-environment/roles', 'Roles', action('SuperAdmin'), true),
  route('/customize-environment/import-environment', 'Import_Environment', action('SuperAdmin')),
  route('/customize-environment/delete-company', 'Delete_Company', action('RemoveCompanyFromWorkflow'), true),
  ...withId('/customize-environment/customize-settings', 'Customize_Settings', view('CustomizeSettings')),
  ...withId('/customize-environment/feature-flags', 'Feature_Flags', action('SuperAdmin'), true),
  route('/authentication-management', 'Authentication_Management', view('AuthenticationManagement')),
  route('/reporting-access', 'Reporting_Access', view('Enterprise')),
  route('/document-flow', 'Document_Flow', view('DocumentFlow'), true),
  route('/erp-action-overview', 'Erp_Action_Overview', view('ErpActionsOverview'), true),
  ...withId('/api-key-overview', 'Api_Key_Overview', view('ApiKeyOverview'), true),
];

/** Routes outside the guarded table: reachable without a session or always. */
export const publicRoutes = ['/login', '/no-valid-session', '/logout', '/choose-customer'] as const;

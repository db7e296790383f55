import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Scene = LazyExoticComponent<ComponentType>;
type DocumentSceneName = keyof typeof import('./Documents/DocumentScenes');

// The six document routes share one lazily loaded module.
const documentScene = (name: DocumentSceneName): Scene =>
  lazy(() => import('./Documents/DocumentScenes').then((m) => ({ default: m[name] })));

// Each built route of domain/routes/routeTable.ts has its screen here, loaded on first visit.
export const scenes: Record<string, Scene> = {
  '/dashboard': lazy(() => import('./Dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  '/purchase-invoices': documentScene('PurchaseInvoicesScene'),
  '/purchase-invoice/:documentId?': documentScene('PurchaseInvoiceScene'),
  '/sales-invoices': documentScene('SalesInvoicesScene'),
  '/sales-invoice/:documentId?': documentScene('SalesInvoiceScene'),
  '/packing-slips': documentScene('PackingSlipsScene'),
  '/packing-slip/:documentId?': documentScene('PackingSlipScene'),
  '/payment-batch-generate': lazy(() =>
    import('./PaymentBatches/DocumentsToPayPage').then((m) => ({ default: m.DocumentsToPayPage })),
  ),
  '/payment-batches': lazy(() =>
    import('./PaymentBatches/PaymentBatchesPage').then((m) => ({ default: m.PaymentBatchesPage })),
  ),
  '/payment-batches/:id': lazy(() =>
    import('./PaymentBatches/PaymentBatchPage').then((m) => ({ default: m.PaymentBatchPage })),
  ),
  '/import': lazy(() => import('./Import/ImportPage').then((m) => ({ default: m.ImportPage }))),
  '/fast-verify/:companyId?': lazy(() =>
    import('./FastVerify/FastVerifyPage').then((m) => ({ default: m.FastVerifyPage })),
  ),
  '/relation-import': lazy(() =>
    import('./RelationImport/RelationImportPage').then((m) => ({ default: m.RelationImportPage })),
  ),
  '/user-settings': lazy(() =>
    import('./UserSettings/UserSettingsPage').then((m) => ({ default: m.UserSettingsPage })),
  ),
  '/users': lazy(() => import('./Users/UsersPage').then((m) => ({ default: m.UsersPage }))),
  '/users/:id': lazy(() => import('./Users/UserEditPage').then((m) => ({ default: m.UserEditPage }))),
  '/integrations': lazy(() =>
    import('./Companies/IntegrationsRedirect').then((m) => ({ default: m.IntegrationsRedirect })),
  ),
  '/companies': lazy(() => import('./Companies/CompaniesPage').then((m) => ({ default: m.CompaniesPage }))),
  '/companies/:id': lazy(() => import('./Companies/CompanyRoute').then((m) => ({ default: m.CompanyRoute }))),
  '/settings': lazy(() => import('./Settings/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  '/settings/:id': lazy(() =>
    import('./Settings/SettingEditPage').then((m) => ({ default: m.SettingEditPage })),
  ),
  '/vendors': lazy(() => import('./Vendors/VendorsPage').then((m) => ({ default: m.VendorsPage }))),
  '/vendors/:id': lazy(() => import('./Vendors/VendorEditPage').then((m) => ({ default: m.VendorEditPage }))),
  '/customers': lazy(() => import('./Customers/CustomersPage').then((m) => ({ default: m.CustomersPage }))),
  '/customers/:id': lazy(() =>
    import('./Customers/CustomerEditPage').then((m) => ({ default: m.CustomerEditPage })),
  ),
  '/tags': lazy(() => import('./Tags/TagsPage').then((m) => ({ default: m.TagsPage }))),
  '/posting-templates': lazy(() =>
    import('./PostingTemplates/PostingTemplatesPage').then((m) => ({ default: m.PostingTemplatesPage })),
  ),
  '/posting-templates/:id': lazy(() =>
    import('./PostingTemplates/PostingTemplateEditPage').then((m) => ({
      default: m.PostingTemplateEditPage,
    })),
  ),
  '/electronic-templates': lazy(() =>
    import('./ElectronicTemplates/ElectronicTemplatesPage').then((m) => ({
      default: m.ElectronicTemplatesPage,
    })),
  ),
  '/electronic-templates/:id': lazy(() =>
    import('./ElectronicTemplates/ElectronicTemplateEditPage').then((m) => ({
      default: m.ElectronicTemplateEditPage,
    })),
  ),
  '/period-table': lazy(() => import('./Periods/PeriodsPage').then((m) => ({ default: m.PeriodsPage }))),
  '/code-lists/:companyId?': lazy(() =>
    import('./CodeLists/CodeListsPage').then((m) => ({ default: m.CodeListsPage })),
  ),
  '/user-routes': lazy(() => import('./Routes/RoutesPage').then((m) => ({ default: m.UserRoutesPage }))),
  '/user-routes/:id': lazy(() =>
    import('./Routes/RouteEditPage').then((m) => ({ default: m.UserRouteEditPage })),
  ),
  '/suggestion-routes': lazy(() =>
    import('./Routes/RoutesPage').then((m) => ({ default: m.SuggestionRoutesPage })),
  ),
  '/suggestion-routes/:id': lazy(() =>
    import('./Routes/RouteEditPage').then((m) => ({ default: m.SuggestionRouteEditPage })),
  ),
  '/auto-routes': lazy(() => import('./Routes/AutoRoutesPage').then((m) => ({ default: m.AutoRoutesPage }))),
  '/auto-routes/:id': lazy(() =>
    import('./Routes/AutoRouteEditPage').then((m) => ({ default: m.AutoRouteEditPage })),
  ),
  '/erp-action-overview': lazy(() =>
    import('./ErpActions/ErpActionOverviewPage').then((m) => ({ default: m.ErpActionOverviewPage })),
  ),
  '/document-flow': lazy(() =>
    import('./DocumentFlow/DocumentFlowPage').then((m) => ({ default: m.DocumentFlowPage })),
  ),
  '/default-texts': lazy(() =>
    import('./DefaultTexts/DefaultTextsPage').then((m) => ({ default: m.DefaultTextsPage })),
  ),
  '/default-texts/:id': lazy(() =>
    import('./DefaultTexts/DefaultTextEditPage').then((m) => ({ default: m.DefaultTextEditPage })),
  ),
  '/mailboxes/:companyId?': lazy(() =>
    import('./Mailboxes/MailboxesPage').then((m) => ({ default: m.MailboxesPage })),
  ),
  '/reply-templates': lazy(() =>
    import('./ReplyTemplates/ReplyTemplatesPage').then((m) => ({ default: m.ReplyTemplatesPage })),
  ),
  '/reply-templates/:id': lazy(() =>
    import('./ReplyTemplates/ReplyTemplateEditPage').then((m) => ({ default: m.ReplyTemplateEditPage })),
  ),
  '/email-invoices': lazy(() =>
    import('./EmailInvoices/EmailInvoicesPage').then((m) => ({ default: m.EmailInvoicesPage })),
  ),
  '/email-invoices/:id': lazy(() =>
    import('./EmailInvoices/EmailInvoiceDetailPage').then((m) => ({ default: m.EmailInvoiceDetailPage })),
  ),
  '/customize-environment': lazy(() =>
    import('./CustomizeEnvironment/CustomizeEnvironmentPage').then((m) => ({
      default: m.CustomizeEnvironmentPage,
    })),
  ),
  '/customize-environment/statuses': lazy(() =>
    import('./CustomizeEnvironment/StatusesPage').then((m) => ({ default: m.StatusesPage })),
  ),
  '/customize-environment/actions': lazy(() =>
    import('./CustomizeEnvironment/ActionsPage').then((m) => ({ default: m.ActionsPage })),
  ),
  '/customize-environment/status-actions': lazy(() =>
    import('./CustomizeEnvironment/StatusActionsPage').then((m) => ({ default: m.StatusActionsPage })),
  ),
  '/customize-environment/status-filters': lazy(() =>
    import('./CustomizeEnvironment/StatusFiltersPage').then((m) => ({ default: m.StatusFiltersPage })),
  ),
  '/customize-environment/roles': lazy(() =>
    import('./CustomizeEnvironment/Roles/RolesPage').then((m) => ({ default: m.RolesPage })),
  ),
  '/customize-environment/roles/:id': lazy(() =>
    import('./CustomizeEnvironment/Roles/RoleDetailPage').then((m) => ({ default: m.RoleDetailPage })),
  ),
  '/customize-environment/delete-company': lazy(() =>
    import('./CustomizeEnvironment/DeleteCompany/DeleteCompanyPage').then((m) => ({
      default: m.DeleteCompanyPage,
    })),
  ),
  '/splitter': lazy(() => import('./Splitter/SplitterPage').then((m) => ({ default: m.SplitterPage }))),
  '/verify': lazy(() => import('./Verify/VerifyPage').then((m) => ({ default: m.VerifyPage }))),
  '/sources': lazy(() => import('./Sources/SourcesPage').then((m) => ({ default: m.SourcesPage }))),
  '/sources/:id': lazy(() =>
    import('./Sources/SourceDetailPage').then((m) => ({ default: m.SourceDetailPage })),
  ),
  '/source-overview': lazy(() => import('./Sources/SourcesPage').then((m) => ({ default: m.SourcesPage }))),
  '/source-overview/:id': lazy(() =>
    import('./Sources/SourceDetailPage').then((m) => ({ default: m.SourceDetailPage })),
  ),
  '/api-key-overview': lazy(() =>
    import('./ApiKeys/ApiKeyOverviewPage').then((m) => ({ default: m.ApiKeyOverviewPage })),
  ),
  '/api-key-overview/:id': lazy(() =>
    import('./ApiKeys/ApiKeyDetailPage').then((m) => ({ default: m.ApiKeyDetailPage })),
  ),
  '/customize-environment/feature-flags': lazy(() =>
    import('./CustomizeEnvironment/FeatureFlags/FeatureFlagsPage').then((m) => ({
      default: m.FeatureFlagsPage,
    })),
  ),
};

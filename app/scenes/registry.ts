import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Scene = LazyExoticComponent<ComponentType>;
type DocumentSceneName = keyof typeof import('./Documents/DocumentScenes');

// The six document routes share one lazily loaded module.
const documentScene = (name: DocumentSceneName): Scene =>
  lazy(() => import('./Documents/DocumentScenes').then((m) => ({ default: m[name] })));

// Each built route of domain/routes/routeTable.ts has its screen here, loaded on first visit.
export const scenes: Record<string, Scene> = {
  '/purchase-invoices': documentScene('PurchaseInvoicesScene'),
  '/purchase-invoice/:documentId?': documentScene('PurchaseInvoiceScene'),
  '/sales-invoices': documentScene('SalesInvoicesScene'),
  '/sales-invoice/:documentId?': documentScene('SalesInvoiceScene'),
  '/packing-slips': documentScene('PackingSlipsScene'),
  '/packing-slip/:documentId?': documentScene('PackingSlipScene'),
  '/import': lazy(() => import('./Import/ImportPage').then((m) => ({ default: m.ImportPage }))),
  '/user-settings': lazy(() =>
    import('./UserSettings/UserSettingsPage').then((m) => ({ default: m.UserSettingsPage })),
  ),
  '/users': lazy(() => import('./Users/UsersPage').then((m) => ({ default: m.UsersPage }))),
  '/users/:id': lazy(() => import('./Users/UserEditPage').then((m) => ({ default: m.UserEditPage }))),
  '/companies': lazy(() => import('./Companies/CompaniesPage').then((m) => ({ default: m.CompaniesPage }))),
  '/companies/:id': lazy(() => import('./Companies/CompanyRoute').then((m) => ({ default: m.CompanyRoute }))),
  '/settings': lazy(() => import('./Settings/SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  '/settings/:id': lazy(() =>
    import('./Settings/SettingEditPage').then((m) => ({ default: m.SettingEditPage })),
  ),
};

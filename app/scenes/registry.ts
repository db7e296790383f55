import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Scene = LazyExoticComponent<ComponentType>;

// Each built route of domain/routes/routeTable.ts has its screen here, loaded on first visit.
export const scenes: Record<string, Scene> = {
  '/purchase-invoices': lazy(() =>
    import('./PurchaseInvoices/PurchaseInvoicesPage').then((m) => ({ default: m.PurchaseInvoicesPage })),
  ),
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

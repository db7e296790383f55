import type { DashboardSubItem } from '../../../domain/dashboard/request';
import { type OverviewDocumentType, OverviewDocumentTypes } from '../../../domain/documents';
import type { GuardContext } from '../../../domain/routes/guardContext';

/** A company as the dashboard names it. */
export type DashboardCompany = { Id: string; DisplayName: string };

/** The document types the user can filter on: purchase always, sales and packing slips where used and allowed. */
export function dashboardTypes(guard: GuardContext): OverviewDocumentType[] {
  return OverviewDocumentTypes.filter((type) => {
    if (type === 'SalesInvoice') return guard.usesSalesInvoices;
    if (type === 'PackingSlip') return guard.usesPackingSlips && guard.viewRights.has('PackingSlips');
    return true;
  });
}

/** A step's counts per company, largest first: what a tile shows under its total. */
export function countsPerCompany(
  items: readonly DashboardSubItem[],
): Array<{ companyId: string | null; count: number }> {
  const totals = new Map<string | null, number>();
  for (const item of items) totals.set(item.CompanyId, (totals.get(item.CompanyId) ?? 0) + item.Count);
  return [...totals].map(([companyId, count]) => ({ companyId, count })).sort((a, b) => b.count - a.count);
}

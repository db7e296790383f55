import { addMonths, type IsoDate } from '../date/calendar';
import type { OverviewDocumentType } from '../documents/enums';
import type { DashboardStepRequest } from './request';

/** After a refresh, further refreshes are ignored for this long (spec 001 §9). */
export const DashboardRefreshLockMs = 3000;

/** With old documents hidden, the dashboard looks this many months back (spec 001 §9). */
export const RecentWindowMonths = 13;

/** Whether a refresh asked for at `now` goes ahead: not within the lock after the last one. */
export function refreshAllowed(lastRefreshAt: number | null, now: number): boolean {
  return lastRefreshAt === null || now - lastRefreshAt >= DashboardRefreshLockMs;
}

/** The FromDate of the dashboard: 13 months before today, or none when old documents are shown. */
export function dashboardFromDate(today: IsoDate, showOldDocuments: boolean): IsoDate | null {
  return showOldDocuments ? null : addMonths(today, -RecentWindowMonths);
}

/** The dashboard filters a user keeps (spec 001 §9): what they deselected, and the old-documents switch. */
export type DashboardPreferences = {
  deselectedCompanies: string[];
  deselectedTypes: OverviewDocumentType[];
  showOldDocuments: boolean;
};

export const NoDashboardPreferences: DashboardPreferences = {
  deselectedCompanies: [],
  deselectedTypes: [],
  showOldDocuments: false,
};

/**
 * The filters a step is asked with, from what the user may choose and what they deselected. With
 * nothing deselected a list stays empty (no filter), so sources without a company or type count too;
 * null when every company or every type is deselected (nothing to ask).
 */
export function dashboardRequest(
  preferences: DashboardPreferences,
  available: { companyIds: readonly string[]; documentTypes: readonly OverviewDocumentType[] },
  today: IsoDate,
): DashboardStepRequest | null {
  const companies = available.companyIds.filter((id) => !preferences.deselectedCompanies.includes(id));
  const types = available.documentTypes.filter((type) => !preferences.deselectedTypes.includes(type));
  if (companies.length === 0 || types.length === 0) return null;
  return {
    CompanyIds: companies.length === available.companyIds.length ? [] : companies,
    DocumentTypes: types.length === available.documentTypes.length ? [] : types,
    FromDate: dashboardFromDate(today, preferences.showOldDocuments),
  };
}

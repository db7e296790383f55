import type { DashboardPreferences } from '../../../domain/dashboard/window';
import { type OverviewDocumentType, OverviewDocumentTypes } from '../../../domain/documents';
import { getPreference, setPreference } from '../../shell/preferences';

// Spec 000 §9: the dashboard's company and document-type filters and the old-documents switch, per user.
const companiesName = 'Dashboard.Companies';
const typesName = 'Dashboard.DocumentTypes';
const showOldName = 'Filters.Dashboard_ShowOldDocuments';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The stored dashboard filters; anything unreadable counts as nothing deselected. */
export function loadDashboardPreferences(): DashboardPreferences {
  return {
    deselectedCompanies: strings(getPreference<unknown>(companiesName, [])),
    deselectedTypes: strings(getPreference<unknown>(typesName, [])).filter(
      (type): type is OverviewDocumentType => (OverviewDocumentTypes as readonly string[]).includes(type),
    ),
    showOldDocuments: getPreference<unknown>(showOldName, false) === true,
  };
}

/** Stores the dashboard filters for the signed-in customer and user. */
export function saveDashboardPreferences(preferences: DashboardPreferences): void {
  setPreference(companiesName, preferences.deselectedCompanies);
  setPreference(typesName, preferences.deselectedTypes);
  setPreference(showOldName, preferences.showOldDocuments);
}

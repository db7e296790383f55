import {
  type DocumentStatus,
  type OverviewDocumentType,
  OverviewDocumentTypes,
  type StatusFilter,
} from '../../../../domain/documents/enums';
import { DefaultStatusFilterSettings, type StatusFilterSetting } from '../../../../domain/workflow';

/** The settings with one filter offered on an overview, or not. */
export function withDocumentType(
  settings: readonly StatusFilterSetting[],
  filter: StatusFilter,
  type: OverviewDocumentType,
  offered: boolean,
): StatusFilterSetting[] {
  return settings.map((setting) => {
    if (setting.Filter !== filter) return setting;
    const types = new Set(setting.DocumentTypes);
    if (offered) types.add(type);
    else types.delete(type);
    return { ...setting, DocumentTypes: OverviewDocumentTypes.filter((each) => types.has(each)) };
  });
}

/** The settings with the statuses a filter shows. */
export function withStatuses(
  settings: readonly StatusFilterSetting[],
  filter: StatusFilter,
  statuses: readonly DocumentStatus[],
): StatusFilterSetting[] {
  return settings.map((setting) =>
    setting.Filter === filter ? { ...setting, Statuses: [...statuses] } : setting,
  );
}

const settingText = (setting: StatusFilterSetting) =>
  JSON.stringify([
    setting.Filter,
    OverviewDocumentTypes.filter((type) => setting.DocumentTypes.includes(type)),
    setting.Statuses ? [...setting.Statuses].sort() : null,
  ]);

/** Whether two lists hold the same settings in the same order (the order of a filter's statuses aside). */
export function sameFilters(a: readonly StatusFilterSetting[], b: readonly StatusFilterSetting[]): boolean {
  return a.length === b.length && a.every((setting, index) => settingText(setting) === settingText(b[index]));
}

/** Whether a filter's setting differs from the shipped default. */
export function differsFromDefault(setting: StatusFilterSetting): boolean {
  const fallback = DefaultStatusFilterSettings.find((each) => each.Filter === setting.Filter);
  return !fallback || settingText(fallback) !== settingText(setting);
}

/** The filter every overview must keep: it shows everything. */
export const requiredFilter: StatusFilter = 'None';

import type { DocumentStatus } from '../../../../domain/documents/enums';
import type { ActionName, StatusAction } from '../../../../domain/workflow';
import type { NameLocale } from '../../../api/workflowSettings';

/** One name of a status or action in one locale: what screens show, and whether it is the environment's own. */
export type NameInLocale = { text: string; isCustom: boolean; defaultText: string };

/** The name screens show: the environment's own wording when it has one, else the shipped default. */
export function nameInLocale(
  custom: Readonly<Record<string, string>> | undefined,
  key: string,
  defaultText: string,
): NameInLocale {
  const own = custom?.[key];
  return own
    ? { text: own, isCustom: true, defaultText }
    : { text: defaultText, isCustom: false, defaultText };
}

/**
 * The value to store for an edited name: '' (back to the default) for a blank name or the default
 * itself, else the trimmed text. Null when nothing changes.
 */
export function nameToSave(draft: string, name: NameInLocale): string | null {
  const text = draft.trim();
  const value = text === '' || text === name.defaultText ? '' : text;
  const stored = name.isCustom ? name.text : '';
  return value === stored ? null : value;
}

/** The edits of a row's names that change something, per locale. */
export function changedNames(
  drafts: Readonly<Record<NameLocale, string>>,
  names: Readonly<Record<NameLocale, NameInLocale>>,
): { Locale: NameLocale; Value: string }[] {
  return (Object.keys(drafts) as NameLocale[]).flatMap((locale) => {
    const value = nameToSave(drafts[locale], names[locale]);
    return value === null ? [] : [{ Locale: locale, Value: value }];
  });
}

/** How many rows lead into a status (from another one) and how many are offered in it. */
export type StatusTraffic = { into: number; outOf: number };

/** Per status, the rows leading into it and the rows offered in it. */
export function statusTraffic(rows: readonly StatusAction[]): Map<DocumentStatus, StatusTraffic> {
  const traffic = new Map<DocumentStatus, StatusTraffic>();
  const entry = (status: DocumentStatus) => {
    const found = traffic.get(status) ?? { into: 0, outOf: 0 };
    traffic.set(status, found);
    return found;
  };
  for (const row of rows) {
    entry(row.Status).outOf += 1;
    if (row.NextStatus !== 'Same' && row.NextStatus !== 'Previous' && row.NextStatus !== row.Status)
      entry(row.NextStatus).into += 1;
  }
  return traffic;
}

/** Per action, how many rows name it. */
export function actionUse(rows: readonly StatusAction[]): Map<ActionName, number> {
  const use = new Map<ActionName, number>();
  for (const row of rows) use.set(row.Action, (use.get(row.Action) ?? 0) + 1);
  return use;
}

/** Whether any of the texts holds the search (case-insensitive); an empty search holds everywhere. */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

import type { MasterDataEntry } from '../../api/masterdata';
import type { DropdownItem } from '../Dropdown/dropdownItem';

/** The entries of several answers as one list: each code once (first answer wins), in the order they came. */
export function mergeEntries(...lists: ReadonlyArray<readonly MasterDataEntry[]>): MasterDataEntry[] {
  const seen = new Set<string>();
  const merged: MasterDataEntry[] = [];
  for (const entry of lists.flat()) {
    if (seen.has(entry.Code)) continue;
    seen.add(entry.Code);
    merged.push(entry);
  }
  return merged;
}

/** The dropdown items of master-data entries: the code as id and first column, the description second. */
export function dropdownItemsOf(entries: readonly MasterDataEntry[]): DropdownItem[] {
  return entries.map((entry) => ({
    Id: entry.Code,
    FirstColumn: entry.Code,
    SecondColumn: entry.Description,
  }));
}

/**
 * The entries a field offers: those loaded and found by searching, with the stored value kept in front even when
 * neither answer holds it (shown by its code until its description is known).
 */
export function fieldEntries(
  value: string,
  known: MasterDataEntry | undefined,
  loaded: readonly MasterDataEntry[],
  found: readonly MasterDataEntry[],
): MasterDataEntry[] {
  const current: MasterDataEntry[] =
    value === '' ? [] : [known ?? { Code: value, Description: '', IsBlocked: false }];
  const merged = mergeEntries(loaded, found);
  return merged.some((entry) => entry.Code === value) ? merged : mergeEntries(current, merged);
}

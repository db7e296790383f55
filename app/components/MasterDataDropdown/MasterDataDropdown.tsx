import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import {
  MASTER_DATA_MAX_COUNT,
  type MasterDataEntity,
  type MasterDataEntry,
  searchMasterData,
  useMasterDataEntry,
  useMasterDataList,
} from '../../api/masterdata';
import { Dropdown } from '../Dropdown/Dropdown';
import { dropdownItemsOf, fieldEntries, mergeEntries } from './masterDataItems';

/** Props of MasterDataDropdown. */
export interface MasterDataDropdownProps {
  /** What the field points at: a vendor, a customer or an entry of a code list. */
  entity: MasterDataEntity;
  companyId: string | null;
  /** The stored code; empty for none. */
  value: string;
  /** The chosen code (empty when cleared) with its entry. */
  onChange: (code: string, entry: MasterDataEntry | null) => void;
  /** Spec field name for Select_{field} and No_{field}_Available; defaults to the entity. */
  field?: string;
  label?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

type Found = { companyId: string | null; entries: MasterDataEntry[] };

const nothingFound: MasterDataEntry[] = [];

/**
 * The shared Dropdown over a company's master data: loads the first entries when the field is first focused,
 * asks the server for typed terms while the list is not complete, and shows 'code - description'.
 */
export function MasterDataDropdown(props: MasterDataDropdownProps) {
  const { entity, companyId, value, onChange, field = entity } = props;
  const [active, setActive] = useState(false);
  const [found, setFound] = useState<Found>({ companyId, entries: [] });
  const list = useMasterDataList(entity, companyId, active);
  const known = useMasterDataEntry(entity, companyId, value);
  const searched = found.companyId === companyId ? found.entries : nothingFound;

  const entries = useMemo(
    () => fieldEntries(value, known.data, list.data ?? [], searched),
    [value, known.data, list.data, searched],
  );
  // Fewer entries than asked for: the company has no more, so typing filters what is here.
  const allRetrieved = list.data !== undefined && list.data.length < MASTER_DATA_MAX_COUNT;

  const onSearch = useCallback(
    (term: string) => {
      if (!companyId) return;
      searchMasterData(entity, companyId, term)
        .then((rows) =>
          setFound((current) => ({
            companyId,
            entries: mergeEntries(current.companyId === companyId ? current.entries : [], rows),
          })),
        )
        // A failed search leaves the list as it is (spec 002 §8: look-up failures are ignored).
        .catch(() => undefined);
    },
    [entity, companyId],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the combobox inside is the control; its focus starts the first load
    <div onFocus={() => setActive(true)}>
      <Dropdown
        // Another company is another list: the searched terms start over.
        key={`${entity}-${companyId ?? ''}`}
        // Until the list is asked for, the field cannot say whether it has entries: it just invites a choice.
        field={list.data === undefined ? 'Choice' : field}
        label={props.label}
        error={props.error}
        disabled={props.disabled || !companyId}
        items={dropdownItemsOf(entries)}
        value={value === '' ? null : value}
        allRetrieved={allRetrieved}
        onSearch={onSearch}
        onChange={(id) => {
          const code = id === null ? '' : String(id);
          onChange(code, entries.find((entry) => entry.Code === code) ?? null);
        }}
        data-testid={props['data-testid']}
      />
    </div>
  );
}

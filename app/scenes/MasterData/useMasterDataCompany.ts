import { useCallback, useMemo, useState } from 'react';
import type { Company } from '../../../domain/entities/company';
import { useCompanies } from '../../api/companies';
import { getPreference, setPreference } from '../../shell/preferences';

/** Where the master-data screens remember the company chosen last (one for all of them). */
const preference = 'Filters.MasterData.Company' as const;

type Options = {
  /** Narrows the companies offered (customers: those with sales invoices). */
  only?: (company: Company) => boolean;
  /** A company the address asks for. */
  requested?: string | null;
};

/**
 * The company a master-data screen shows: the one asked for, else the one chosen last on any of these screens,
 * else the first by name.
 */
export function useMasterDataCompany({ only, requested }: Options = {}) {
  const companies = useCompanies();
  const offered = useMemo(
    () =>
      (companies.data ?? [])
        .filter((company) => !company.IsDeleted && (only?.(company) ?? true))
        .map((company) => ({ Id: company.Id, DisplayName: company.DisplayName || company.Name }))
        .sort((a, b) => a.DisplayName.localeCompare(b.DisplayName)),
    [companies.data, only],
  );
  const [chosen, setChosen] = useState<string | null>(
    () => requested || getPreference<string | null>(preference, null),
  );
  const companyId = offered.find((company) => company.Id === chosen)?.Id ?? offered[0]?.Id ?? null;
  const choose = useCallback((id: string | number | null) => {
    if (id === null) return;
    setChosen(String(id));
    setPreference(preference, String(id));
  }, []);
  const company = companies.data?.find((entry) => entry.Id === companyId) ?? null;
  return { companyId, company, companies: offered, choose, loading: companies.isPending };
}

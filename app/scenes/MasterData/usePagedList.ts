import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { MasterDataPageQuery } from '../../api/masterdata';

/** Rows per page of a master-data table. */
export const MASTER_DATA_PAGE_SIZE = 50;
/** Typing pause before the table asks the server again. */
export const SEARCH_DEBOUNCE_MS = 250;

/** What a table remembers while the user opens a row and comes back. */
export type PagedListState = {
  page: number;
  search: string;
  sort: string;
  descending: boolean;
  includeBlocked: boolean;
  /** The row opened last, focused again on return. */
  lastOpenedId?: string;
};

// Kept for the session so that Escape on an edit page returns to the same page, search and row.
const remembered = new Map<string, PagedListState>();

/** The page, search (debounced), sort and blocked switch of a server-paged table, remembered per screen. */
export function usePagedList(screen: string, defaultSort: string) {
  const [state, setState] = useState<PagedListState>(
    () =>
      remembered.get(screen) ?? {
        page: 1,
        search: '',
        sort: defaultSort,
        descending: false,
        includeBlocked: false,
      },
  );
  useEffect(() => {
    remembered.set(screen, state);
  }, [screen, state]);
  const [searchValue] = useDebouncedValue(state.search.trim(), SEARCH_DEBOUNCE_MS);

  const query = useMemo<MasterDataPageQuery>(
    () => ({
      skip: (state.page - 1) * MASTER_DATA_PAGE_SIZE,
      take: MASTER_DATA_PAGE_SIZE,
      searchValue,
      sort: state.sort,
      descending: state.descending,
      includeBlocked: state.includeBlocked,
    }),
    [state.page, searchValue, state.sort, state.descending, state.includeBlocked],
  );

  // A new search, sort or filter starts on the first page.
  const change = (patch: Partial<PagedListState>) =>
    setState((current) => ({ ...current, page: 1, ...patch }));
  return {
    state,
    query,
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    setSearch: (search: string) => change({ search }),
    setIncludeBlocked: (includeBlocked: boolean) => change({ includeBlocked }),
    /** A header click: the same column flips its direction, another one sorts ascending. */
    sortBy: (sort: string) =>
      setState((current) => ({
        ...current,
        page: 1,
        sort,
        descending: current.sort === sort ? !current.descending : false,
      })),
    opened: (id: string) => setState((current) => ({ ...current, lastOpenedId: id })),
  };
}

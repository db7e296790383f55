import { useCallback, useEffect, useRef } from 'react';

/** Inactivity before a typed term goes to the server (spec 002 §9). */
export const SEARCH_DELAY_MS = 500;

/** Options of useDropdownSearch. */
export interface DropdownSearchOptions {
  onSearch?: (term: string) => void;
  /** When every item is already loaded, the server is never asked. */
  allRetrieved: boolean;
  delay?: number;
}

/** Schedules a server search after inactivity, once per distinct term, only while not all items are retrieved. */
export function useDropdownSearch({
  onSearch,
  allRetrieved,
  delay = SEARCH_DELAY_MS,
}: DropdownSearchOptions) {
  const searched = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (term: string) => {
      clearTimeout(timer.current);
      const trimmed = term.trim();
      const normalized = trimmed.toLowerCase();
      if (!onSearch || allRetrieved || normalized === '') return;
      timer.current = setTimeout(() => {
        if (searched.current.has(normalized)) return;
        searched.current.add(normalized);
        onSearch(trimmed);
      }, delay);
    },
    [onSearch, allRetrieved, delay],
  );
}

import { useCallback, useMemo, useState } from 'react';
import type { OverviewColumn, OverviewDocumentType } from '../../../domain/documents';
import {
  type ColumnLayout,
  cleanFilter,
  type FilterFields,
  loadFilter,
  loadLayout,
  loadPage,
  loadPageSize,
  loadSort,
  nextSort,
  type OverviewSort,
  overviewRequest,
  saveFilter,
  saveLayout,
  savePage,
  savePageSize,
  saveSort,
} from './overviewState';

/** The overview's filter, page, page size, sort and columns, each change stored at once for the next visit. */
export function useOverviewState(type: OverviewDocumentType) {
  const [fields, setFields] = useState<FilterFields>(() => loadFilter(type));
  const [page, setPageState] = useState(() => loadPage(type));
  const [sort, setSortState] = useState<OverviewSort>(() => loadSort(type));
  const [layout, setLayoutState] = useState<ColumnLayout>(() => loadLayout(type));
  const [pageSize, setPageSizeState] = useState(() => loadPageSize(type));

  const setPage = useCallback(
    (next: number) => {
      savePage(type, next);
      setPageState(next);
    },
    [type],
  );
  // Any filter or sort change starts again at the first page.
  const setFilter = useCallback(
    (next: FilterFields) => {
      const cleaned = cleanFilter(next);
      saveFilter(type, cleaned);
      setFields(cleaned);
      setPage(1);
    },
    [type, setPage],
  );
  const sortBy = useCallback(
    (column: OverviewColumn) => {
      setSortState((current) => {
        const next = nextSort(current, column);
        saveSort(type, next);
        return next;
      });
      setPage(1);
    },
    [type, setPage],
  );
  const setLayout = useCallback(
    (next: ColumnLayout) => {
      saveLayout(type, next);
      setLayoutState(next);
    },
    [type],
  );
  // Another page size starts again at the first page.
  const setPageSize = useCallback(
    (next: number) => {
      savePageSize(type, next);
      setPageSizeState(next);
      setPage(1);
    },
    [type, setPage],
  );
  const request = useMemo(
    () => overviewRequest(type, fields, page, sort, pageSize),
    [type, fields, page, sort, pageSize],
  );

  return {
    fields,
    setFilter,
    page,
    setPage,
    sort,
    sortBy,
    layout,
    setLayout,
    pageSize,
    setPageSize,
    request,
  };
}

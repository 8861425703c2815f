import {
  buildAdminListingsParams,
  parseAdminListingsParams,
  type AdminListingsView,
} from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The table's view kept in the page's address (issue 15 point 2: bookmarkable and shareable),
 * read and written by the domain's query functions, the same the API reads. Each change is a
 * history entry, so Back undoes a filter; a change of filters or order starts at page 1.
 */
export function useTableView(category: Category) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseAdminListingsParams(category, params), [category, params]);
  const setView = useCallback(
    (change: Partial<AdminListingsView>) => {
      const next: AdminListingsView = {
        ...view,
        ...change,
        page: change.page ?? (Object.keys(change).some((k) => k !== 'pageSize') ? 1 : view.page),
      };
      setParams(buildAdminListingsParams(next));
    },
    [view, setParams],
  );
  return { view, setView };
}

import {
  buildAdminCustomersParams,
  parseAdminCustomersParams,
  type AdminCustomersView,
} from '@domus/domain/staff/admin-customers-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The customers table's view kept in the page's address, read and written by the domain's query
 * functions (the ones the API reads), as the listing tables do: each change is a history entry,
 * so Back undoes a filter; a change of filters or order starts at page 1.
 */
export function useCustomersView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseAdminCustomersParams(params), [params]);
  const setView = useCallback(
    (change: Partial<AdminCustomersView>) => {
      const next: AdminCustomersView = {
        ...view,
        ...change,
        page: change.page ?? (Object.keys(change).some((k) => k !== 'pageSize') ? 1 : view.page),
      };
      setParams(buildAdminCustomersParams(next));
    },
    [view, setParams],
  );
  return { view, setView };
}

import {
  buildInboxParams,
  parseInboxParams,
  type InboxView,
} from '@domus/domain/admin-inbox-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The inbox's filters and page kept in the page's address (issue 16 point 3), read and written
 * by the domain's functions; a change of a filter starts at page 1.
 */
export function useInboxView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseInboxParams(params), [params]);
  const setView = useCallback(
    (change: Partial<InboxView>) => {
      setParams(buildInboxParams({ ...view, ...change, page: change.page ?? 1 }));
    },
    [view, setParams],
  );
  return { view, setView };
}

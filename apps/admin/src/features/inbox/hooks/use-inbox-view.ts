import {
  buildInboxParams,
  parseInboxParams,
  type InboxView,
} from '@domus/domain/staff/admin-inbox-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The inbox's filters and page kept in the page's address (issue 16 point 3), read and written
 * by the domain's functions; a change of a filter starts at page 1.
 */
export function useInboxView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseInboxParams(params), [params]);
  // Each change builds on the last one made, not on the address of the last render: the free
  // text is sent after a pause, and a filter chosen in the same moment (before the page has
  // rendered the first change) must stay. The router's own updater sees the render's address.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const setView = useCallback(
    (change: Partial<InboxView>) => {
      const next = buildInboxParams({
        ...parseInboxParams(latest.current),
        ...change,
        page: change.page ?? 1,
      });
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return { view, setView };
}

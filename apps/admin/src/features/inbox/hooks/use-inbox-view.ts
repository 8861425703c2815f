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
  // Built on the address as it is when the change lands, not as it was when the change began:
  // the free text is sent after a pause, and a filter chosen meanwhile must stay.
  const setView = useCallback(
    (change: Partial<InboxView>) => {
      setParams((current) =>
        buildInboxParams({ ...parseInboxParams(current), ...change, page: change.page ?? 1 }),
      );
    },
    [setParams],
  );
  return { view, setView };
}

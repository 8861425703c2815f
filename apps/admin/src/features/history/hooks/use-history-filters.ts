import { useSearchParams } from 'react-router';
import type { HistoryFilters } from '../api/get-admin-history';

/** The filters of the history table, each a query parameter of the page's address. */
export const HISTORY_FILTER_KEYS = [
  'subject',
  'action',
  'actor',
  'from',
  'to',
  'listing',
  'seller',
  'client',
] as const;

/** The history table's filters, kept in the address so that a view can be shared and reloaded. */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters: HistoryFilters = {};
  for (const key of HISTORY_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const setFilter = (key: (typeof HISTORY_FILTER_KEYS)[number], value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, reset };
}

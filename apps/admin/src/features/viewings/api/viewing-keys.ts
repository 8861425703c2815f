import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import type { QueryClient } from '@tanstack/react-query';

/** Every viewing answer starts with this key. */
export const VIEWINGS_KEY = ['admin', 'viewings'] as const;

/**
 * After a change of a viewing: the dialog shows the answer at once, and the calendars, the
 * inbox and the overview (all under `admin`) are read again.
 */
export function viewingChanged(queryClient: QueryClient, viewing: Viewing): void {
  queryClient.setQueryData([...VIEWINGS_KEY, 'one', viewing._id], { data: viewing });
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
}

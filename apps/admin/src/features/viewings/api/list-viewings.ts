import type { Viewing } from '@domus/domain/viewings/viewing.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VIEWINGS_KEY } from './viewing-keys';

/** What the calendar asks for: from a local day for some days, one agent's or (none) all. */
export type CalendarQuery = { from: string; days: number; agent?: string | undefined };

/**
 * The calendar of viewings (`GET /api/v1/admin/viewings`, `listAdminViewings`); the last answer
 * stays while the next day or week loads.
 */
export function useViewingCalendar(query: CalendarQuery) {
  return useQuery({
    queryKey: [...VIEWINGS_KEY, 'calendar', query],
    queryFn: ({ signal }) =>
      apiRequest<{ meta: { from: string; to: string }; data: Viewing[] }>(
        '/api/v1/admin/viewings',
        { query, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

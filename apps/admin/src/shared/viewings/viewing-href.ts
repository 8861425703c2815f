import { adminPaths } from '@domus/domain/core/web-routes';

/**
 * The calendar of viewings at a viewing's day with its dialog open, among the whole agency's
 * viewings (the inbox's link to a viewing request, whoever's agent it is; issue 33 point 1).
 * @param viewing the viewing's id
 * @param date the agency's day to show (its first time's), today when it has none
 */
export function viewingHref(viewing: string, date?: string | null): string {
  const params = new URLSearchParams({ ...(date ? { date } : {}), agent: 'all', viewing });
  return `${adminPaths.viewings}?${params}`;
}

import { webPaths } from '@domus/domain/web-routes';
import { buildSearchParams, type SearchFilters } from '@domus/domain/search-query';

/** The path and query of the results page for `filters` (page 1 unless given). */
export function searchHref(filters: SearchFilters): string {
  return `${webPaths.search}?${buildSearchParams(filters).toString()}`;
}

import { webPaths } from '@domus/domain/core/web-routes';
import { buildSearchParams, type SearchFilters } from '@domus/domain/search/search-query';

/** The path and query of the results page for `filters` (page 1 unless given). */
export function searchHref(filters: SearchFilters): string {
  return `${webPaths.search}?${buildSearchParams(filters).toString()}`;
}

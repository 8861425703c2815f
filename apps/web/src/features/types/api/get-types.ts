import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../shared/api/api-client';

/** The property types, categories in descending order (`GET /api/v1/types?sort=-type`). */
export function getTypes(signal?: AbortSignal): Promise<PropertyType[]> {
  return apiGetList<PropertyType>('/api/v1/types', { sort: '-type' }, signal);
}

/** The property types; they change only with a new release, so they are cached for long. */
export const typesQuery = queryOptions({
  queryKey: ['types'],
  queryFn: ({ signal }) => getTypes(signal),
  staleTime: 60 * 60 * 1000,
});

/** The property types ({@link typesQuery}). */
export function useTypes() {
  return useQuery(typesQuery);
}

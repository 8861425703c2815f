import type { Testimony } from '@domus/domain/person/testimony.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../shared/api/api-client';

/** The clients' testimonies (`GET /api/v1/testimonies`). */
export function getTestimonies(signal?: AbortSignal): Promise<Testimony[]> {
  return apiGetList<Testimony>('/api/v1/testimonies', undefined, signal);
}

/** The clients' testimonies. */
export function useTestimonies() {
  return useQuery({
    queryKey: ['testimonies'],
    queryFn: ({ signal }) => getTestimonies(signal),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Settings of this installation the browser needs (`GET /api/v1/config`). */
export interface PublicConfig {
  /** Map tile URL template, e.g. `https://tile.example.org/{z}/{x}/{y}.png`. */
  tileUrl: string;
}

/** The installation's public settings; they change only with a restart of the server. */
export function usePublicConfig(enabled = true) {
  return useQuery({
    queryKey: ['config'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: PublicConfig }>('/api/v1/config', { signal })).data,
    staleTime: Infinity,
    enabled,
  });
}

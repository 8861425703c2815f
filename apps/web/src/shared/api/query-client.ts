import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The app's query cache: lists change rarely, and a 4xx is never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.isClientError) && failures < 2,
      },
    },
  });
}

import type { AdminMatch } from '@domus/domain/staff/admin-client-searches.schema';
import type { MatchState } from '@domus/domain/search/match.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Sets a match's state, any of them (`PATCH /api/v1/admin/matches/{id}`); the admin answers
 * (searches, inbox, overview) are read again.
 */
export function useSetMatchState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: MatchState }) =>
      apiRequest<{ data: AdminMatch }>(`/api/v1/admin/matches/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { state },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

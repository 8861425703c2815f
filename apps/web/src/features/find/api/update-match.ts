import type { Match, MatchState } from '@domus/domain/schemas/match.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { matchesQueryKey } from './get-matches';

/**
 * Answers a match (`PATCH /api/v1/matches/{id}` with `{state}`, buyer-side.md §4, §7). The
 * server applies the transition rules; a visit or consultation request is e-mailed to the agency.
 */
export async function updateMatch(id: string, state: MatchState): Promise<Match> {
  const { data } = await apiRequest<{ data: Match }>(`/api/v1/matches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { state },
  });
  return data;
}

/** Answers a match of the saved search `searchId`; the list shows the new state at once. */
export function useUpdateMatch(searchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: string; state: MatchState }) => updateMatch(id, state),
    onSuccess: (answered) => {
      queryClient.setQueryData<Match[]>(matchesQueryKey(searchId), (matches) =>
        matches?.map((match) => (match._id === answered._id ? answered : match)),
      );
    },
  });
}

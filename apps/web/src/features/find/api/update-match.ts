import type { Match, MatchState } from '@domus/domain/search/match.schema';
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

/** An answer to a match: the match and the state chosen. */
export interface MatchAnswer {
  id: string;
  state: MatchState;
}

/** The mutation key of the answers to a saved search's matches (to read which are pending). */
export function matchAnswersKey(searchId: string) {
  return ['match-answers', searchId] as const;
}

/**
 * Answers a match of the saved search `searchId`; the list shows the new state at once. Answers
 * to several matches may run at once: `onAnswered` and `onFailed` are told of each (a per-call
 * callback of `mutate` would hear of the last one only).
 */
export function useUpdateMatch(
  searchId: string,
  {
    onAnswered,
    onFailed,
  }: {
    onAnswered?: (answer: MatchAnswer) => void;
    onFailed?: (error: Error) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: matchAnswersKey(searchId),
    mutationFn: ({ id, state }: MatchAnswer) => updateMatch(id, state),
    onSuccess: (answered, answer) => {
      queryClient.setQueryData<Match[]>(matchesQueryKey(searchId), (matches) =>
        matches?.map((match) => (match._id === answered._id ? answered : match)),
      );
      onAnswered?.(answer);
    },
    onError: (error) => onFailed?.(error),
  });
}

import type { MatchLinkState } from '@domus/domain/search/match-link';
import type { MatchLinkView } from '@domus/domain/search/match.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { matchLinkQueryKey } from './read-match-link';

/**
 * Gives an alert mail's answer with its link (`POST /api/v1/matches/{id}/link`, operationId
 * answerMatchByLink): the buyer's click; given twice it answers the same.
 */
export async function answerMatchByLink(
  id: string,
  state: MatchLinkState,
  token: string,
): Promise<MatchLinkView> {
  const { data } = await apiRequest<{ data: MatchLinkView }>(
    `/api/v1/matches/${encodeURIComponent(id)}/link`,
    { method: 'POST', body: { state, token } },
  );
  return data;
}

/** The click's mutation; the page shows what the server answered, as a reading would. */
export function useAnswerMatchByLink(id: string, state: MatchLinkState, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answerMatchByLink(id, state, token),
    onSuccess: (view) => queryClient.setQueryData(matchLinkQueryKey(id, state, token), view),
  });
}

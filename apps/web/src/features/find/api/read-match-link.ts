import type { MatchLinkState } from '@domus/domain/search/match-link';
import type { MatchLinkView } from '@domus/domain/search/match.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of one answer link's state. */
export function matchLinkQueryKey(id: string, state: MatchLinkState, token: string) {
  return ['match-link', id, state, token] as const;
}

/**
 * What an alert mail's answer link says before the buyer clicks (`GET /api/v1/matches/{id}/link`,
 * operationId readMatchLink): valid, expired, final or tampered, with the match's state and
 * listing; changes nothing, so a mail scanner opening the page answers nothing.
 */
export async function readMatchLink(
  id: string,
  state: MatchLinkState,
  token: string,
  signal?: AbortSignal,
): Promise<MatchLinkView> {
  const { data } = await apiRequest<{ data: MatchLinkView }>(
    `/api/v1/matches/${encodeURIComponent(id)}/link`,
    { query: { state, token }, signal },
  );
  return data;
}

/** The link's state, read once per page view; only while `enabled` (a link with its parts). */
export function useMatchLink(id: string, state: MatchLinkState, token: string, enabled: boolean) {
  return useQuery({
    queryKey: matchLinkQueryKey(id, state, token),
    queryFn: ({ signal }) => readMatchLink(id, state, token, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

import type { viewingLinkAnswerSchema } from '@domus/domain/viewings/viewing.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

/** What a buyer's link does. */
export type ViewingLinkAction = 'cancel' | 'reschedule';

/** What a link answers before the buyer clicks: whether it acts, and the viewing. */
export type ViewingLinkState = z.infer<typeof viewingLinkAnswerSchema>['data'];

/** The query key of one link's state. */
export function viewingLinkQueryKey(id: string, action: ViewingLinkAction, token: string) {
  return ['viewing-link', id, action, token] as const;
}

/**
 * What a link of a viewing mail answers (`GET /api/v1/viewings/{id}/link`, operationId
 * readViewingLink): valid, expired, superseded or tampered; changes nothing, so a mail scanner
 * opening the page does no harm.
 */
export async function readViewingLink(
  id: string,
  action: ViewingLinkAction,
  token: string,
  signal?: AbortSignal,
): Promise<ViewingLinkState> {
  const { data } = await apiRequest<{ data: ViewingLinkState }>(
    `/api/v1/viewings/${encodeURIComponent(id)}/link`,
    { query: { action, token }, signal },
  );
  return data;
}

/**
 * The link's state, read once per page view (it does not change by itself meanwhile); only
 * while `enabled` (a link with an action and a token).
 */
export function useViewingLink(
  id: string,
  action: ViewingLinkAction,
  token: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: viewingLinkQueryKey(id, action, token),
    queryFn: ({ signal }) => readViewingLink(id, action, token, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

import type { viewingFeedbackLinkAnswerSchema } from '@domus/domain/viewings/viewing-outcome.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

/** What a "how was it?" link answers before the buyer clicks: whether it acts, and the viewing. */
export type ViewingFeedbackLinkState = z.infer<typeof viewingFeedbackLinkAnswerSchema>['data'];

/** The query key of one feedback link's state. */
export function viewingFeedbackLinkQueryKey(id: string, token: string) {
  return ['viewing-feedback-link', id, token] as const;
}

/**
 * What a link of the "how was it?" mail answers (`GET /api/v1/viewings/{id}/feedback`,
 * operationId readViewingFeedbackLink): valid, expired, superseded or tampered, with the
 * feedback given so far; changes nothing, so a mail scanner opening the page does no harm.
 */
export async function readViewingFeedbackLink(
  id: string,
  token: string,
  signal?: AbortSignal,
): Promise<ViewingFeedbackLinkState> {
  const { data } = await apiRequest<{ data: ViewingFeedbackLinkState }>(
    `/api/v1/viewings/${encodeURIComponent(id)}/feedback`,
    { query: { token }, signal },
  );
  return data;
}

/** The link's state, read once per page view; only while `enabled` (a link with a token). */
export function useViewingFeedbackLink(id: string, token: string, enabled: boolean) {
  return useQuery({
    queryKey: viewingFeedbackLinkQueryKey(id, token),
    queryFn: ({ signal }) => readViewingFeedbackLink(id, token, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

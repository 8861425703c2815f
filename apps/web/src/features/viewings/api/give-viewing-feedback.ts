import type { ViewingFeedbackKind } from '@domus/domain/viewings/viewing-outcome';
import type { ViewingFeedbackRecord } from '@domus/domain/viewings/viewing-outcome.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The buyer's answer as the page sends it. */
export type ViewingFeedbackInput = { feedback: ViewingFeedbackKind; reason?: string };

/**
 * The buyer says how the viewing was, with the link of their mail (`POST
 * /api/v1/viewings/{id}/feedback`, operationId giveViewingFeedbackByLink). The same answer again
 * answers the same; a link that is not valid now answers 400, 409 or 410 and changes nothing.
 */
export async function giveViewingFeedback(
  id: string,
  token: string,
  input: ViewingFeedbackInput,
): Promise<ViewingFeedbackRecord> {
  const { data } = await apiRequest<{ data: ViewingFeedbackRecord }>(
    `/api/v1/viewings/${encodeURIComponent(id)}/feedback`,
    { method: 'POST', body: { token, ...input } },
  );
  return data;
}

/** The feedback page's button. */
export function useGiveViewingFeedback(id: string, token: string) {
  return useMutation({
    mutationFn: (input: ViewingFeedbackInput) => giveViewingFeedback(id, token, input),
  });
}

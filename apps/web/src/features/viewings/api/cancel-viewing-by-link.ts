import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/**
 * The buyer cancels a viewing with the link of their mail (`POST /api/v1/viewings/{id}/cancel`,
 * operationId cancelViewingByLink). A link that is not valid now answers 400, 409 or 410 and
 * changes nothing.
 */
export async function cancelViewingByLink(id: string, token: string): Promise<ViewingStatus> {
  const { data } = await apiRequest<{ data: { status: ViewingStatus } }>(
    `/api/v1/viewings/${encodeURIComponent(id)}/cancel`,
    { method: 'POST', body: { token } },
  );
  return data.status;
}

/** The cancel page's button. */
export function useCancelViewingByLink(id: string, token: string) {
  return useMutation({ mutationFn: () => cancelViewingByLink(id, token) });
}

import type { ViewingSpan } from '@domus/domain/viewings/viewing.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** The query key of a listing's free viewing slots. */
export function viewingSlotsQueryKey(listingId: string) {
  return ['viewing-slots', listingId] as const;
}

/**
 * The free viewing slots of a listing's responsible agent for the next days, earliest first
 * (`GET /api/v1/viewings/slots?listing=…`, operationId getViewingSlots): none when the listing
 * has no agent or the agent no hours.
 */
export async function getViewingSlots(
  listingId: string,
  signal?: AbortSignal,
): Promise<ViewingSpan[]> {
  const { data } = await apiRequest<{ data: ViewingSpan[] }>('/api/v1/viewings/slots', {
    query: { listing: listingId },
    signal,
  });
  return data;
}

/** The free slots while the dialog is open; read afresh each time (others book meanwhile). */
export function useViewingSlots(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: viewingSlotsQueryKey(listingId),
    queryFn: ({ signal }) => getViewingSlots(listingId, signal),
    enabled,
    staleTime: 0,
  });
}

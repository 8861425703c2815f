import type { ViewingRequestInput } from '@domus/domain/viewings/viewing-request.schema';
import type { ViewingSpan } from '@domus/domain/viewings/viewing.schema';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** What the dialog sends: the listing, the times and, for a visitor, the contact and captcha. */
export interface ViewingRequest {
  listingId: string;
  times: ViewingRequestInput;
  name?: string;
  email?: string;
  tel?: string;
  message?: string;
  matchId?: string;
  captcha?: string;
}

/** The request as stored: waiting for staff, with the times asked for as instants. */
export interface RequestedViewing {
  _id: string;
  status: ViewingStatus;
  times: ViewingSpan[];
}

/**
 * Asks for a viewing (`POST /api/v1/viewings`, operationId requestViewing). A refused time
 * answers 400 naming the field (`times.slot`, `times.proposals.N.time`) with the reason in the
 * visitor's language; nothing is stored then.
 */
export async function requestViewing(body: ViewingRequest): Promise<RequestedViewing> {
  const { data } = await apiRequest<{ data: RequestedViewing }>('/api/v1/viewings', {
    method: 'POST',
    body,
  });
  return data;
}

/** The dialog's sending. */
export function useRequestViewing() {
  return useMutation({ mutationFn: requestViewing });
}

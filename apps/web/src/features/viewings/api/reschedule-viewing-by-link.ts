import type { ViewingRequestInput } from '@domus/domain/viewings/viewing-request.schema';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** What the buyer sends: new times, or none (staff then get in touch), and a message. */
export interface RescheduleBody {
  times?: ViewingRequestInput;
  message?: string;
}

/**
 * The buyer asks for another time with the link of their mail (`POST
 * /api/v1/viewings/{id}/reschedule`, operationId rescheduleViewingByLink). New times are checked
 * as a request's (400 naming each refused one); a link that is not valid now answers 400, 409
 * or 410 and changes nothing.
 */
export async function rescheduleViewingByLink(
  id: string,
  token: string,
  body: RescheduleBody,
): Promise<ViewingStatus> {
  const { data } = await apiRequest<{ data: { status: ViewingStatus } }>(
    `/api/v1/viewings/${encodeURIComponent(id)}/reschedule`,
    { method: 'POST', body: { token, ...body } },
  );
  return data.status;
}

/** The reschedule page's button. */
export function useRescheduleViewingByLink(id: string, token: string) {
  return useMutation({
    mutationFn: (body: RescheduleBody) => rescheduleViewingByLink(id, token, body),
  });
}

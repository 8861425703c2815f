import type { ContactMessageInput } from '@domus/domain/listing/contact-message.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** Sends the contact form (`POST /api/v1/contact`); the agency gets it by e-mail. */
export function sendContactMessage(input: ContactMessageInput): Promise<{ data: { sent: true } }> {
  return apiRequest('/api/v1/contact', { method: 'POST', body: input });
}

/** The contact form's sending. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

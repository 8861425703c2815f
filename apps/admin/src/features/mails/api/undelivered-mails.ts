import type { UndeliveredMail } from '@domus/domain/core/mail.schema';
import { apiRequest } from '@domus/web/shared/api/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The mails the outbox gave up on, newest first, and their count (`GET /api/v1/mail/undelivered`). */
export function useUndeliveredMails() {
  return useQuery({
    queryKey: ['admin', 'undelivered-mails'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { count: number; mails: UndeliveredMail[] } }>(
        '/api/v1/mail/undelivered',
        { signal },
      ),
  });
}

/** Sends an undelivered mail again; the list and the overview are read again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/mail/undelivered/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { meQueryKey } from './get-me';

/**
 * Opens a profile address's confirmation link (`POST /api/v1/account/email-confirmation`,
 * decision 046) and answers the address now proved.
 */
export async function confirmEmail(token: string): Promise<string> {
  const answer = await apiRequest<{ data: { email: string } }>(
    '/api/v1/account/email-confirmation',
    { method: 'POST', body: { token } },
  );
  return answer.data.email;
}

/**
 * The confirmation of `token`, asked once: a token works only once, so the answer is kept for
 * the page's life and never asked again (a second render, a refocus). The account is read again
 * afterwards.
 */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['account', 'email-confirmation', token],
    queryFn: async () => {
      const email = await confirmEmail(token);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      return email;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

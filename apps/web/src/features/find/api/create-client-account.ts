import { SESSION_TTL_MS, type Language } from '@domus/domain/core/constants';
import type { Client } from '@domus/domain/person/seller.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { setSession } from '../../../shared/auth/session-store';

/** The new-client dialog's fields as `POST /api/v1/clients-create` takes them. */
export interface NewClient {
  email: string;
  name: string;
  familyName: string;
  language: Language;
  privacy: true;
}

/**
 * Makes the visitor a client (`POST /api/v1/clients-create`, buyer-side.md §5, §7; decisions.md
 * Accounts and roles): a visitor sends a solved captcha and gets a new account with an
 * unverified session and a verification mail; a logged-in caller gets the client attached to
 * their account and their own token back. A used address answers 400 `duplicate_email`.
 */
export async function createClientAccount(
  client: NewClient,
  captcha: string | null,
): Promise<{ client: Client; token: string }> {
  return apiRequest<{ client: Client; token: string }>('/api/v1/clients-create', {
    method: 'POST',
    body: { client, ...(captcha ? { captcha } : {}) },
  });
}

/**
 * Makes the caller a client: a visitor (`captcha` solved) is logged in with the new session,
 * unverified until the address is confirmed, for the server's session lifetime (the answer names
 * no expiry); a logged-in caller keeps their session. The account is read again either way.
 */
export function useCreateClientAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ client, captcha }: { client: NewClient; captcha: string | null }) =>
      createClientAccount(client, captcha),
    onSuccess: async (answer, { captcha }) => {
      if (captcha) {
        setSession({
          token: answer.token,
          expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
          verified: false,
          admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
          email: answer.client.email,
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

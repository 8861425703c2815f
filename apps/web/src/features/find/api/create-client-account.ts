import type { Language } from '@domus/domain/constants';
import type { Client } from '@domus/domain/schemas/seller.schema';
import { apiRequest } from '../../../shared/api/api-client';

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

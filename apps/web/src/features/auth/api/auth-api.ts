import type { Language } from '@domus/domain/core/constants';
import type { Me } from '@domus/domain/account/account.schema';
import { apiRequest } from '../../../shared/api/api-client';

/** Body of `POST /api/v1/account/login` (buyer-side.md §7). */
export interface LoginLinkRequest {
  email: string;
  /** Where the link leads after login, a path inside the site such as `sell`. */
  callback?: string;
  /** The captcha widget's payload. */
  captcha: string;
  lang: Language;
}

/** Asks for a login link by e-mail; the answer is the same for known and unknown addresses. */
export async function requestLoginLink(body: LoginLinkRequest): Promise<void> {
  await apiRequest<{ data: { sent: true } }>('/api/v1/account/login', { method: 'POST', body });
}

/** Answer of `POST /api/v1/account/session`: the session the login link opens. */
export interface SessionAnswer {
  token: string;
  expiresAt: string;
  verified: boolean;
  me: Me;
}

/** Exchanges the token of a login link for a session (decisions.md Accounts and roles). */
export async function exchangeLoginToken(token: string): Promise<SessionAnswer> {
  const { data } = await apiRequest<{ data: SessionAnswer }>('/api/v1/account/session', {
    method: 'POST',
    body: { token },
  });
  return data;
}

/** Revokes the current session on the server. */
export async function revokeSession(): Promise<void> {
  await apiRequest<void>('/api/v1/account/logout', { method: 'POST' });
}

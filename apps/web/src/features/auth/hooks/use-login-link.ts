import { webPaths } from '@domus/domain/core/web-routes';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clearSession, setSession } from '../../../shared/auth/session-store';
import { goToPath } from '../../../shared/components/go-to-path';
import { exchangeLoginToken, type SessionAnswer } from '../api/auth-api';
import { callbackPath } from '../utils/callback-path';

/**
 * Where the login link stands: `none` (no token in the address), `pending` (being exchanged),
 * `failed` (unknown, used or expired link), `done` (logged in, on the way to the callback).
 */
export type LoginLinkStatus = 'none' | 'pending' | 'failed' | 'done';

// One exchange per token, even when React runs the effect twice: a link works only once.
const exchanges = new Map<string, Promise<SessionAnswer>>();

function exchangeOnce(token: string): Promise<SessionAnswer> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = exchangeLoginToken(token);
    exchanges.set(token, exchange);
  }
  return exchange;
}

/**
 * Opens a login link on /account?token=…&callback=… (decisions.md Accounts and roles): exchanges
 * the token for a session, keeps it, then goes to the callback's page (`sell` → /sell) or stays
 * on /account without the token in the address. The account page calls it first and shows its
 * own content only for `none` and `done`.
 */
export function useLoginLink(): { status: LoginLinkStatus } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const callback = params.get('callback');
  const [outcome, setOutcome] = useState<{ token: string; status: 'failed' | 'done' } | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    // A session kept from before would be sent along and, if revoked, answered with 401 (which
    // logs out and goes home): the new login replaces it anyway.
    clearSession();
    exchangeOnce(token).then(
      (answer) => {
        setSession({
          token: answer.token,
          expiresAt: answer.expiresAt,
          verified: answer.verified,
          admin: answer.me.admin,
          email: answer.me.email,
        });
        if (!active) return;
        setOutcome({ token, status: 'done' });
        const target = callbackPath(callback);
        if (target) {
          // The admin application's pages (a callback back to /admin) need a full page load.
          goToPath(target, (to) => void navigate(to, { replace: true }));
        } else {
          const rest = new URLSearchParams(params);
          rest.delete('token');
          rest.delete('callback');
          const search = rest.toString();
          void navigate(`${webPaths.account}${search ? `?${search}` : ''}`, { replace: true });
        }
      },
      () => {
        if (active) setOutcome({ token, status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
    // The exchange depends on the token alone; the other parameters are read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) return { status: outcome ? 'done' : 'none' };
  return { status: outcome?.token === token ? outcome.status : 'pending' };
}

import { webPaths } from '@domus/domain/core/web-routes';
import { redirect } from 'react-router';
import { revokeSession } from '../../features/auth/api/auth-api';
import { clearSession, getSession } from '../../shared/auth/session-store';

/**
 * /logout (buyer-side.md §2): revokes the session on the server, forgets it in the browser and
 * goes home. A failed revocation changes nothing for the visitor: the token is gone here either
 * way, and the server lets it expire.
 */
export async function loader() {
  if (getSession()) {
    try {
      await revokeSession();
    } catch {
      // Ignored on purpose, see above.
    }
  }
  clearSession();
  return redirect(webPaths.home);
}

/** Never shown: the loader always redirects. */
export function Component() {
  return null;
}

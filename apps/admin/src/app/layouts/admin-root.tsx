import { getMe } from '@domus/web/features/account/api/get-me';
import { useSession } from '@domus/web/shared/auth/session-store';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LoginRedirect } from '../../features/access/components/login-redirect';
import { NoAccess } from '../../features/access/components/no-access';
import { adminAccess } from '../../features/access/utils/admin-access';
import { AdminLayout } from './admin-layout';
import { PageLoader } from './page-loader';

/**
 * Every page of the admin application passes here first (issue 15 §1): a visitor goes to the login
 * page with a callback back to this very address, a user who is not staff gets the no-access
 * page, staff the application. The session changes (a 401 answer clears it, a logout in another
 * tab, the staff flags an answer reports) re-render this gate.
 */
export function AdminRoot() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const access = adminAccess(session);
  // The stored flags are the login's: a role given since is known to the server only, so it is
  // asked before the refusal shows; its answer's flags update the session (issue 30.6).
  const check = useQuery({
    queryKey: ['admin', 'access-check', session?.token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: access === 'none',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (access === 'login' || !session) return <LoginRedirect callback={here} />;
  if (access === 'none') {
    return check.isPending ? <PageLoader /> : <NoAccess email={session.email} callback={here} />;
  }
  return <AdminLayout session={session} />;
}

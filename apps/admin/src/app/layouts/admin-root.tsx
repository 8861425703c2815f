import { useSession } from '@domus/web/shared/auth/session-store';
import { useLocation } from 'react-router';
import { LoginRedirect } from '../../features/access/components/login-redirect';
import { NoAccess } from '../../features/access/components/no-access';
import { adminAccess } from '../../features/access/utils/admin-access';
import { AdminLayout } from './admin-layout';

/**
 * Every page of the admin application passes here first (issue 15 §1): a visitor goes to the login
 * page with a callback back to this very address, a user who is not staff gets the no-access
 * page, staff the application. The session changes (a 401 answer clears it, a logout in another
 * tab) re-render this gate.
 */
export function AdminRoot() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const access = adminAccess(session);
  if (access === 'login' || !session) return <LoginRedirect callback={here} />;
  if (access === 'none') return <NoAccess email={session.email} callback={here} />;
  return <AdminLayout session={session} />;
}

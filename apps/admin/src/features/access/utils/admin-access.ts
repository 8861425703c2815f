import { canUseAdminApplication } from '@domus/domain/person/permissions';
import type { StoredSession } from '@domus/web/shared/auth/session-store';

/**
 * What the admin application does for a visitor (issue 15 §1): `login` sends a visitor without a
 * session to the login page with a callback back; `none` shows a logged-in user who is not staff
 * the no-access page; `staff` (agents, admins, super admins) opens the application.
 */
export type AdminAccess = 'login' | 'none' | 'staff';

/**
 * The access of the stored session, read from its staff flags without a call. The API checks
 * every call again (401 without a session, 403 for non-staff): flags that changed since the login
 * lead to the same pages through those answers.
 * @param session the stored session, or null
 */
export function adminAccess(session: StoredSession | null): AdminAccess {
  if (!session) return 'login';
  return canUseAdminApplication(session.admin) ? 'staff' : 'none';
}

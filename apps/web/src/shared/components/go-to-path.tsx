import { isAdminPath } from '@domus/domain/staff/admin-routes';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

/** Whether `target` (a path of the site, maybe with a query) is a page of the admin application. */
export function leadsToAdmin(target: string): boolean {
  return isAdminPath(new URL(target, 'http://site.invalid').pathname);
}

/**
 * Goes to `target`, a path of the site, in place of the current page: inside the web app through
 * its router; to the admin application, a separate application the web router does not know,
 * through a full page load (the login link's callback back to /admin, for example).
 */
export function goToPath(target: string, navigate: (to: string) => void): void {
  if (leadsToAdmin(target)) window.location.replace(target);
  else navigate(target);
}

/** {@link goToPath} as an element: `<Navigate replace>` for the web app's own pages. */
export function GoToPath({ to }: { to: string }) {
  const admin = leadsToAdmin(to);
  useEffect(() => {
    if (admin) window.location.replace(to);
  }, [admin, to]);
  return admin ? null : <Navigate to={to} replace />;
}

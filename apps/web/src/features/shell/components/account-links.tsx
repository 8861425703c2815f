import { webPaths } from '@domus/domain/web-routes';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, type StoredSession } from '../../../shared/auth/session-store';

/** The admin application's address: a separate application, so a full page load. */
const ADMIN_HREF = '/admin';

/**
 * The staff link's text (buyer-side.md §2 Navigation bar, §6): 'Admin' for admins, the private
 * area for agents, none for everyone else.
 */
export function staffLinkLabel(
  session: StoredSession | null,
): 'nav.admin' | 'nav.privateArea' | null {
  if (!session) return null;
  if (session.admin.isAdmin || session.admin.isSuperAdmin) return 'nav.admin';
  if (session.admin.isAgent) return 'nav.privateArea';
  return null;
}

/**
 * The navigation's account part: Login when logged out; Account, the staff link and Logout when
 * logged in, read from the stored session without a call. `bar` shows them from the small
 * breakpoint up (the drawer has them below it), `drawer` as full-width buttons.
 */
export function AccountLinks({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const inBar = variant === 'bar';
  const common = inBar
    ? ({ size: 'compact-sm', visibleFrom: 'sm' } as const)
    : ({ fullWidth: true, onClick: onNavigate } as const);

  if (!session) {
    return (
      <Button component={Link} to={webPaths.login} variant={inBar ? 'light' : 'filled'} {...common}>
        {t('nav.login')}
      </Button>
    );
  }

  const staffLabel = staffLinkLabel(session);
  return (
    <>
      {staffLabel && (
        <Button
          component="a"
          href={ADMIN_HREF}
          variant="subtle"
          {...common}
          {...(inBar ? { visibleFrom: 'lg' } : {})}
        >
          {t(staffLabel)}
        </Button>
      )}
      <Button
        component={Link}
        to={webPaths.account}
        variant={inBar ? 'light' : 'filled'}
        {...common}
      >
        {t('nav.account')}
      </Button>
      <Button
        component={Link}
        to={webPaths.logout}
        variant={inBar ? 'subtle' : 'default'}
        {...common}
        {...(inBar ? { visibleFrom: 'lg' } : {})}
      >
        {t('nav.logout')}
      </Button>
    </>
  );
}

import { isAdminAccount, isStaffAccount } from '@domus/domain/person/roles';
import { webPaths } from '@domus/domain/core/web-routes';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
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
  if (isAdminAccount(session.admin)) return 'nav.admin';
  if (isStaffAccount(session.admin)) return 'nav.privateArea';
  return null;
}

/**
 * The navigation's account part: Login when logged out; when logged in, read from the stored
 * session without a call, Account, the staff link and Logout. The bar has room for Account and a
 * Logout icon only (page links, phone and languages share it, and German labels are long): when
 * logged in, the drawer's button stays at every width and the drawer carries all three.
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

  if (variant === 'bar') {
    if (!session) {
      return (
        <Button
          component={Link}
          to={webPaths.login}
          variant="light"
          size="compact-sm"
          visibleFrom="sm"
        >
          {t('nav.login')}
        </Button>
      );
    }
    return (
      <>
        <Button
          component={Link}
          to={webPaths.account}
          variant="light"
          size="compact-sm"
          visibleFrom="sm"
        >
          {t('nav.account')}
        </Button>
        <Button
          component={Link}
          to={webPaths.logout}
          variant="subtle"
          size="compact-sm"
          px={6}
          // Below xl the bar is full (German labels); the drawer has Logout there.
          visibleFrom="xl"
          aria-label={t('nav.logout')}
          title={t('nav.logout')}
        >
          <IconLogout size={18} stroke={1.8} aria-hidden />
        </Button>
      </>
    );
  }

  if (!session) {
    return (
      <Button component={Link} to={webPaths.login} fullWidth onClick={onNavigate}>
        {t('nav.login')}
      </Button>
    );
  }
  const staffLabel = staffLinkLabel(session);
  return (
    <>
      {staffLabel && (
        <Button component="a" href={ADMIN_HREF} variant="subtle" fullWidth onClick={onNavigate}>
          {t(staffLabel)}
        </Button>
      )}
      <Button component={Link} to={webPaths.account} fullWidth onClick={onNavigate}>
        {t('nav.account')}
      </Button>
      <Button
        component={Link}
        to={webPaths.logout}
        variant="default"
        fullWidth
        onClick={onNavigate}
        leftSection={<IconLogout size={18} aria-hidden />}
      >
        {t('nav.logout')}
      </Button>
    </>
  );
}

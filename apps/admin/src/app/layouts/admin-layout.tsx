import { adminListingsHref } from '@domus/domain/staff/admin-listings-query';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { CATEGORIES } from '@domus/domain/core/constants';
import { canOpenAdminPage, type AdminPageName } from '@domus/domain/person/permissions';
import { isAdminAccount } from '@domus/domain/person/roles';
import { adminPaths, webPaths } from '@domus/domain/core/web-routes';
import type { StoredSession } from '@domus/web/shared/auth/session-store';
import { LanguageSwitcher } from '@domus/web/features/shell/components/language-switcher';
import { ToastHost } from '@domus/web/shared/ui/toast-host';
import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconChecklist,
  IconExternalLink,
  IconHistory,
  IconHome2,
  IconLayoutDashboard,
  IconHeartHandshake,
  IconInbox,
  IconLogout,
  IconMailExclamation,
  IconTable,
  IconUsers,
  IconFileImport,
  IconBroadcast,
  IconCalendarEvent,
  IconClockHour4,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import classes from './admin-layout.module.css';

/** One entry of the side navigation. */
interface NavItem {
  to: string;
  label:
    | 'nav.overview'
    | 'nav.listings'
    | 'nav.queue'
    | 'nav.matches'
    | 'nav.mails'
    | 'nav.history'
    | 'nav.staff'
    | 'imports.nav'
    | 'portals.nav'
    | 'nav.inbox'
    | 'customers.nav'
    | 'viewings.nav'
    | 'viewings.navHours';
  icon: typeof IconTable;
  /** The page it opens, whose rule decides who sees the entry. */
  page: AdminPageName;
  /** Whether the entry is the current page. */
  active: (pathname: string) => boolean;
}

/** Whether a prefix of the address is the entry's page. */
const startsWith = (prefix: string) => (p: string) => p.startsWith(prefix);

/**
 * The side navigation in its order; an entry shows to whoever may open its page
 * (`canOpenAdminPage`): confirming is an admin's (seller-side.md §6), so agents have no queue; the
 * undelivered mails name addresses and the mail server's answers (admins only); the whole history
 * is the admins' table and the roles the super admins' (issue 16 points 5, 6).
 */
const NAV_ITEMS: readonly NavItem[] = [
  {
    to: adminPaths.overview,
    page: 'overview',
    label: 'nav.overview',
    icon: IconLayoutDashboard,
    active: (p) => p.replace(/\/$/, '') === adminPaths.overview,
  },
  {
    to: adminListingsHref(CATEGORIES[0]),
    page: 'listings',
    label: 'nav.listings',
    icon: IconTable,
    active: startsWith(adminPaths.listings.replace(':category', '')),
  },
  {
    to: adminPaths.customers,
    page: 'customers',
    label: 'customers.nav',
    icon: IconAddressBook,
    active: startsWith(adminPaths.customers),
  },
  {
    to: adminPaths.requests,
    page: 'requests',
    label: 'nav.inbox',
    icon: IconInbox,
    active: startsWith(adminPaths.requests),
  },
  {
    to: adminPaths.viewings,
    page: 'viewings',
    label: 'viewings.nav',
    icon: IconCalendarEvent,
    // The hours page below it is an entry of its own.
    active: (p) => p.replace(/\/$/, '') === adminPaths.viewings,
  },
  {
    to: adminPaths.viewingHours,
    page: 'viewingHours',
    label: 'viewings.navHours',
    icon: IconClockHour4,
    active: startsWith(adminPaths.viewingHours),
  },
  {
    to: adminPaths.queue,
    page: 'queue',
    label: 'nav.queue',
    icon: IconChecklist,
    active: startsWith(adminPaths.queue),
  },
  {
    to: adminPaths.matches,
    page: 'matches',
    label: 'nav.matches',
    icon: IconHeartHandshake,
    active: startsWith(adminPaths.matches),
  },
  {
    to: adminPaths.mails,
    page: 'mails',
    label: 'nav.mails',
    icon: IconMailExclamation,
    active: startsWith(adminPaths.mails),
  },
  {
    to: adminPaths.history,
    page: 'history',
    label: 'nav.history',
    icon: IconHistory,
    active: startsWith(adminPaths.history),
  },
  {
    to: adminPaths.staff,
    page: 'staff',
    label: 'nav.staff',
    icon: IconUsers,
    active: startsWith(adminPaths.staff),
  },
  {
    to: adminPaths.portals,
    page: 'portals',
    label: 'portals.nav',
    icon: IconBroadcast,
    active: startsWith(adminPaths.portals),
  },
  {
    to: adminPaths.imports,
    page: 'imports',
    label: 'imports.nav',
    icon: IconFileImport,
    active: startsWith(adminPaths.imports),
  },
];

function navItems(session: StoredSession): NavItem[] {
  return NAV_ITEMS.filter((item) => canOpenAdminPage(session.admin, item.page));
}

/**
 * The admin application's frame (issue 15 §1): a header with the agency's mark, the area's name
 * (Admin for admins, private area for agents, as the site's navigation calls it), the site's
 * language switch, a link back to the site and Logout; the side navigation (overview, listings,
 * confirmation queue) folds behind a burger on phones.
 */
export function AdminLayout({ session }: { session: StoredSession }) {
  const { t } = useTranslation('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // A page chosen on a phone closes the menu.
  useEffect(close, [pathname, close]);
  const title = isAdminAccount(session.admin) ? t('app.title') : t('app.agentTitle');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <a href="#admin-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls="admin-navigation"
            />
            <Link to={adminPaths.overview} className={classes.brand}>
              <span className={classes.mark} aria-hidden>
                <IconHome2 size={20} stroke={2} />
              </span>
              <span className={classes.brandText}>{agencyConfig.name.split(' ')[0]}</span>
              <Text component="span" className={classes.area}>
                {title}
              </Text>
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button
              component="a"
              href={webPaths.home}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              visibleFrom="md"
            >
              {t('nav.site')}
            </Button>
            <LanguageSwitcher />
            <Button
              component="a"
              href={webPaths.logout}
              variant="subtle"
              size="compact-sm"
              px={6}
              aria-label={t('nav.logout')}
              title={t('nav.logout')}
            >
              <IconLogout size={18} aria-hidden />
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="admin-navigation" aria-label={t('nav.label')} component="nav">
        {navItems(session).map((item) => {
          const active = item.active(pathname);
          return (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
            />
          );
        })}
        <NavLink
          component="a"
          href={webPaths.home}
          label={t('nav.site')}
          leftSection={<IconExternalLink size={18} stroke={1.6} aria-hidden />}
          hiddenFrom="md"
          mt="auto"
        />
      </AppShell.Navbar>
      <AppShell.Main id="admin-content" tabIndex={-1} className={classes.main}>
        <ToastHost />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

import { agencyConfig } from '@domus/domain/core/agency.config';
import { webPaths } from '@domus/domain/core/web-routes';
import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session-store';
import { AccountLinks } from './account-links';
import { FavouritesLink } from './favourites-link';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';
import { PhoneLink } from './phone-link';
import classes from './shell.module.css';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

const DRAWER_ID = 'mobile-navigation';

/**
 * The navigation bar (buyer-side.md §2): logo, page links, phone link, login or account, staff
 * and logout links, language switcher; on phones the page links move into a drawer behind a burger button.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first opening only, then kept for the closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const onBurger = () => {
    setDrawerWanted(true);
    toggle();
  };

  const [brand, ...rest] = agencyConfig.name.split(' ');

  return (
    <header className={classes.header}>
      <Container className={classes.headerInner}>
        <Link
          to={webPaths.home}
          className={classes.logo}
          aria-label={t('a11y.homeLink', { name: agencyConfig.name })}
        >
          <span className={classes.logoMark} aria-hidden>
            <IconHome2 size={22} stroke={2} />
          </span>
          <span className={classes.logoText}>
            {brand}
            {rest.length > 0 && <span className={classes.logoAccent}> {rest.join(' ')}</span>}
          </span>
        </Link>

        <Group component="nav" aria-label={t('a11y.mainNavigation')} visibleFrom="lg" gap={2}>
          <NavLinks variant="bar" />
        </Group>

        <Group gap="sm" wrap="nowrap" className={classes.headerTools}>
          <Group visibleFrom="lg" data-place="bar">
            <PhoneLink />
          </Group>
          <FavouritesLink variant="bar" />
          <AccountLinks variant="bar" />
          <LanguageSwitcher />
          <Burger
            // Logged in, the drawer also carries the staff link and Logout: its button stays.
            hiddenFrom={session ? undefined : 'lg'}
            opened={opened}
            onClick={onBurger}
            size="sm"
            aria-label={opened ? t('a11y.closeMenu') : t('a11y.openMenu')}
            aria-expanded={opened}
            aria-controls={DRAWER_ID}
          />
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={opened} onClose={close} id={DRAWER_ID} />
        </Suspense>
      )}
    </header>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../features/shell/components/cookie-notice';
import { NavigationProgress } from '../../features/shell/components/navigation-progress';
import { ScrollToTop } from '../../features/shell/components/scroll-to-top';
import classes from '../../features/shell/components/shell.module.css';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { SiteHeader } from '../../features/shell/components/site-header';
import { useSession } from '../../shared/auth/session-store';
import { useLocalFavourites } from '../../shared/favourites/local-favourites';

const FavouritesMerge = lazy(() => import('../../shared/favourites/favourites-merge'));

/** The frame of every page: skip link, navigation bar, the page, footer and cookie notice. */
export function RootLayout() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const local = useLocalFavourites();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieNotice />
      {/* What a visitor kept before logging in joins the account on the page the login leads to. */}
      {token && local.length > 0 && (
        <Suspense fallback={null}>
          <FavouritesMerge token={token} local={local} />
        </Suspense>
      )}
    </>
  );
}

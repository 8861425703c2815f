import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../features/shell/components/cookie-notice';
import { NavigationProgress } from '../../features/shell/components/navigation-progress';
import { ScrollToTop } from '../../features/shell/components/scroll-to-top';
import classes from '../../features/shell/components/shell.module.css';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { SiteHeader } from '../../features/shell/components/site-header';

/** The frame of every page: skip link, navigation bar, the page, footer and cookie notice. */
export function RootLayout() {
  const { t } = useTranslation();
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
    </>
  );
}

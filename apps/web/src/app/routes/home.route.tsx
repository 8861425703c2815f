import '../../shared/ui/mantine-page.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { HomeCards } from '../../features/home/components/home-cards';
import { HomeHero } from '../../features/home/components/home-hero';
import type { HomeNavigationState } from '../../features/home/components/unavailable-notice';
import { HomeSearchBox } from '../../features/search/components/home-search-box';
import { defaultSearchFilters } from '@domus/domain/search/search-query';
import { searchHref } from '../../features/search/utils/search-query';
import { useTypes } from '../../features/types/api/get-types';
import {
  clearAccountDeletedMark,
  hasAccountDeletedMark,
} from '../../features/account/utils/account-deleted';
import { DeferredSection } from '../../shared/components/deferred-section';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

// Below the fold and outside the home page's JavaScript budget (docs/decisions/005): on a page
// the server rendered with them, their markup stays until the code arrives after hydration.
const NewestListings = lazy(() => import('../../features/properties/components/newest-listings'));

// Shown only after a user deleted their account, so outside the budget too, with its texts.
const AccountDeletedNotice = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/account/components/account-deleted-notice'),
    import('../../features/auth/i18n/load-account-texts').then((m) =>
      m.loadAccountTexts(getLanguage()),
    ),
  ]);
  return module;
});

// Shown only after a listing link led nowhere: its alert stays out of the home page's budget.
const UnavailableNotice = lazy(async () => ({
  default: (await import('../../features/home/components/unavailable-notice')).UnavailableNotice,
}));

/** Room the newest listings take before they arrive: heading and one row of cards. */
const NEWEST_MIN_HEIGHT = 520;

/** The search of every listing for sale, newest first. */
const allListingsHref = searchHref(defaultSearchFilters);

/**
 * Home (buyer-side.md §2): search box, then the two cards to /find and /sell, then the newest
 * listings, loaded when the visitor scrolls near them. After a deleted account, or a link to a
 * listing that is not on the site (yet), a notice above.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('meta.tagline'));
  const types = useTypes();
  const language = getLanguage();
  const queryClient = useQueryClient();
  // The server's page brings them (issue 30.10: also without JavaScript); else they load when
  // the visitor scrolls near them.
  // The key's start (get-newest-properties.ts), written here: importing the query would bring
  // its code into the home page's budget.
  const [newestThere] = useState(() =>
    queryClient
      .getQueriesData({ queryKey: ['properties', 'newest'] })
      .some(([, data]) => data !== undefined),
  );
  return (
    <>
      <HomeNotices />
      <HomeHero>
        <HomeSearchBox
          types={types.data ?? []}
          typesLoading={types.isPending}
          language={language}
        />
      </HomeHero>
      <HomeCards />
      <DeferredSection minHeight={NEWEST_MIN_HEIGHT} shownAtOnce={newestThere}>
        <Suspense fallback={<div style={{ minHeight: NEWEST_MIN_HEIGHT }} />}>
          <NewestListings language={language} allHref={allListingsHref} />
        </Suspense>
      </DeferredSection>
    </>
  );
}

/**
 * The notices above the home page. Both come from the browser (its storage, the history's
 * state), so they show after hydration; a component of their own, so that what the browser
 * renders then is only this and not the whole page again (issue 17, total blocking time).
 */
function HomeNotices() {
  const [accountDeleted] = useState(hasAccountDeletedMark);
  useEffect(() => {
    if (accountDeleted) clearAccountDeletedMark();
  }, [accountDeleted]);
  const state = useLocation().state as Partial<HomeNavigationState> | null;
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && accountDeleted && (
        <Suspense fallback={null}>
          <AccountDeletedNotice />
        </Suspense>
      )}
      {hydrated && state?.listingUnavailable && (
        <Suspense fallback={null}>
          <UnavailableNotice />
        </Suspense>
      )}
    </>
  );
}

import '../../shared/ui/mantine-page.css';
import { adminQueueHref } from '@domus/domain/staff/admin-routes';
import {
  canConfirmListings,
  canPickCustomer,
  isAwaitingConfirmation,
} from '@domus/domain/person/permissions';
import { isAdminAccount } from '@domus/domain/person/roles';
import type { PropertyCard as PropertyCardData } from '@domus/domain/listing/property-card.schema';
import { callbackSchema } from '@domus/domain/account/account.schema';
import { webPaths } from '@domus/domain/core/web-routes';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import {
  CONFIRM_EMAIL_PARAM,
  EmailConfirmation,
} from '../../features/account/components/email-confirmation';
import {
  WEEKLY_REPORT_PARAM,
  WeeklyReportOptOut,
} from '../../features/account/components/weekly-report-opt-out';
import { LoginLinkFailed } from '../../features/auth/components/login-link-failed';
import { useLoginLink } from '../../features/auth/hooks/use-login-link';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { CustomersButton } from '../../features/customers/components/customers-button';
import { PropertyCard } from '../../features/properties/components/property-card';
import { getSession, useSession } from '../../shared/auth/session-store';
import { GoToPath } from '../../shared/components/go-to-path';
import { getLanguage } from '../../shared/i18n/current-language';
import { hasSellTexts, loadSellTexts } from '../../shared/i18n/load-sell-texts';
import { ToastHost } from '../../shared/ui/toast-host';

// Staff tools are code of their own, fetched for staff only: the customer dialog (search, new
// customer form) for agents and admins, the confirm dialog (stepper, file choice) for admins.
// Visitors and website users load neither, nor the `sell` texts that admins' buttons read.
const loadCustomerPicker = () =>
  import('../../features/customers/components/customer-picker-dialog');
const loadConfirmDialog = () =>
  import('../../features/confirm-listing/components/confirm-listing-dialog');

// A listing's statistics (issue 33 point 4) are code of their own too, fetched when a seller
// first opens them; the chart inside loads after that.
const ListingStatisticsPanel = lazy(() =>
  import('../../features/listing-statistics/components/listing-statistics-panel').then(
    (module) => ({ default: module.ListingStatisticsPanel }),
  ),
);

const CustomerPickerDialog = lazy(() =>
  loadCustomerPicker().then((module) => ({ default: module.CustomerPickerDialog })),
);
// The dialog also opens from ?newproperty right after a login link: its texts come with it.
const ConfirmListingDialog = lazy(async () => {
  const [module] = await Promise.all([loadConfirmDialog(), loadSellTexts(getLanguage())]);
  return { default: module.ConfirmListingDialog };
});

/**
 * The page's texts arrive with it, before it renders: `account`, and for admins `sell` (the
 * confirm buttons and dialog). Staff's dialogs start loading beside them.
 */
export async function loader() {
  const language = getLanguage();
  const flags = getSession()?.admin;
  if (canPickCustomer(flags)) void loadCustomerPicker().catch(() => {});
  if (canConfirmListings(flags)) void loadConfirmDialog().catch(() => {});
  await Promise.all([
    loadAccountTexts(language),
    canConfirmListings(flags) ? loadSellTexts(language) : null,
  ]);
  return null;
}

/**
 * Whether the `sell` texts are there when `needed`: the loader brings them for a logged-in admin;
 * an admin who has just logged in through a link on this page gets them here. A failed fetch
 * reaches the page's error view.
 */
function useSellTexts(needed: boolean): boolean {
  const language = getLanguage();
  const ready = !needed || hasSellTexts(language);
  const [, setLoaded] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadSellTexts(language).then(
      () => active && setLoaded(true),
      (failure: unknown) =>
        active && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      active = false;
    };
  }, [ready, language]);
  if (error) throw error;
  return ready;
}

/**
 * A login callback as a path of the site (`sell` and `/sell` both lead to /sell); anything that is
 * not a path of this site (another origin) leads to the account page itself.
 */
function callbackPath(callback: string): string | null {
  if (!callbackSchema.safeParse(callback).success) return null;
  return callback.startsWith('/') ? callback : `/${callback}`;
}

/** A card's state as the listing rules read it; cards leave the flags out where they are true. */
function cardState(card: PropertyCardData) {
  return { isConfirmed: card.isConfirmed !== false, isDraft: card.isDraft === true };
}

/**
 * /account (buyer-side.md §2 Account page). An e-mailed link (`?token=…&callback=…`) is exchanged
 * for a session first (a profile address's confirmation link, `?confirmEmail=…`, is opened
 * instead, decision 046), which then leads to the callback; a visitor without a session goes home;
 * a logged-in visitor sent here with `?callback=` continues there. `?lang` is read at start-up
 * for every page, `?edit` and `?newproperty=…&type=…` by the page itself. The account page draws
 * its listings with the site's property card and gives staff the customer dialog and admins the
 * confirm dialog, and website users the statistics of their listings.
 */
export function Component() {
  const { t } = useTranslation('account');
  const language = getLanguage();
  const session = useSession();
  const [params] = useSearchParams();
  const link = useLoginLink();
  const textsReady = useSellTexts(canConfirmListings(session?.admin));
  // A profile address's confirmation link works with or without a session (decision 046).
  const confirmToken = params.get(CONFIRM_EMAIL_PARAM);
  if (confirmToken) return <EmailConfirmation token={confirmToken} loggedIn={!!session} />;
  // A weekly report's switch-off link works without a session too (decision 070).
  const reportSeller = params.get('seller');
  const reportToken = params.get('reportToken');
  if (params.get(WEEKLY_REPORT_PARAM) === 'off' && reportSeller && reportToken) {
    return <WeeklyReportOptOut sellerId={reportSeller} token={reportToken} />;
  }

  if (link.status === 'pending' || (session && !textsReady)) {
    return (
      <Center py={96}>
        <Loader aria-label={t('session.pending')} />
      </Center>
    );
  }
  if (link.status === 'failed') return <LoginLinkFailed />;
  if (!session) return <Navigate to={webPaths.home} replace />;
  const callback = callbackPath(params.get('callback') ?? '');
  if (callback && callback !== '/') return <GoToPath to={callback} />;

  return (
    <>
      {/* The sell wizard's "submitted" message arrives here with the user. */}
      <ToastHost />
      <AccountPage
        language={language}
        renderCard={(card) => (
          <PropertyCard
            card={card}
            language={language}
            // Admins' lists sit under headings of their own (h2); a website user's cards are
            // the tab's first headings below the page's.
            headingLevel={isAdminAccount(session.admin) ? 3 : 2}
            titled
            // buyer-side.md §4 Property: unconfirmed listings link to the admin application
            // (its confirmation queue) for admins, confirmed ones to their public page.
            href={
              canConfirmListings(session.admin) && isAwaitingConfirmation(cardState(card))
                ? adminQueueHref(card._id)
                : undefined
            }
          />
        )}
        staffTools={(me) => (
          <CustomersButton
            renderPicker={(props) => (
              <Suspense fallback={null}>
                <CustomerPickerDialog {...props} chooser={me.admin} language={language} />
              </Suspense>
            )}
          />
        )}
        confirmDialog={({ target, opened, onClose }) => (
          <Suspense fallback={null}>
            <ConfirmListingDialog
              category={target.category}
              id={target.id}
              opened={opened}
              onClose={(saved) => onClose(saved !== null)}
            />
          </Suspense>
        )}
        statisticsPanel={(props) => (
          <Suspense fallback={<Loader aria-label={t('statistics.loading')} />}>
            <ListingStatisticsPanel {...props} language={language} />
          </Suspense>
        )}
      />
    </>
  );
}

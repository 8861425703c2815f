import '../../shared/ui/mantine-page.css';
import { callbackSchema } from '@domus/domain/schemas/account.schema';
import { webPaths } from '@domus/domain/web-routes';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { LoginLinkFailed } from '../../features/auth/components/login-link-failed';
import { useLoginLink } from '../../features/auth/hooks/use-login-link';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { ConfirmListingDialog } from '../../features/confirm-listing/components/confirm-listing-dialog';
import { CustomersButton } from '../../features/customers/components/customers-button';
import { PropertyCard } from '../../features/properties/components/property-card';
import { useSession } from '../../shared/auth/session-store';
import { getLanguage } from '../../shared/i18n/current-language';
import { loadSellTexts } from '../../shared/i18n/load-sell-texts';
import { ToastHost } from '../../shared/ui/toast-host';

/** The page's texts arrive with it, before it renders (`sell`: the staff confirm dialog's). */
export async function loader() {
  const language = getLanguage();
  await Promise.all([loadAccountTexts(language), loadSellTexts(language)]);
  return null;
}

/**
 * A login callback as a path of the site (`sell` and `/sell` both lead to /sell); anything that is
 * not a path of this site (another origin) leads to the account page itself.
 */
function callbackPath(callback: string): string | null {
  if (!callbackSchema.safeParse(callback).success) return null;
  return callback.startsWith('/') ? callback : `/${callback}`;
}

/**
 * /account (buyer-side.md §2 Account page). An e-mailed link (`?token=…&callback=…`) is exchanged
 * for a session first, which then leads to the callback; a visitor without a session goes home;
 * a logged-in visitor sent here with `?callback=` continues there. `?lang` is read at start-up
 * for every page, `?edit` and `?newproperty=…&type=…` by the page itself. The account page draws
 * its listings with the site's property card and gives staff the customer dialog and admins the
 * confirm dialog.
 */
export function Component() {
  const { t } = useTranslation('account');
  const language = getLanguage();
  const session = useSession();
  const [params] = useSearchParams();
  const link = useLoginLink();

  if (link.status === 'pending') {
    return (
      <Center py={96}>
        <Loader aria-label={t('session.pending')} />
      </Center>
    );
  }
  if (link.status === 'failed') return <LoginLinkFailed />;
  if (!session) return <Navigate to={webPaths.home} replace />;
  const callback = callbackPath(params.get('callback') ?? '');
  if (callback && callback !== '/') return <Navigate to={callback} replace />;

  return (
    <>
      {/* The sell wizard's "submitted" message arrives here with the user. */}
      <ToastHost />
      <AccountPage
        language={language}
        renderCard={(card) => <PropertyCard card={card} language={language} headingLevel={3} />}
        staffTools={(me) => <CustomersButton chooser={me.admin} language={language} />}
        confirmDialog={({ target, opened, onClose }) => (
          <ConfirmListingDialog
            category={target.category}
            id={target.id}
            opened={opened}
            onClose={(saved) => onClose(saved !== null)}
          />
        )}
      />
    </>
  );
}

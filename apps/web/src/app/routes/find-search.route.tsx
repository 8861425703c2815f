import '../../shared/ui/mantine-page.css';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { MatchesPage } from '../../features/find/components/matches-page';
import type { RenderVisitDialog } from '../../features/find/hooks/use-visit-dialog';
import { loadFindTexts } from '../../features/find/i18n/load-find-texts';
import { PropertyCard } from '../../features/properties/components/property-card';
import { useTypes } from '../../features/types/api/get-types';
import { getSession, useSession } from '../../shared/auth/session-store';
import { getLanguage } from '../../shared/i18n/current-language';
import { loginPath } from '../../shared/lib/web-links';
import { lazyViewingDialog } from '../../features/viewings/components/lazy-viewing-dialog';
import { loadViewingTexts } from '../../features/viewings/i18n/load-viewing-texts';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadFindTexts(getLanguage());
  return null;
}

/** The viewing dialog for signed-in buyers (no captcha), fetched with its texts on the first 'visit'. */
const accountViewingDialog = lazyViewingDialog(() =>
  Promise.all([
    import('../../features/viewings/components/viewing-dialog'),
    loadViewingTexts(getLanguage()),
  ]).then(([module]) => module.ViewingDialog),
);

/**
 * A match's 'visit' answer asks for a viewing of its listing (issue 33 point 1), the request
 * naming the match; the dialog's code and texts come with the first 'visit'. The page needs a
 * session, so no captcha.
 */
const renderVisitDialog: RenderVisitDialog = ({
  match,
  opened,
  onClose,
  onRequested,
  onAskWithoutTime,
}) =>
  match && (
    <accountViewingDialog.Dialog
      opened={opened}
      onClose={onClose}
      listing={{ id: match.property._id, number: match.property.property_id }}
      language={getLanguage()}
      guest={false}
      accountEmail={getSession()?.email}
      matchId={match._id}
      onRequested={onRequested}
      onAskWithoutTime={onAskWithoutTime}
    />
  );

/**
 * /find/searches/{id} (buyer-side.md §2 Matches page): the matches of a saved search, drawn with
 * the site's property card. A visitor without a session logs in first and comes back here; only
 * an alert mail's opt-out link (`?alerts=off&token=…`) is shown without a login.
 */
export function Component() {
  const { id = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const types = useTypes();
  const language = getLanguage();
  const optOut = params.get('alerts') === 'off' && !!params.get('token');

  if (!session && !optOut) {
    // Back to this very address, `?edit` included.
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <MatchesPage
      key={id}
      searchId={id}
      language={language}
      types={types.data ?? []}
      typesLoading={types.isPending}
      renderCard={(card) => <PropertyCard card={card} language={language} headingLevel={3} />}
      renderVisitDialog={renderVisitDialog}
    />
  );
}

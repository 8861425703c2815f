import '../../shared/ui/mantine-page.css';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { MatchesPage } from '../../features/find/components/matches-page';
import { loadFindTexts } from '../../features/find/i18n/load-find-texts';
import { PropertyCard } from '../../features/properties/components/property-card';
import { useTypes } from '../../features/types/api/get-types';
import { useSession } from '../../shared/auth/session-store';
import { getLanguage } from '../../shared/i18n/current-language';
import { loginPath } from '../../shared/lib/web-links';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadFindTexts(getLanguage());
  return null;
}

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
    />
  );
}

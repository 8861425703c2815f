import '../../shared/ui/mantine-page.css';
import { useParams, useSearchParams } from 'react-router';
import { ViewingLinkPage } from '../../features/viewings/components/viewing-link-page';
import { loadViewingTexts } from '../../features/viewings/i18n/load-viewing-texts';
import { getLanguage } from '../../shared/i18n/current-language';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadViewingTexts(getLanguage());
  return null;
}

/**
 * /viewing/{id}?action=cancel|reschedule&token=… (issue 33 point 2, decision 069): the page a
 * viewing mail's signed link opens, without a login; it asks before it acts. The mail's language
 * (`?lang=`) is taken at start-up like any page's.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <ViewingLinkPage
      key={`${id}:${params.get('token') ?? ''}`}
      id={id}
      action={params.get('action')}
      token={params.get('token')}
      language={getLanguage()}
    />
  );
}

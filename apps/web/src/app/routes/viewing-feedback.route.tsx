import '../../shared/ui/mantine-page.css';
import { useParams, useSearchParams } from 'react-router';
import { ViewingFeedbackPage } from '../../features/viewings/components/viewing-feedback-page';
import { loadViewingTexts } from '../../features/viewings/i18n/load-viewing-texts';
import { getLanguage } from '../../shared/i18n/current-language';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadViewingTexts(getLanguage());
  return null;
}

/**
 * /viewing/{id}/feedback?answer=…&token=… (issue 33 point 3, decision 069): the page a "how was
 * it?" mail's link opens, without a login; it asks before it records the answer. The mail's
 * language (`?lang=`) is taken at start-up like any page's.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <ViewingFeedbackPage
      key={`${id}:${params.get('token') ?? ''}`}
      id={id}
      answer={params.get('answer')}
      token={params.get('token')}
      language={getLanguage()}
    />
  );
}

import '../../shared/ui/mantine-page.css';
import { useParams, useSearchParams } from 'react-router';
import { MatchAnswerPage } from '../../features/find/components/match-answer-page';
import { loadFindTexts } from '../../features/find/i18n/load-find-texts';
import { PropertyCard } from '../../features/properties/components/property-card';
import { getLanguage } from '../../shared/i18n/current-language';

/** The page's texts arrive with it, before it renders. */
export async function loader() {
  await loadFindTexts(getLanguage());
  return null;
}

/**
 * /match/{id}?state=…&token=… (issue 34 point 5, decision 074): the page an alert mail's
 * one-click answer opens, without a login; it asks before it answers. The mail's language
 * (`?lang=`) is taken at start-up like any page's.
 */
export function Component() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const language = getLanguage();
  return (
    <MatchAnswerPage
      key={`${id}:${params.get('state') ?? ''}:${params.get('token') ?? ''}`}
      id={id}
      state={params.get('state')}
      token={params.get('token')}
      renderCard={(card) => <PropertyCard card={card} language={language} headingLevel={2} />}
    />
  );
}

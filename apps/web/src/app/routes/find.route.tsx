import '../../shared/ui/mantine-page.css';
import { lazy, Suspense } from 'react';
import { loadAccountTexts } from '../../features/auth/i18n/load-account-texts';
import { FindPage } from '../../features/find/components/find-page';
import { loadFindTexts } from '../../features/find/i18n/load-find-texts';
import { defaultSearchFilters } from '@domus/domain/search/search-query';
import { searchHref } from '../../features/search/utils/search-query';
import { useTypes } from '../../features/types/api/get-types';
import { DeferredSection } from '../../shared/components/deferred-section';
import { getLanguage } from '../../shared/i18n/current-language';

// The captcha widget is needed only when a visitor saves: it loads with the new-client dialog.
const CaptchaField = lazy(async () => {
  const captcha = await import('../../features/auth/components/captcha-field');
  await captcha.loadCaptchaTexts(getLanguage());
  return { default: captcha.CaptchaField };
});

// Sample cards below the form: the newest listings, loaded when the visitor scrolls near them.
const NewestListings = lazy(() => import('../../features/properties/components/newest-listings'));

/** Room the sample cards take before they arrive. */
const SAMPLES_MIN_HEIGHT = 520;

/** The page's texts (and the captcha's label, which lives with the login texts) arrive with it. */
export async function loader() {
  const language = getLanguage();
  await Promise.all([loadFindTexts(language), loadAccountTexts(language)]);
  return null;
}

/**
 * /find (buyer-side.md §2 Find page): the find page with the login feature's captcha in its
 * new-client dialog and the newest listings as sample cards.
 */
export function Component() {
  const language = getLanguage();
  const types = useTypes();
  return (
    <FindPage
      types={types.data ?? []}
      typesLoading={types.isPending}
      language={language}
      renderCaptcha={(onChange) => (
        <Suspense fallback={null}>
          <CaptchaField language={language} onChange={onChange} />
        </Suspense>
      )}
      samples={
        <DeferredSection minHeight={SAMPLES_MIN_HEIGHT}>
          <Suspense fallback={<div style={{ minHeight: SAMPLES_MIN_HEIGHT }} />}>
            <NewestListings language={language} allHref={searchHref(defaultSearchFilters)} />
          </Suspense>
        </DeferredSection>
      }
    />
  );
}

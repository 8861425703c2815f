import '../../shared/ui/mantine-page.css';
import { webPaths } from '@domus/domain/core/web-routes';
import { Container, Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { HomeNavigationState } from '../../features/home/components/unavailable-notice';
import type { ContactForm as ContactFormType } from '../../features/contact/components/contact-form';
import { loadContactTexts } from '../../features/contact/i18n/load-contact-texts';
import {
  propertyHeading,
  PropertyDetail,
  type PlaceLink,
} from '../../features/property-detail/components/property-detail';
import { defaultSearchFilters } from '@domus/domain/search/search-query';
import { searchHref } from '../../features/search/utils/search-query';
import { PropertyDetailSkeleton } from '../../features/property-detail/components/property-detail-skeleton';
import { loadDetailTexts } from '../../features/property-detail/i18n/load-detail-texts';
import type { Translate } from '../../features/property-detail/utils/detail-sections';
import { BookViewingButton } from '../../features/viewings/components/book-viewing-button';
import { lazyViewingDialog } from '../../features/viewings/components/lazy-viewing-dialog';
import { useProperty } from '../../shared/api/get-property';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** The search of listings in a place of the breadcrumb, for sale or for rent like the listing. */
function placeSearch({ rent, id, type, name }: PlaceLink): string {
  return searchHref({ ...defaultSearchFilters, rent, location: { id, type, name } });
}

type LoadedForm = { default: (props: ComponentProps<typeof ContactFormType>) => ReactNode };

let contactForm: Promise<LoadedForm> | undefined;

/**
 * The contact form's code and texts, fetched once beside the page's own and never awaited by
 * it: the listing renders first. Should they fail to load, the card keeps the agency's phone.
 */
function loadContactForm(): Promise<LoadedForm> {
  contactForm ??= Promise.all([
    import('../../features/contact/components/contact-form'),
    loadContactTexts(getLanguage()),
  ]).then(
    ([module]) => ({ default: module.ContactForm }),
    () => ({ default: () => null }),
  );
  return contactForm;
}

const LazyContactForm = lazy(loadContactForm);

// The viewing dialog with the login feature's captcha: its code and texts come with the first
// click on "Book a viewing", never with the page (issue 33 point 1).
const viewingDialog = lazyViewingDialog(async () => {
  const module = await import('../compose/public-viewing-dialog');
  await module.loadViewingDialogTexts();
  return module.PublicViewingDialog;
});

/** The page's texts arrive with it, before it renders; the contact form's start loading. */
export async function loader() {
  void loadContactForm();
  await loadDetailTexts(getLanguage());
  return null;
}

/** /property/:type/:id (buyer-side.md §2 Property detail); a failed load goes home. */
export function Component() {
  const { t } = useTranslation('detail');
  const { type = '', id = '' } = useParams();
  const navigate = useNavigate();
  const language = getLanguage();
  const property = useProperty(type, id);

  usePageTitle(
    property.data
      ? propertyHeading(property.data, language, t as unknown as Translate)
      : t('loading'),
  );

  useEffect(() => {
    if (property.isError) {
      // The redirect stays (buyer-side.md §2); the home page says why (issue 18).
      const state: HomeNavigationState = { listingUnavailable: true };
      void navigate(webPaths.home, { replace: true, state });
    }
  }, [property.isError, navigate]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {property.data ? (
        <PropertyDetail
          property={property.data}
          language={language}
          placeHref={placeSearch}
          viewingAction={
            // The dialog's code and texts come with the first click (issue 33 point 1).
            property.data.isConfirmed && (
              <BookViewingButton
                listing={{ id: property.data._id, number: property.data.property_id }}
                label={t('contact.bookViewing')}
                language={language}
                dialog={viewingDialog}
              />
            )
          }
          contactForm={
            // The listing's own form: it sends the listing's id and category along (§2).
            <Suspense fallback={<Skeleton height={360} radius="md" />}>
              <LazyContactForm
                idPrefix="property-contact"
                property={{
                  id: property.data._id,
                  type: property.data.category,
                  number: property.data.property_id,
                }}
              />
            </Suspense>
          }
        />
      ) : (
        <PropertyDetailSkeleton label={t('loading')} />
      )}
    </Container>
  );
}

import '../../shared/ui/mantine-page.css';
import { webPaths } from '@domus/domain/web-routes';
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProperty } from '../../features/properties/api/get-property';
import {
  propertyHeading,
  PropertyDetail,
  type PlaceLink,
} from '../../features/property-detail/components/property-detail';
import { defaultSearchFilters, searchHref } from '../../features/search/utils/search-query';
import { PropertyDetailSkeleton } from '../../features/property-detail/components/property-detail-skeleton';
import { loadDetailTexts } from '../../features/property-detail/i18n/load-detail-texts';
import type { Translate } from '../../features/property-detail/utils/detail-sections';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getLanguage } from '../../shared/i18n/current-language';

/** The search of listings in a place of the breadcrumb, for sale or for rent like the listing. */
function placeSearch({ rent, id, type, name }: PlaceLink): string {
  return searchHref({ ...defaultSearchFilters, rent, location: { id, type, name } });
}

/** The page's texts arrive with it, before it renders. */
export async function loader() {
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
    if (property.isError) void navigate(webPaths.home, { replace: true });
  }, [property.isError, navigate]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {property.data ? (
        <PropertyDetail property={property.data} language={language} placeHref={placeSearch} />
      ) : (
        <PropertyDetailSkeleton label={t('loading')} />
      )}
    </Container>
  );
}

import type { Language } from '@domus/domain/core/constants';
import { placeName } from '@domus/domain/place/place-name';
import { parseYouTubeId } from '@domus/domain/listing/youtube';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { Property } from '@domus/domain/listing/property.schema';
import { Grid, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailSections, type Translate } from '../utils/detail-sections';
import { galleryImages } from '../utils/gallery-images';
import { ContactCard } from './contact-card';
import { DetailFacts } from './detail-facts';
import { DetailSection } from './detail-section';
import { GalleryViewer } from './gallery-viewer';
import { PropertyGallery } from './property-gallery';
import { PropertyHeadingSection } from './property-heading-section';
import { PropertyInformationSection } from './property-information-section';
import { PropertyLocationMap } from './property-location-map';
import classes from './property-detail.module.css';
import { PropertyPlans } from './property-plans';
import { PropertyPriceHistorySection } from './property-price-history-section';
import { PropertySummarySection } from './property-summary-section';
import { PropertyVideo } from './property-video';
import type { PlaceLink } from './property-heading-section';

export type { PlaceLink };

/** The heading of a property: its title in the page's language, else its type and place. */
export function propertyHeading(property: Property, language: Language, t: Translate): string {
  const title = property.title[language].trim();
  if (title) return title;
  const municipality = property.location?.address.municipality;
  const type = property.type.name[language];
  return municipality
    ? t('detail:pageTitle', { type, place: placeName(municipality, language) })
    : type;
}

/**
 * The detail page of one listing (buyer-side.md §2 Property detail): gallery, price and key
 * facts, place links, title, number and description, contact card (with the viewing request,
 * issue 33 point 1), the sections its category has, the price history (issue 34 point 4), plans,
 * video, map and a share link.
 */
export function PropertyDetail({
  property,
  language,
  placeHref,
  contactForm,
  viewingAction,
}: {
  property: Property;
  language: Language;
  /** The search of listings in a place, for the same offer (sale or rent). */
  placeHref: (place: PlaceLink) => string;
  /** The contact form about this listing, shown in the contact card. */
  contactForm?: ReactNode;
  /** The action that asks for a viewing of this listing, shown in the contact card. */
  viewingAction?: ReactNode;
}) {
  const { t: typedT } = useTranslation();
  const t = typedT as unknown as Translate;
  const [viewer, setViewer] = useState<{ images: UploadedFile[]; index: number } | null>(null);

  const images = useMemo(() => galleryImages(property), [property]);
  const sections = useMemo(() => detailSections(property, language, t), [property, language, t]);
  const heading = propertyHeading(property, language, t);
  const description = property.description[language].trim();
  const youTubeId = parseYouTubeId(property.video);
  const location = property.location;
  const setIndex = useCallback(
    (index: number) => setViewer((current) => (current ? { ...current, index } : current)),
    [],
  );

  return (
    <Stack gap="xl">
      <PropertyHeadingSection
        property={property}
        language={language}
        heading={heading}
        placeHref={placeHref}
        t={t}
      />

      <PropertyGallery
        images={images}
        title={heading}
        onOpen={(index) => setViewer({ images, index })}
      />

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <PropertySummarySection property={property} language={language} t={t} />

            {description && (
              <DetailSection id="description" title={t('detail:sections.description')}>
                <Text className={classes.description}>{description}</Text>
              </DetailSection>
            )}

            {sections.map((section) => (
              <DetailSection
                key={section.key}
                id={section.key}
                title={t(`detail:sections.${section.key}`)}
              >
                <DetailFacts rows={section.rows} />
              </DetailSection>
            ))}

            <PropertyInformationSection property={property} t={t} />

            <PropertyPriceHistorySection property={property} language={language} t={t} />

            {property.plans.length > 0 && (
              <DetailSection id="plans" title={t('detail:sections.plans')}>
                <PropertyPlans
                  plans={property.plans}
                  onOpenImage={(files, index) => setViewer({ images: files, index })}
                />
              </DetailSection>
            )}

            {youTubeId && (
              <DetailSection id="video" title={t('detail:sections.video')}>
                <PropertyVideo youTubeId={youTubeId} />
              </DetailSection>
            )}

            {location && (
              <DetailSection id="map" title={t('detail:sections.map')}>
                <PropertyLocationMap location={location} language={language} />
              </DetailSection>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div className={classes.contact}>
            <ContactCard
              propertyNumber={property.property_id}
              form={contactForm}
              viewing={viewingAction}
              listing={{ category: property.category, id: property._id }}
            />
          </div>
        </Grid.Col>
      </Grid>

      <GalleryViewer
        images={viewer?.images ?? []}
        index={viewer?.index ?? null}
        onIndexChange={setIndex}
        onClose={() => setViewer(null)}
        title={heading}
      />
    </Stack>
  );
}

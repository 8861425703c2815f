import type { Language } from '@domus/domain/constants';
import { formatMoney } from '@domus/domain/rules/money';
import { placeName } from '@domus/domain/rules/place-name';
import { parseYouTubeId } from '@domus/domain/rules/youtube';
import type { UploadedFile } from '@domus/domain/schemas/file.schema';
import type { Property } from '@domus/domain/schemas/property.schema';
import { Anchor, Badge, Breadcrumbs, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBath, IconBed, IconRuler2 } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  detailFormat,
  detailSections,
  detailSummary,
  type Translate,
} from '../utils/detail-sections';
import { galleryImages } from '../utils/gallery-images';
import { ContactCard } from './contact-card';
import { DetailFacts } from './detail-facts';
import { DetailSection } from './detail-section';
import { GalleryViewer } from './gallery-viewer';
import { PropertyGallery } from './property-gallery';
import { PropertyLocationMap } from './property-location-map';
import classes from './property-detail.module.css';
import { PropertyPlans } from './property-plans';
import { PropertyVideo } from './property-video';
import { ShareButton } from './share-button';

/** A place of the breadcrumb: the search it links to is built by the page. */
export interface PlaceLink {
  rent: boolean;
  id: string;
  type: 'municipality' | 'zone';
  name: string;
}

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
 * facts, place links, title, number and description, contact card, the sections its category
 * has, plans, video, map and a share link.
 */
export function PropertyDetail({
  property,
  language,
  placeHref,
  contactForm,
}: {
  property: Property;
  language: Language;
  /** The search of listings in a place, for the same offer (sale or rent). */
  placeHref: (place: PlaceLink) => string;
  /** The contact form about this listing, shown in the contact card. */
  contactForm?: ReactNode;
}) {
  const { t: typedT } = useTranslation();
  const t = typedT as unknown as Translate;
  const [viewer, setViewer] = useState<{ images: UploadedFile[]; index: number } | null>(null);

  const images = useMemo(() => galleryImages(property), [property]);
  const sections = useMemo(() => detailSections(property, language, t), [property, language, t]);
  const summary = detailSummary(property);
  const format = detailFormat(language, t);
  const heading = propertyHeading(property, language, t);
  const description = property.description[language].trim();
  // Only categories whose fields have a description of the business carry one.
  const commercialDescription =
    'commercialDescription' in property ? property.commercialDescription : undefined;
  const youTubeId = parseYouTubeId(property.video);
  const location = property.location;
  const setIndex = useCallback(
    (index: number) => setViewer((current) => (current ? { ...current, index } : current)),
    [],
  );

  const crumbs: { href: string; label: string }[] = [];
  if (location?.address.municipalityId) {
    const name = placeName(location.address.municipality, language);
    crumbs.push({
      label: name,
      href: placeHref({
        rent: property.rent,
        id: location.address.municipalityId,
        type: 'municipality',
        name,
      }),
    });
  }
  if (location?.zone?.id) {
    const name = placeName(location.zone.properties.name, language);
    crumbs.push({
      label: name,
      href: placeHref({ rent: property.rent, id: location.zone.id, type: 'zone', name }),
    });
  }

  const price =
    property.price !== null && property.price > 0
      ? formatMoney(property.price, language)
      : t('detail:priceOnRequest');

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        {crumbs.length > 0 && (
          <nav aria-label={t('detail:breadcrumb')}>
            <Breadcrumbs separatorMargin={6}>
              {crumbs.map((crumb) => (
                <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
                  {crumb.label}
                </Anchor>
              ))}
            </Breadcrumbs>
          </nav>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4} className={classes.titleBlock}>
            <Title order={1} size="h2" className={classes.title}>
              {heading}
            </Title>
            <Group gap="xs">
              {/* Filled, as on the listing cards: white on these shades meets AA contrast. (The
                  light variant given a shade paints the badge in that shade, text and all.) */}
              <Badge variant="filled" color={property.rent ? 'teal.9' : 'domus'}>
                {t(`property:values.offer.${property.rent ? 'forRent' : 'forSale'}`)}
              </Badge>
              <Text size="sm" c="dimmed" data-testid="property-number">
                {t('detail:propertyNumber', { number: property.property_id })}
              </Text>
            </Group>
          </Stack>
          <ShareButton title={heading} />
        </Group>
      </Stack>

      <PropertyGallery
        images={images}
        title={heading}
        onOpen={(index) => setViewer({ images, index })}
      />

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="xs" aria-label={t('detail:summary')} component="section">
              <Text component="p" fz={28} fw={700} lh={1.2} m={0} data-testid="property-price">
                {price}
                {property.rent && property.price ? (
                  <Text component="span" fz="md" fw={400} c="dimmed">
                    {' '}
                    {t('detail:perMonth')}
                  </Text>
                ) : null}
              </Text>
              <Group gap="lg">
                {summary.rooms !== null && (
                  <Group gap={6} data-testid="summary-rooms">
                    <IconBed size={20} aria-hidden />
                    <Text>{t('detail:rooms', { count: summary.rooms })}</Text>
                  </Group>
                )}
                {summary.baths !== null && (
                  <Group gap={6} data-testid="summary-baths">
                    <IconBath size={20} aria-hidden />
                    <Text>{t('detail:baths', { count: summary.baths })}</Text>
                  </Group>
                )}
                {summary.area !== null && (
                  <Group gap={6} data-testid="summary-area">
                    <IconRuler2 size={20} aria-hidden />
                    <Text>{format.area(summary.area)}</Text>
                  </Group>
                )}
              </Group>
            </Stack>

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

            {commercialDescription || property.informations || property.cataster ? (
              <DetailSection id="information" title={t('detail:sections.information')}>
                {commercialDescription && (
                  <Stack gap={2}>
                    <Text fw={600}>{t('property:fields.commercialDescription')}</Text>
                    <Text className={classes.description}>{commercialDescription}</Text>
                  </Stack>
                )}
                {property.informations && (
                  <Text className={classes.description}>{property.informations}</Text>
                )}
                {property.cataster && (
                  <Stack gap={2}>
                    <Text fw={600}>{t('property:fields.cataster')}</Text>
                    <Text className={classes.description}>{property.cataster}</Text>
                  </Stack>
                )}
              </DetailSection>
            ) : null}

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

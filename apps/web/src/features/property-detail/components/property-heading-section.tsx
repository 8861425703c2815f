import type { Language } from '@domus/domain/core/constants';
import { placeName } from '@domus/domain/place/place-name';
import type { Property } from '@domus/domain/listing/property.schema';
import { Anchor, Badge, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Translate } from '../utils/detail-sections';
import classes from './property-detail.module.css';
import { ShareButton } from './share-button';
import { FavouriteButton } from '../../../shared/components/favourite-button';

/** A place of the breadcrumb: the search it links to is built by the page. */
export interface PlaceLink {
  rent: boolean;
  id: string;
  type: 'municipality' | 'zone';
  name: string;
}

/** The breadcrumb's places of a listing: its municipality, then its zone. */
function placeCrumbs(
  property: Property,
  language: Language,
  placeHref: (place: PlaceLink) => string,
): { href: string; label: string }[] {
  const location = property.location;
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
  return crumbs;
}

/**
 * The top of a listing's detail page (buyer-side.md §2 Property detail): the place links, the
 * title, the offer badge, the property number and the share button.
 */
export function PropertyHeadingSection({
  property,
  language,
  heading,
  placeHref,
  t,
}: {
  property: Property;
  language: Language;
  heading: string;
  placeHref: (place: PlaceLink) => string;
  t: Translate;
}) {
  const crumbs = placeCrumbs(property, language, placeHref);
  return (
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
        <Group gap="xs" wrap="nowrap">
          <FavouriteButton
            id={property._id}
            name={heading}
            variant="detail"
            className={classes.shareButton}
            labelClassName={classes.shareLabel}
          />
          <ShareButton title={heading} />
        </Group>
      </Group>
    </Stack>
  );
}

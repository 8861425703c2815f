import { CARD_PHOTO } from '@domus/domain/core/image-slots';
import type { Language } from '@domus/domain/core/constants';
import { createListingFormatter, type Translate } from '@domus/domain/format/listing-format';
import { formatMoney } from '@domus/domain/format/money';
import { placeName } from '@domus/domain/place/place-name';
import { sellerName } from '@domus/domain/person/seller-name';
import type { PropertyCard as PropertyCardData } from '@domus/domain/listing/property-card.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import { Badge, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconBath, IconDoor, IconRuler2, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteButton } from '../../../shared/components/favourite-button';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import classes from './property-card.module.css';

/** The detail page of a listing: /property/{category}/{_id}. */
export function propertyHref(card: Pick<PropertyCardData, 'category' | '_id'>): string {
  return listingHref(card.category, card._id);
}

/** The listing's title in `language`, else in the other languages as the site falls back. */
function ownTitle(title: PropertyCardData['title'], language: Language): string {
  for (const lang of [language, 'it', 'de', 'en'] as const) {
    const value = title[lang]?.trim();
    if (value) return value;
  }
  return '';
}

/**
 * A listing in short (seller-side.md §2 Property card): photo 300x250, client name (only staff
 * receive it), property number, type, municipality and zone, rooms, baths and area with their
 * icons, rent or sale, price in EUR (per month when renting). The whole card is one link to
 * the detail page; its text, type and place first, is the link's name.
 */
export function PropertyCard({
  card,
  language,
  priority = false,
  headingLevel = 3,
  href,
  titled = false,
  favourite = false,
}: {
  card: PropertyCardData;
  /**
   * Whether the favourites' heart shows over the photo (issue 34 point 3): beside the card's
   * link, not in it, as a button may not sit inside a link.
   */
  favourite?: boolean;
  language: Language;
  /**
   * Where the card leads instead of the detail page: a page of another application (the admin
   * application's queue for an unconfirmed listing), opened with a full page load.
   */
  href?: string;
  /** The first card above the fold loads its photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether the listing's own title heads the card, the type moving beside the place: a seller
   * knows a listing by the title given it, not by type and number (issue 30 point 12).
   */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const typeName = card.type.name[language];
  const municipality = card.location.municipality
    ? placeName(card.location.municipality.name, language)
    : '';
  const zone = card.location.zone ? placeName(card.location.zone.name, language) : '';
  const place = zone && zone !== municipality ? `${municipality} – ${zone}` : municipality;
  const deal = t(card.rent ? 'properties.card.rent' : 'properties.card.sale');
  const price =
    card.price === null ? t('properties.card.priceOnRequest') : formatMoney(card.price, language);
  const perMonth = card.rent && card.price !== null ? t('properties.card.perMonth') : '';
  // For 30 days after a cut, the price before it, struck through (issue 34 point 4).
  const reducedFrom =
    card.priceReducedFrom === null ? null : formatMoney(card.priceReducedFrom, language);
  const number = t('properties.card.number', { number: card.property_id });
  const owner = card.owner && sellerName(card.owner);
  // The one listing formatter, as the detail page and the alert mail format areas.
  const area =
    card.area === null
      ? null
      : createListingFormatter(language, t as unknown as Translate).area(Math.round(card.area));

  const facts = [
    card.rooms !== null && {
      key: 'rooms',
      icon: <IconDoor size={18} stroke={1.6} aria-hidden />,
      value: String(card.rooms),
      label: t('properties.card.rooms', { value: card.rooms }),
    },
    card.baths !== null && {
      key: 'baths',
      icon: <IconBath size={18} stroke={1.6} aria-hidden />,
      value: String(card.baths),
      label: t('properties.card.baths', { value: card.baths }),
    },
    area !== null && {
      key: 'area',
      icon: <IconRuler2 size={18} stroke={1.6} aria-hidden />,
      value: area,
      label: t('properties.card.area', { value: area }),
    },
  ].filter((fact) => fact !== false);

  const Heading = `h${headingLevel}` as const;
  const title = titled ? ownTitle(card.title, language) : '';

  const link = (
    <Link
      to={href ?? propertyHref(card)}
      reloadDocument={href !== undefined}
      className={classes.card}
    >
      <div className={classes.photo}>
        <ResponsiveImage
          image={card.image}
          alt=""
          variants={CARD_PHOTO.renditions}
          sizes={CARD_PHOTO.sizes}
          aspectRatio={300 / 250}
          priority={priority}
        />
      </div>
      {/* Read in this order, the card's text is the link's name: type and place first. */}
      <div className={classes.body}>
        <Heading className={classes.type}>{title || typeName}</Heading>
        <div className={classes.place}>
          {title ? [typeName, place].filter(Boolean).join(' · ') : place}
        </div>
        <div className={classes.meta}>
          <span>{number}</span>
          {owner && (
            <span>
              <IconUser size={14} aria-hidden /> {owner}
            </span>
          )}
        </div>
        {facts.length > 0 && (
          <ul className={classes.facts}>
            {facts.map((fact) => (
              <li key={fact.key} title={fact.label}>
                {fact.icon}
                <VisuallyHidden>{fact.label}</VisuallyHidden>
                <span aria-hidden>{fact.value}</span>
              </li>
            ))}
          </ul>
        )}
        {reducedFrom !== null && (
          <div className={classes.reduced}>
            <span className={classes.reducedLabel}>{t('properties.card.reduced')}</span>{' '}
            <s>
              <VisuallyHidden>{t('properties.card.before')} </VisuallyHidden>
              {reducedFrom}
            </s>
          </div>
        )}
        <div className={classes.price}>
          {price}
          {perMonth && <span className={classes.perMonth}> {perMonth}</span>}
        </div>
        {/* teal.9: white small text on teal's default shade falls below AA contrast (3.9:1). */}
        <Badge className={classes.deal} color={card.rent ? 'teal.9' : 'domus'} variant="filled">
          {deal}
        </Badge>
      </div>
    </Link>
  );
  if (!favourite) return link;
  return (
    <div className={classes.withAction}>
      {link}
      <FavouriteButton
        id={card._id}
        name={[title || typeName, number, place].filter(Boolean).join(', ')}
        variant="card"
        className={classes.favourite}
      />
    </div>
  );
}

/** A card's stand-in while listings load, of the same size so that nothing moves. */
export function PropertyCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: '300 / 250' }} />
      <div className={classes.skeletonBody}>
        <Skeleton height={12} width="30%" />
        <Skeleton height={20} width="60%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={16} width="50%" />
        <Skeleton height={26} width="45%" mt="xs" />
      </div>
    </div>
  );
}

/** Cards in a responsive grid, as a list named `label`. */
export function PropertyCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** `count` card skeletons in the grid, for a list that is loading. */
export function PropertyCardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className={classes.grid} role="status" aria-label={label} aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <PropertyCardSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * The head of a property page (issue 3 §7): the listing's own title and description, its main
 * photo for link previews and to fetch first, and a schema.org RealEstateListing.
 */
import { agencyConfig } from '../core/agency.config.ts';
import { CURRENCY, LANGUAGES, type Language } from '../core/constants.ts';
import { listingPlaceName, placeName, type PlaceNameSet } from '../place/place-name.ts';
import { listingHref } from '../core/web-routes.ts';
import {
  absoluteUrl,
  type HeadContext,
  localizedUrl,
  mainImagePreloads,
  type PageHead,
  pageTitle,
  type PhotoVariants,
  summarize,
} from './page-head.ts';

/** A text in each interface language. */
type Texts = Record<Language, string>;

/** What a property page's head tells search engines and link previews about one listing. */
export type ListingHeadData = {
  id: string;
  propertyNumber: number;
  category: string;
  rent: boolean;
  price: number | null;
  title: Texts;
  description: Texts;
  typeName: Texts;
  municipality: { nameIt: string; nameDe: string } | null;
  zone: { nameIt: string | null; nameDe: string | null } | null;
  point: { x: number; y: number } | null;
  approximate: boolean;
  area: number | null;
  rooms: number | null;
  baths: number | null;
  createdAt: Date;
  /** The listing's last change: the version its rendered page is kept for. */
  updatedAt: Date;
  /** Renditions of the listing's images, the main image first. */
  images: PhotoVariants[];
};

/** A place's names as the domain's place-name rules read them. */
function namesOf(place: { nameIt: string | null; nameDe: string | null }): PlaceNameSet {
  return { it: place.nameIt, de: place.nameDe };
}

/** The offer of a listing with a price: sale or monthly rent, by the agency. */
function offerOf(listing: ListingHeadData, price: number, publicUrl: string) {
  const currency = { price, priceCurrency: CURRENCY };
  return {
    '@type': 'Offer',
    ...currency,
    availability: 'https://schema.org/InStock',
    businessFunction: listing.rent
      ? 'http://purl.org/goodrelations/v1#LeaseOut'
      : 'http://purl.org/goodrelations/v1#Sell',
    ...(listing.rent
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            ...currency,
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        }
      : {}),
    seller: {
      '@type': 'RealEstateAgent',
      name: agencyConfig.name,
      telephone: agencyConfig.phoneE164,
      email: agencyConfig.email,
      url: publicUrl,
    },
  };
}

/** Where the listing is: its place's name, address and, shown approximately, rounded position. */
function locationOf(listing: ListingHeadData, lang: Language, placeText: string, region: string) {
  const municipality = listing.municipality ? placeName(namesOf(listing.municipality), lang) : '';
  // About a kilometre for a listing shown only approximately.
  const round = (n: number) => (listing.approximate ? Math.round(n * 100) / 100 : n);
  return {
    '@type': 'Place',
    ...(placeText ? { name: placeText } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(municipality ? { addressLocality: municipality } : {}),
      addressRegion: region,
      addressCountry: 'IT',
    },
    ...(listing.point
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: round(listing.point.y),
            longitude: round(listing.point.x),
          },
        }
      : {}),
  };
}

/** The head of a listing's page in `lang`. */
export function listingHead(
  listing: ListingHeadData,
  lang: Language,
  { publicUrl, t, fileUrl }: HeadContext,
): PageHead {
  const path = listingHref(listing.category, listing.id);
  const canonical = localizedUrl(publicUrl, path, lang);
  const typeName = listing.typeName[lang] || listing.typeName.it;
  const placeText = listingPlaceName(
    {
      municipality: listing.municipality && namesOf(listing.municipality),
      zone: listing.zone && namesOf(listing.zone),
    },
    lang,
  );
  const fallback = t(lang, listing.rent ? 'seo.listingRent' : 'seo.listingSale', {
    type: typeName,
    place: placeText || t(lang, 'seo.region'),
  });
  const title = (listing.title[lang] || listing.title.it || '').trim() || fallback;
  const ownDescription = (listing.description[lang] || listing.description.it || '').trim();
  const description = summarize(ownDescription || fallback);
  const images = listing.images
    .map((v) => v.full ?? v.gallery)
    .filter((v) => v !== undefined)
    .map((v) => ({
      url: absoluteUrl(publicUrl, fileUrl(v.jpeg)),
      width: v.width,
      height: v.height,
    }));
  const main = images[0];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url: canonical,
    inLanguage: lang,
    identifier: String(listing.propertyNumber),
    datePosted: listing.createdAt.toISOString(),
    dateModified: listing.updatedAt.toISOString(),
    ...(images.length > 0 ? { image: images.map((i) => i.url) } : {}),
    ...(listing.price !== null ? { offers: offerOf(listing, listing.price, publicUrl) } : {}),
    contentLocation: locationOf(listing, lang, placeText, t(lang, 'seo.region')),
    ...(listing.area !== null
      ? { floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' } }
      : {}),
  };
  return {
    lang,
    title: pageTitle(title),
    description,
    canonical,
    alternates: LANGUAGES.map((l) => ({ lang: l, url: localizedUrl(publicUrl, path, l) })),
    openGraph: { type: 'website', image: main ? { ...main, alt: title } : undefined },
    jsonLd,
    imagePreloads: mainImagePreloads(listing.images[0], fileUrl),
  };
}

/**
 * The immobiliare.it feed of the current database (issue 32 point 2): the published listings
 * read a page at a time through the listing module, their pictures as public URLs, and the
 * withdrawn listings as delete entries. Streamed: memory holds one page, not the export.
 */
import type { Category, Subtype } from '@domus/domain/core/constants';
import type { FeedListing } from '@domus/domain/feeds/feed-listing';
import { propertyLocationSchema } from '@domus/domain/place/location.schema';
import { municipalityPostalCode } from '@domus/domain/place/postal-codes';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  findFeedListingPage,
  findWithdrawnListings,
  type FeedListingRow,
} from '../properties/listing-queries.ts';
import {
  immobiliareFeedChunks,
  type FeedPublisher,
  type FeedSkip,
} from './immobiliare-feed.builder.ts';

/** Listings per database page: large enough for few round trips, small enough for memory. */
const PAGE = 500;

/**
 * The postal code and coordinates of a stored location, where it has them. A location without a
 * postal code (the built-in geocoder gave none before it knew the municipalities' codes) takes
 * its municipality's main one, which the portals that require a code accept (issue 32 point 2).
 */
function locationFigures(
  location: unknown,
  municipalityId: string | null,
): Pick<FeedListing, 'postalCode' | 'latitude' | 'longitude'> {
  const parsed = propertyLocationSchema.safeParse(location);
  const postalCode =
    (parsed.success ? parsed.data.address.postalCode : undefined) ||
    (municipalityId ? municipalityPostalCode(municipalityId) : undefined);
  return {
    ...(postalCode ? { postalCode } : {}),
    ...(parsed.success
      ? { latitude: parsed.data.coordinates.lat, longitude: parsed.data.coordinates.lng }
      : {}),
  };
}

/** A listing row in the feed's terms, its pictures by their public URL. */
export function toFeedListing(row: FeedListingRow, fileUrl: (key: string) => string): FeedListing {
  const text = (language: 'it' | 'de' | 'en') =>
    row.description[language]?.trim()
      ? { title: row.title[language] || undefined, text: row.description[language] }
      : undefined;
  const descriptions: FeedListing['descriptions'] = {};
  for (const language of ['it', 'de', 'en'] as const) {
    const value = text(language);
    if (value) descriptions[language] = value.title ? value : { text: value.text };
  }
  return {
    id: String(row.propertyNumber),
    listingId: row.id,
    category: row.category as Category,
    subtype: row.subtype as Subtype,
    rent: row.rent,
    price: row.price,
    details: {
      ...row.details,
      ...(row.energyConsumption !== null ? { energyConsumption: row.energyConsumption } : {}),
    },
    municipality: {
      name: row.municipalityIt ?? '',
      ...(row.municipalityDe ? { nameDe: row.municipalityDe } : {}),
      istatCode: row.municipalityId,
    },
    address: {
      street: row.street ?? '',
      streetNumber: row.streetNumber ?? '',
      approximate: row.approximate,
    },
    ...locationFigures(row.location, row.municipalityId),
    pictures: row.pictureKeys.map(fileUrl),
    images: row.images.map((file) => ({ ...file, url: fileUrl(file.key) })),
    plans: row.plans.map((file) => ({ ...file, url: fileUrl(file.key) })),
    descriptions,
    ...(row.submittedAt ? { createdAt: row.submittedAt } : {}),
    updatedAt: row.updatedAt,
  };
}

async function* publishedListings(
  db: Executor,
  fileUrl: (key: string) => string,
): AsyncGenerator<FeedListing> {
  let after: string | null = null;
  for (;;) {
    const page = await findFeedListingPage(db, after, PAGE);
    for (const row of page) yield toFeedListing(row, fileUrl);
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

/**
 * The whole feed as chunks of text.
 * @param db the database
 * @param storage where the pictures are, for their public URLs
 * @param publisher the agency as the feed names it
 * @param onSkip told each listing the portal would refuse, with the reasons
 */
export async function* immobiliareFeedOfDatabase(
  db: Executor,
  storage: Pick<FileStorage, 'url'>,
  publisher: FeedPublisher,
  onSkip?: (skip: FeedSkip) => void,
): AsyncGenerator<string> {
  const fileUrl = (key: string) => storage.url(key);
  // The unique-id is the agency's property number, which staff and buyers quote.
  const removals = (await findWithdrawnListings(db)).map((row) => ({
    id: String(row.propertyNumber),
    removedAt: row.withdrawnAt,
  }));
  yield* immobiliareFeedChunks(publishedListings(db, fileUrl), {
    publisher,
    removals,
    ...(onSkip ? { onSkip } : {}),
  });
}

/**
 * The public pages' listing queries (issue 31 point 1): a published listing with what its page's
 * head shows, the count and the keyset pages of published listings the sitemap lists, and the
 * newest change among them. The server-rendered pages and the sitemap read them through
 * listing-queries.ts.
 */
import { and, asc, count, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, municipalities, properties, propertyTypes, zones } from '../../db/schema.ts';
import type { StoredVariants } from '../files/files.service.ts';
import type { ListingHeadData } from '@domus/domain/pages/listing-head';
import { publishedSql } from './listing-visibility.sql.ts';

/** What a property page's head tells search engines and link previews about one listing. */
export type PublicListing = ListingHeadData;

/** The confirmed listing `id` of `category`: the only listings a public page shows. */
function isPublicListing(category: string, id: string) {
  return and(eq(properties.id, id), eq(properties.category, category), publishedSql());
}

/**
 * The version of a confirmed listing of `category` (its last change), undefined for an unknown or
 * unconfirmed one: all a kept page of it needs to be sent again (issue 31 point 3).
 */
export async function publicListingVersion(
  db: Database,
  category: string,
  id: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ updatedAt: properties.updatedAt })
    .from(properties)
    .where(isPublicListing(category, id));
  return row?.updatedAt;
}

/**
 * A confirmed listing of `category` with its type, place names and images; undefined for an
 * unknown or unconfirmed one. Only what a public page may show is read, in one statement. Its
 * `updatedAt` is the version the rendered page is kept for: the page's one read of the listing
 * gives its version and its head (issue 31 point 3).
 */
export async function findPublicListing(
  db: Database,
  category: string,
  id: string,
): Promise<PublicListing | undefined> {
  // The first ten images by position, the main one put first, in the same statement.
  const ranked = sql`select ${files.variants} as variants, ${files.id} = ${properties.mainImageId} as main,
    row_number() over (order by ${files.position}, ${files.createdAt}) as rank
    from ${files} where ${files.propertyId} = ${properties.id} and ${files.kind} = 'image'
    order by ${files.position}, ${files.createdAt} limit 10`;
  const [row] = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      category: properties.category,
      rent: properties.rent,
      price: properties.price,
      title: properties.title,
      description: properties.description,
      typeName: propertyTypes.name,
      municipalityIt: municipalities.nameIt,
      municipalityDe: municipalities.nameDe,
      zoneIt: zones.nameIt,
      zoneDe: zones.nameDe,
      zoneId: zones.id,
      point: properties.point,
      approximate: properties.approximate,
      area: properties.area,
      rooms: properties.roomTotal,
      baths: properties.bathTotal,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      images: sql<
        StoredVariants[]
      >`(select coalesce(json_agg(i.variants order by i.main desc, i.rank), '[]'::json) from (${ranked}) i)`,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(zones, eq(zones.id, properties.zoneId))
    .where(isPublicListing(category, id))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    propertyNumber: row.propertyNumber,
    category: row.category,
    rent: row.rent,
    price: row.price,
    title: row.title,
    description: row.description,
    typeName: row.typeName,
    municipality:
      row.municipalityIt !== null && row.municipalityDe !== null
        ? { nameIt: row.municipalityIt, nameDe: row.municipalityDe }
        : null,
    zone: row.zoneId !== null ? { nameIt: row.zoneIt, nameDe: row.zoneDe } : null,
    point: row.point,
    approximate: row.approximate,
    area: row.area,
    rooms: row.rooms,
    baths: row.baths,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    images:
      typeof row.images === 'string' ? (JSON.parse(row.images) as StoredVariants[]) : row.images,
  };
}

/** One confirmed listing as the sitemap names it. */
export type SitemapListing = { id: string; category: string; updatedAt: Date };

/** The number of confirmed listings. */
export async function countPublicListings(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(publishedSql());
  return Number(row?.n ?? 0);
}

/**
 * Confirmed listings in id order, `limit` of them, starting after `afterId` (or at `fromId`
 * inclusive, or at the start): keyset paging, so a page costs the same at any depth.
 */
export function publicListingsPage(
  db: Database,
  options: { afterId?: string; fromId?: string; limit: number },
): Promise<SitemapListing[]> {
  const conditions: SQL[] = [publishedSql()];
  if (options.afterId) conditions.push(gt(properties.id, options.afterId));
  if (options.fromId) conditions.push(gte(properties.id, options.fromId));
  return db
    .select({ id: properties.id, category: properties.category, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(...conditions))
    .orderBy(asc(properties.id))
    .limit(options.limit);
}

/** The id of the `offset`-th confirmed listing in id order (0-based), where a sitemap file starts. */
export async function publicListingIdAt(db: Database, offset: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(publishedSql())
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(1);
  return row?.id;
}

/** The newest change among confirmed listings, for the sitemap index. */
export async function lastListingChange(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${properties.updatedAt})` })
    .from(properties)
    .where(publishedSql());
  return row?.at ? new Date(row.at) : undefined;
}

import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  streets,
  zones,
} from '../../db/schema.ts';

/** The filters of a search as the repository applies them (ids already resolved). */
export type SearchCriteria = {
  rent: boolean;
  category: string | null;
  /** Type ids the listing's type must be one of; null for any. */
  typeIds: string[] | null;
  municipalityId: string | null;
  zoneId: string | null;
  /** Street names (lower case) within `municipalityId` or anywhere when that is null. */
  streetNames: string[] | null;
  minRooms: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
};

/** Orders of the results. */
export type SearchOrder = 'newest' | 'price_asc' | 'price_desc' | 'area';

/**
 * The columns of one card: the listing and its main image. Type and place names come from the
 * small, unchanging tables the service keeps in memory, which keeps the statement to one join.
 */
const cardColumns = {
  id: properties.id,
  propertyNumber: properties.propertyNumber,
  category: properties.category,
  typeId: properties.typeId,
  rent: properties.rent,
  price: properties.price,
  title: properties.title,
  area: properties.area,
  roomTotal: properties.roomTotal,
  bathTotal: properties.bathTotal,
  bedrooms: properties.bedrooms,
  createdAt: properties.createdAt,
  municipalityId: properties.municipalityId,
  zoneId: properties.zoneId,
  imageId: files.id,
  imageName: files.name,
  imageKind: files.kind,
  imageMime: files.mime,
  imageKey: files.storageKey,
  imageVariants: files.variants,
  imageWidth: files.width,
  imageHeight: files.height,
};

function searchConditions(c: SearchCriteria): SQL[] {
  // `is_confirmed` is written as it stands in the partial indexes' predicate, not as a
  // parameter, so that every plan may use them.
  const where: SQL[] = [sql`${properties.isConfirmed}`, eq(properties.rent, c.rent)];
  if (c.category) where.push(eq(properties.category, c.category));
  if (c.typeIds) {
    where.push(
      c.typeIds.length === 1
        ? eq(properties.typeId, c.typeIds[0]!)
        : inArray(properties.typeId, c.typeIds),
    );
  }
  if (c.municipalityId) where.push(eq(properties.municipalityId, c.municipalityId));
  if (c.zoneId) where.push(eq(properties.zoneId, c.zoneId));
  if (c.streetNames) {
    where.push(inArray(sql`lower(${properties.street})`, c.streetNames));
  }
  if (c.minRooms !== null) where.push(gte(properties.roomTotal, c.minRooms));
  if (c.budgetMin !== null) where.push(gte(properties.price, c.budgetMin));
  if (c.budgetMax !== null) where.push(lte(properties.price, c.budgetMax));
  return where;
}

// Orders name their NULLS placement as the indexes do, so that an index gives the order.
function orderOf(order: SearchOrder): SQL[] {
  const newest = sql`${properties.createdAt} desc nulls last`;
  switch (order) {
    case 'price_asc':
      return [sql`${properties.price} asc nulls last`, newest];
    case 'price_desc':
      return [sql`${properties.price} desc nulls last`, newest];
    case 'area':
      return [sql`${properties.area} desc nulls last`, newest];
    default:
      return [newest, desc(properties.id)];
  }
}

/** One card row: the listing, its type, municipality, zone and main image. */
export type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

function cardQuery(db: Database) {
  return db
    .select(cardColumns)
    .from(properties)
    .leftJoin(files, eq(files.id, properties.mainImageId));
}

/** One page of confirmed listings matching `criteria`, as card rows. */
export async function findCardPage(
  db: Database,
  criteria: SearchCriteria,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const query = cardQuery(db)
    .where(and(...searchConditions(criteria)))
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset);
  return query.prepare(statementName('card', query.toSQL().sql)).execute();
}

/**
 * A name for a statement text. PostgreSQL keeps a named statement per connection, so a search
 * of the same shape skips parsing and, once its plan is cached, planning, which for these
 * queries costs more than running them.
 */
function statementName(kind: string, text: string): string {
  return `${kind}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/** How many confirmed listings match `criteria`. */
export async function countMatching(db: Database, criteria: SearchCriteria): Promise<number> {
  const query = db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...searchConditions(criteria)));
  const [row] = await query.prepare(statementName('count', query.toSQL().sql)).execute();
  return row?.total ?? 0;
}

/** The newest confirmed listings of a category, as card rows. */
export async function findNewestCards(
  db: Database,
  category: string,
  limit: number,
): Promise<CardRow[]> {
  return cardQuery(db)
    .where(and(sql`${properties.isConfirmed}`, eq(properties.category, category)))
    .orderBy(sql`${properties.createdAt} desc nulls last`, desc(properties.id))
    .limit(limit);
}

/** Every property type (a handful of rows; the search resolves codes with them). */
export function findAllTypes(db: Database) {
  return db
    .select({
      id: propertyTypes.id,
      code: propertyTypes.code,
      category: propertyTypes.category,
      name: propertyTypes.name,
    })
    .from(propertyTypes);
}

/** The names of every municipality and zone (about a thousand rows). */
export async function findPlaceNames(db: Database) {
  const [municipalityRows, zoneRows] = await Promise.all([
    db
      .select({
        id: municipalities.id,
        nameIt: municipalities.nameIt,
        nameDe: municipalities.nameDe,
        nameLld: municipalities.nameLld,
      })
      .from(municipalities),
    db
      .select({ id: zones.id, nameIt: zones.nameIt, nameDe: zones.nameDe, nameLld: zones.nameLld })
      .from(zones),
  ]);
  return { municipalities: municipalityRows, zones: zoneRows };
}

/** A street of the gazetteer: its municipality and names. */
export async function findStreet(db: Database, id: string) {
  const [row] = await db
    .select({
      municipalityId: streets.municipalityId,
      nameIt: streets.nameIt,
      nameDe: streets.nameDe,
    })
    .from(streets)
    .where(eq(streets.id, id));
  return row;
}

/** One property with its type, places and the owner's account, or undefined. */
export async function findPropertyRow(db: Database, id: string) {
  const [row] = await db
    .select({
      property: properties,
      type: propertyTypes,
      municipality: {
        id: municipalities.id,
        nameIt: municipalities.nameIt,
        nameDe: municipalities.nameDe,
        nameLld: municipalities.nameLld,
      },
      zone: { id: zones.id, nameIt: zones.nameIt, nameDe: zones.nameDe, nameLld: zones.nameLld },
      owner: {
        id: sellers.id,
        accountId: sellers.accountId,
        name: sellers.name,
        familyName: sellers.familyName,
        companyName: sellers.companyName,
        email: sellers.email,
        tel: sellers.tel,
        sellerType: sellers.sellerType,
      },
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .leftJoin(zones, eq(zones.id, properties.zoneId))
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(properties.id, id));
  return row;
}

/** A property row with its joins as {@link findPropertyRow} answers it. */
export type PropertyDetailRow = NonNullable<Awaited<ReturnType<typeof findPropertyRow>>>;

/** The images and plans of one property, in their order. */
export function findPropertyFiles(db: Database, propertyId: string) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.propertyId, propertyId), isNotNull(files.kind)))
    .orderBy(asc(files.kind), asc(files.position));
}

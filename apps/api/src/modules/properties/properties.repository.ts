import type { SearchSort } from '@domus/domain/search/search-query';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { inChunks } from '../../db/chunked.ts';
import {
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  streets,
  zones,
} from '../../db/schema.ts';
import {
  awaitingConfirmationSql,
  publishedSql,
  submittedOrOwnSql,
} from './listing-visibility.sql.ts';
import { listingEventsJsonSql } from './listing-events.sql.ts';

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
  /**
   * A drawn area as GeoJSON text, already checked (issue 34 point 2): listings whose point it
   * covers, the edge included, as a saved search's drawn zone matches (saved-search.ts).
   */
  shape: string | null;
  minRooms: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
};

/** Orders of the results, as the search query names them. */
export type SearchOrder = SearchSort;

/** The picture columns of a card: its main image, or the first image (findFirstImages). */
export const imageColumns = {
  imageId: files.id,
  imageName: files.name,
  imageKind: files.kind,
  imageMime: files.mime,
  imageKey: files.storageKey,
  imageVariants: files.variants,
  imageWidth: files.width,
  imageHeight: files.height,
};

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
  priceReducedFrom: properties.priceReducedFrom,
  priceReducedAt: properties.priceReducedAt,
  isConfirmed: properties.isConfirmed,
  isDraft: properties.isDraft,
  withdrawnAt: properties.withdrawnAt,
  ownerId: properties.ownerId,
  municipalityId: properties.municipalityId,
  zoneId: properties.zoneId,
  ...imageColumns,
};

/**
 * The conditions of a search with placeholders for its values, and those values: searches of
 * the same shape (the same filters given, whatever their values) share one statement text.
 */
function searchConditions(
  c: SearchCriteria,
  inline = false,
): {
  where: SQL[];
  values: Record<string, unknown>;
  shape: string;
} {
  const values: Record<string, unknown> = { rent: c.rent };
  const shape: string[] = [];
  const value = <T>(name: string, v: T): T | ReturnType<typeof sql.placeholder> => {
    values[name] = v;
    return inline ? v : sql.placeholder(name);
  };
  // Published as the partial indexes' predicate says it, so that every plan may use them.
  const where: SQL[] = [publishedSql(), eq(properties.rent, value('rent', c.rent))];
  if (c.category) {
    where.push(eq(properties.category, value('category', c.category)));
    shape.push('c');
  }
  if (c.typeIds) {
    where.push(
      inArray(
        properties.typeId,
        c.typeIds.map((id, i) => value(`type${i}`, id)),
      ),
    );
    shape.push(`t${c.typeIds.length}`);
  }
  if (c.municipalityId) {
    where.push(eq(properties.municipalityId, value('municipality', c.municipalityId)));
    shape.push('m');
  }
  if (c.zoneId) {
    where.push(eq(properties.zoneId, value('zone', c.zoneId)));
    shape.push('z');
  }
  if (c.streetNames) {
    where.push(
      inArray(
        sql`lower(${properties.street})`,
        c.streetNames.map((name, i) => value(`street${i}`, name)),
      ),
    );
    shape.push(`s${c.streetNames.length}`);
  }
  if (c.shape) {
    // The GiST index on the point answers it; the text cast picks the one overload. The area is
    // a subquery so that it is read from its GeoJSON once per statement: as a plain expression
    // of the parameter a generic plan parsed it again for every row it filtered.
    where.push(
      sql`ST_CoveredBy(${properties.point}, (select ST_SetSRID(ST_GeomFromGeoJSON(${value('shape', c.shape)}::text), 4326)))`,
    );
    shape.push('g');
  }
  if (c.minRooms !== null) {
    where.push(gte(properties.roomTotal, value('rooms', c.minRooms)));
    shape.push('r');
  }
  if (c.budgetMin !== null) {
    where.push(gte(properties.price, value('budgetMin', c.budgetMin)));
    shape.push('b');
  }
  if (c.budgetMax !== null) {
    where.push(lte(properties.price, value('budgetMax', c.budgetMax)));
    shape.push('B');
  }
  return { where, values, shape: shape.join('') };
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

function cardQuery(db: Executor) {
  return db
    .select(cardColumns)
    .from(properties)
    .leftJoin(files, eq(files.id, properties.mainImageId));
}

type CardStatement = { execute: (values: Record<string, unknown>) => Promise<CardRow[]> };
type CountStatement = {
  execute: (values: Record<string, unknown>) => Promise<{ total: number }[]>;
};

/**
 * Prepared statements by search shape, per database. Building a query costs the server about as
 * much as PostgreSQL spends running it; a named statement is also parsed once per connection.
 * There are a few hundred shapes at most.
 */
const statements = new WeakMap<Database, Map<string, CardStatement | CountStatement>>();

function statementFor<S>(db: Database, key: string, build: () => S): S {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map<string, CardStatement | CountStatement>()));
  let statement = byShape.get(key) as S | undefined;
  if (!statement) {
    statement = build();
    byShape.set(key, statement as CardStatement | CountStatement);
  }
  return statement;
}

/**
 * Whether a search limits the price. Such searches are planned afresh each time: a cached plan
 * cannot know how wide the price range is and takes the price index for a narrow one, which for
 * a wide range reads a thousand rows where walking the newest first reads a few dozen.
 */
function hasBudget(criteria: SearchCriteria): boolean {
  return criteria.budgetMin !== null || criteria.budgetMax !== null;
}

/** One page of confirmed listings matching `criteria`, as card rows. */
export async function findCardPage(
  db: Database,
  criteria: SearchCriteria,
  order: SearchOrder,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  if (hasBudget(criteria)) {
    const { where } = searchConditions(criteria, true);
    return cardQuery(db)
      .where(and(...where))
      .orderBy(...orderOf(order))
      .limit(limit)
      .offset(offset);
  }
  const { where, values, shape } = searchConditions(criteria);
  const name = `card_${order}_${shape}`;
  const statement = statementFor<CardStatement>(db, name, () =>
    cardQuery(db)
      .where(and(...where))
      .orderBy(...orderOf(order))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return statement.execute({ ...values, limit, offset });
}

/** How many confirmed listings match `criteria`. */
export async function countMatching(db: Database, criteria: SearchCriteria): Promise<number> {
  const { where, values, shape } = searchConditions(criteria);
  const name = `count_${shape}`;
  const statement = statementFor<CountStatement>(db, name, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(...where))
      .prepare(name),
  );
  const [row] = await statement.execute(values);
  return row?.total ?? 0;
}

/** The newest confirmed listings of a category, as card rows. */
export async function findNewestCards(
  db: Database,
  category: string,
  limit: number,
): Promise<CardRow[]> {
  return cardQuery(db)
    .where(and(publishedSql(), eq(properties.category, category)))
    .orderBy(sql`${properties.createdAt} desc nulls last`, desc(properties.id))
    .limit(limit);
}

/** The picture columns of a card row. */
export type CardImage = Pick<CardRow, keyof typeof imageColumns>;

/**
 * The first image of each of the listings `ids` that has one (by position), as card columns:
 * the picture of a card whose listing has no main image yet. Only the account page's few cards
 * ask, so every image of those listings is read and the first kept.
 */
export async function findFirstImages(
  db: Executor,
  ids: string[],
): Promise<Map<string, CardImage>> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .select({ propertyId: files.propertyId, ...imageColumns })
      .from(files)
      .where(and(inArray(files.propertyId, chunk), eq(files.kind, 'image')))
      .orderBy(files.propertyId, asc(files.position), asc(files.id)),
  );
  const first = new Map<string, CardImage>();
  for (const { propertyId, ...image } of rows) {
    if (propertyId && !first.has(propertyId)) first.set(propertyId, image);
  }
  return first;
}

/** The card rows of the listings `ids` (in no particular order), in the database or a transaction. */
export function findCardsByIds(db: Executor, ids: string[]): Promise<CardRow[]> {
  return inChunks(ids, (chunk) => cardQuery(db).where(inArray(properties.id, chunk)));
}

/**
 * The card rows of the published listings among `ids` (in no particular order): the favourites
 * page's cards, which anyone may ask for (issue 34 point 3).
 */
export function findPublishedCardsByIds(db: Executor, ids: string[]): Promise<CardRow[]> {
  return inChunks(ids, (chunk) =>
    cardQuery(db).where(and(inArray(properties.id, chunk), publishedSql())),
  );
}

/**
 * The listings of the sellers of an account, confirmed or not, drafts included, newest first
 * (buyer-side.md §2 Account page: a website user's own listings).
 */
export function findCardsOfOwnerAccount(db: Database, accountId: string): Promise<CardRow[]> {
  return cardQuery(db)
    .innerJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(sellers.accountId, accountId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

/**
 * The drafts an account began, newest first: staff save drafts for their customers, whose
 * listings they are, and continue them from their own account page.
 */
export function findDraftCardsCreatedBy(db: Database, accountId: string): Promise<CardRow[]> {
  return cardQuery(db)
    .where(and(sql`${properties.isDraft}`, eq(properties.createdById, accountId)))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

/**
 * The newest listings, confirmed or not (the admins' "new properties"), with no drafts but the
 * admin's own: another's draft is not yet offered to the agency.
 */
export function findNewestCardsOfAnyState(
  db: Database,
  accountId: string,
  limit: number,
): Promise<CardRow[]> {
  return cardQuery(db)
    .where(submittedOrOwnSql(db, accountId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/**
 * The listings waiting for confirmation, newest first; drafts are not waiting yet, and withdrawn
 * listings no longer.
 */
export function findUnconfirmedCards(db: Database, limit: number): Promise<CardRow[]> {
  return cardQuery(db)
    .where(awaitingConfirmationSql())
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/** The names of the owners of cards, for staff. */
export function findOwnerNames(db: Executor, sellerIds: string[]) {
  if (!sellerIds.length) return Promise.resolve([]);
  return db
    .select({
      id: sellers.id,
      name: sellers.name,
      familyName: sellers.familyName,
      companyName: sellers.companyName,
    })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
}

/**
 * Deletes a listing, in the caller's transaction. Its matches go with it; its files stay stored
 * and are only detached (demo listings share image files), as the files' foreign key says.
 */
export async function deletePropertyRow(db: Executor, id: string): Promise<boolean> {
  await db.update(files).set({ propertyId: null }).where(eq(files.propertyId, id));
  const deleted = await db
    .delete(properties)
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return deleted.length > 0;
}

/** Every property type (a handful of rows; the search resolves codes with them). */
export function findAllTypes(db: Executor) {
  return db
    .select({
      id: propertyTypes.id,
      code: propertyTypes.code,
      category: propertyTypes.category,
      name: propertyTypes.name,
    })
    .from(propertyTypes);
}

/**
 * The names of every municipality and zone (about a thousand rows), one statement after the
 * other (`db` may be a transaction).
 */
export async function findPlaceNames(db: Executor) {
  const municipalityRows = await db
    .select({
      id: municipalities.id,
      nameIt: municipalities.nameIt,
      nameDe: municipalities.nameDe,
      nameLld: municipalities.nameLld,
    })
    .from(municipalities);
  const zoneRows = await db
    .select({ id: zones.id, nameIt: zones.nameIt, nameDe: zones.nameDe, nameLld: zones.nameLld })
    .from(zones);
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
      // The price history in the same statement, oldest first (issue 34 point 4).
      events: listingEventsJsonSql,
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

/**
 * The listings the portal feeds read (issue 32 point 2): published listings a page at a time in
 * id order (keyset, so a full export of thousands never loads them all), with the
 * municipality's ISTAT code and names, the subtype's code and the pictures in their order; and
 * the withdrawn listings the next transfer removes from the portals.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { inChunks } from '../../db/chunked.ts';
import type { Executor } from '../../db/client.ts';
import {
  files,
  listingPortals,
  municipalities,
  portalAccounts,
  portalListings,
  properties,
  propertyTypes,
} from '../../db/schema.ts';

/** One published listing as a feed reads it, its pictures' storage keys in their order. */
export interface FeedListingRow {
  id: string;
  propertyNumber: number;
  category: string;
  subtype: string;
  rent: boolean;
  price: number | null;
  title: { it: string; de: string; en: string };
  description: { it: string; de: string; en: string };
  details: Record<string, unknown>;
  energyConsumption: number | null;
  municipalityId: string | null;
  municipalityIt: string | null;
  municipalityDe: string | null;
  street: string | null;
  streetNumber: string | null;
  approximate: boolean;
  /** The stored location (postal code and coordinates are read from it). */
  location: unknown;
  submittedAt: Date | null;
  updatedAt: Date;
  /** Storage keys of the pictures' originals, in their order (the immobiliare feed's URLs). */
  pictureKeys: string[];
  /** The pictures as files to ship: the full-size JPEG rendition where there is one. */
  images: FeedFileRow[];
  /** The floor plans. */
  plans: FeedFileRow[];
}

/** A picture or plan of a feed listing. */
export interface FeedFileRow {
  key: string;
  mime: string;
  name: string;
}

/** The full-size JPEG of an image's renditions, which every portal and ZIP reader accepts. */
function shippedImage(row: {
  key: string;
  mime: string;
  name: string;
  variants: unknown;
}): FeedFileRow {
  const full = (row.variants as Record<string, { jpeg?: string } | undefined> | null)?.full;
  return full?.jpeg
    ? { key: full.jpeg, mime: 'image/jpeg', name: row.name.replace(/\.[^.]*$/, '') + '.jpg' }
    : { key: row.key, mime: row.mime, name: row.name };
}

const published = and(
  eq(properties.isConfirmed, true),
  eq(properties.isDraft, false),
  isNull(properties.withdrawnAt),
);

/**
 * Whether the listing is switched on for the portal account `accountId`: by its own row in
 * listing_portals, else by the account's default for listings submitted since it was set
 * (issue 32 point 1, decision 062).
 */
export function portalEnabledSql(accountId: string | SQL): SQL<boolean> {
  return sql<boolean>`coalesce(
    (select ${listingPortals.enabled} from ${listingPortals}
      where ${listingPortals.propertyId} = ${properties.id} and ${listingPortals.accountId} = ${accountId}),
    (select ${portalAccounts.defaultForNew} and ${properties.submittedAt} >= ${portalAccounts.defaultSince}
      from ${portalAccounts} where ${portalAccounts.id} = ${accountId}),
    false)`;
}

/** Which listings a feed page reads beside "published". */
export interface FeedSelection {
  /** Only those switched on for this portal account. */
  accountId?: string;
  /** Only those the account does not hold in their current version (new or changed). */
  changedOnly?: boolean;
  /** Only these listings. */
  ids?: readonly string[];
  /** In any state, not only published (a listing's readiness before it is published). */
  anyState?: boolean;
}

function selectionSql(selection: FeedSelection): SQL | undefined {
  const { accountId } = selection;
  return and(
    accountId ? portalEnabledSql(accountId) : undefined,
    accountId && selection.changedOnly
      ? sql`not exists (select 1 from ${portalListings}
          where ${portalListings.accountId} = ${accountId}
            and ${portalListings.propertyNumber} = ${properties.propertyNumber}
            and ${portalListings.removedAt} is null
            and ${portalListings.sentVersion} >= ${properties.updatedAt})`
      : undefined,
    selection.ids ? inArray(properties.id, [...selection.ids]) : undefined,
  );
}

/**
 * Up to `limit` published listings after the id `after` (none: from the first), in id order.
 * @param db the database
 * @param after the last id of the previous page
 * @param limit listings per page
 * @param selection which published listings (all by default)
 */
export async function findFeedListingPage(
  db: Executor,
  after: string | null,
  limit: number,
  selection: FeedSelection = {},
): Promise<FeedListingRow[]> {
  const rows = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      category: properties.category,
      subtype: propertyTypes.code,
      rent: properties.rent,
      price: properties.price,
      title: properties.title,
      description: properties.description,
      details: properties.details,
      energyConsumption: properties.energyConsumption,
      municipalityId: properties.municipalityId,
      municipalityIt: municipalities.nameIt,
      municipalityDe: municipalities.nameDe,
      street: properties.street,
      streetNumber: properties.streetNumber,
      approximate: properties.approximate,
      location: properties.location,
      submittedAt: properties.submittedAt,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
    .where(
      and(
        selection.anyState ? undefined : published,
        after ? gt(properties.id, after) : undefined,
        selectionSql(selection),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(limit);
  const media = await inChunks(
    rows.map((row) => row.id),
    (chunk) =>
      db
        .select({
          propertyId: files.propertyId,
          kind: files.kind,
          key: files.storageKey,
          mime: files.mime,
          name: files.name,
          variants: files.variants,
        })
        .from(files)
        .where(and(inArray(files.propertyId, chunk), inArray(files.kind, ['image', 'floorplan'])))
        .orderBy(files.propertyId, asc(files.position), asc(files.id)),
  );
  const byListing = new Map<
    string,
    { pictureKeys: string[]; images: FeedFileRow[]; plans: FeedFileRow[] }
  >();
  for (const file of media) {
    if (!file.propertyId) continue;
    let entry = byListing.get(file.propertyId);
    if (!entry)
      byListing.set(file.propertyId, (entry = { pictureKeys: [], images: [], plans: [] }));
    if (file.kind === 'image') {
      entry.pictureKeys.push(file.key);
      entry.images.push(shippedImage(file));
    } else {
      entry.plans.push({ key: file.key, mime: file.mime, name: file.name });
    }
  }
  return rows.map((row) => ({
    ...row,
    details: (row.details ?? {}) as Record<string, unknown>,
    ...(byListing.get(row.id) ?? { pictureKeys: [], images: [], plans: [] }),
  }));
}

/** The withdrawn listings (number and when), which every portal removes with the next transfer. */
export async function findWithdrawnListings(
  db: Executor,
): Promise<{ id: string; propertyNumber: number; withdrawnAt: Date }[]> {
  const rows = await db
    .select({
      id: properties.id,
      propertyNumber: properties.propertyNumber,
      withdrawnAt: properties.withdrawnAt,
    })
    .from(properties)
    .where(isNotNull(properties.withdrawnAt))
    .orderBy(asc(properties.id));
  return rows.map((row) => ({ ...row, withdrawnAt: row.withdrawnAt! }));
}

/**
 * The property numbers of the published listings switched on for a portal account: what a
 * partial transfer compares with what the portal holds, to find the listings that left.
 */
export async function findSwitchedOnNumbers(db: Executor, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ number: properties.propertyNumber })
    .from(properties)
    .where(and(published, portalEnabledSql(accountId)));
  return rows.map((row) => row.number);
}

/**
 * The staff's choice per listing and portal account, for the admin's toggles: whether each of
 * `listingIds` is switched on for each account (its own row, else the account's default), and
 * whether it is published (only published listings are sent).
 */
export async function findPortalSwitches(
  db: Executor,
  listingIds: readonly string[],
  accountIds: readonly string[],
): Promise<{ listingId: string; accountId: string; enabled: boolean; published: boolean }[]> {
  if (!listingIds.length || !accountIds.length) return [];
  const rows = await inChunks([...listingIds], (chunk) =>
    db
      .select({
        listingId: properties.id,
        accountId: portalAccounts.id,
        enabled: sql<boolean>`coalesce(${listingPortals.enabled},
          ${portalAccounts.defaultForNew} and ${properties.submittedAt} >= ${portalAccounts.defaultSince}, false)`,
        published: sql<boolean>`${published}`,
      })
      .from(properties)
      .innerJoin(portalAccounts, inArray(portalAccounts.id, [...accountIds]))
      .leftJoin(
        listingPortals,
        and(
          eq(listingPortals.propertyId, properties.id),
          eq(listingPortals.accountId, portalAccounts.id),
        ),
      )
      .where(inArray(properties.id, chunk)),
  );
  return rows;
}

/**
 * Switches every listing `target` selects on or off for a portal account (issue 32 point 1): one
 * statement, whatever the number; answers how many listings it names.
 * @param db the database
 * @param accountId the portal account
 * @param enabled on or off
 * @param byAccountId who switched
 * @param target the listings (ids, or a table's filter as conditions on the listing)
 */
export async function setPortalSwitches(
  db: Executor,
  accountId: string,
  enabled: boolean,
  byAccountId: string,
  target: SQL,
): Promise<number> {
  const rows = await db
    .insert(listingPortals)
    .select(
      db
        .select({
          propertyId: properties.id,
          accountId: sql<string>`${accountId}::uuid`.as('account_id'),
          enabled: sql<boolean>`${enabled}`.as('enabled'),
          enabledById: sql<string>`${byAccountId}::uuid`.as('enabled_by_id'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(properties)
        .where(target),
    )
    .onConflictDoUpdate({
      target: [listingPortals.propertyId, listingPortals.accountId],
      set: {
        enabled: sql`excluded.enabled`,
        enabledById: sql`excluded.enabled_by_id`,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: listingPortals.propertyId });
  return rows.length;
}

/**
 * The listing's columns and join that other modules' queries take when they show a listing
 * beside their own rows (a match, a request, a message): the listing module owns the table
 * (issue 31 point 1), so the other modules name its columns through these fragments and never
 * import the table.
 */
import { eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema.ts';

/** What names a listing in a list: its id, number, category and title. */
export const listingRefColumns = {
  id: properties.id,
  propertyNumber: properties.propertyNumber,
  category: properties.category,
  title: properties.title,
};

/**
 * What a viewing names of its listing (issue 33 points 1–2): the reference, whether it is
 * published, its address, its seller and its responsible agent.
 */
export const listingViewingColumns = {
  ...listingRefColumns,
  isConfirmed: properties.isConfirmed,
  responsibleAgentId: properties.responsibleAgentId,
  street: properties.street,
  streetNumber: properties.streetNumber,
  location: properties.location,
  municipalityId: properties.municipalityId,
  ownerId: properties.ownerId,
};

/**
 * Joins the listing whose id is `listingId`: the table and the condition, to spread into
 * `innerJoin` or `leftJoin`.
 * @param listingId the joining row's listing id column
 */
export function listingJoinOn(listingId: AnyPgColumn) {
  return [properties, eq(properties.id, listingId)] as const;
}

/**
 * The bedrooms and living rooms of the joined listing, which with each other order matches
 * (buyer-side.md §4).
 */
export const listingRoomColumns = {
  bed: properties.bedrooms,
  living: sql<number | null>`(${properties.details}->'rooms'->>'living')::numeric`,
};

/** The joined listing is not withdrawn by staff (issue 15): no match to show. */
export const listingNotWithdrawnSql: SQL = isNull(properties.withdrawnAt);

/**
 * What decides who may see or change the joined listing (listing-access.ts): its state, creator
 * and responsible agent, and its owner seller to join the seller's account by.
 */
export const listingAccessColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  isConfirmed: properties.isConfirmed,
  isDraft: properties.isDraft,
  withdrawnAt: properties.withdrawnAt,
  createdById: properties.createdById,
  responsibleAgentId: properties.responsibleAgentId,
};

/** The listing `id` (a condition for the staff's status actions). */
export function listingIdIs(id: string): SQL {
  return sql`${properties.id} = ${id}`;
}

/** The listings of `ids` (a condition for the staff's status actions). */
export function listingIdIn(ids: string[]): SQL {
  return inArray(properties.id, ids);
}

/**
 * The ids of the listings the sellers own, as a subquery (`files.property_id in …`).
 * @param sellerIds at least one seller
 */
export function listingIdsOfSellersSql(sellerIds: string[]): SQL {
  return sql`(select ${properties.id} from ${properties} where ${inArray(properties.ownerId, sellerIds)})`;
}

/** The confirmation queue's order: oldest submission first (its partial index's columns). */
export const confirmationQueueOrder: SQL[] = [
  sql`coalesce(${properties.submittedAt}, ${properties.createdAt}) asc`,
  sql`${properties.id} asc`,
];

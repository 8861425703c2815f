/**
 * The visit and consultation requests and the contact messages behind the overview's numbers
 * (issue 15 point 5), and their handled mark.
 */
import { MATCH_REQUEST_STATES } from '@domus/domain/core/constants';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, contactMessages, matches, savedSearches } from '../../db/schema.ts';
import { listingJoinOn, listingRefColumns } from '../properties/listing-columns.sql.ts';

/** Which entries a list shows: open ones, handled ones, or all. */
export type HandledFilter = 'true' | 'false' | 'all';

const isRequest = sql`${matches.state} in (${sql.raw(MATCH_REQUEST_STATES.map((s) => `'${s}'`).join(','))})`;

function handledCondition(
  column: typeof matches.handledAt | typeof contactMessages.handledAt,
  handled: HandledFilter,
): SQL | undefined {
  if (handled === 'all') return undefined;
  return handled === 'true' ? isNotNull(column) : isNull(column);
}

const aboutListing = listingRefColumns;

/** A page of requests, the newest first, with their client and listing, and their count. */
export async function findRequests(
  db: Executor,
  handled: HandledFilter,
  limit: number,
  offset: number,
) {
  const where = and(isRequest, handledCondition(matches.handledAt, handled));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: matches.id,
        state: matches.state,
        requestedAt: matches.updatedAt,
        handledAt: matches.handledAt,
        client: {
          id: clients.id,
          name: clients.name,
          familyName: clients.familyName,
          email: clients.email,
          tel: clients.tel,
        },
        listing: aboutListing,
      })
      .from(matches)
      .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
      .innerJoin(clients, eq(clients.id, savedSearches.clientId))
      .innerJoin(...listingJoinOn(matches.propertyId))
      .where(where)
      .orderBy(desc(matches.updatedAt), desc(matches.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A page of contact messages, the newest first, with the listing they are about, and their count. */
export async function findContactMessages(
  db: Executor,
  handled: HandledFilter,
  limit: number,
  offset: number,
) {
  const where = handledCondition(contactMessages.handledAt, handled);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        tel: contactMessages.tel,
        message: contactMessages.message,
        language: contactMessages.language,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
        listingId: listingRefColumns.id,
        listingNumber: listingRefColumns.propertyNumber,
        listingCategory: listingRefColumns.category,
        listingTitle: listingRefColumns.title,
      })
      .from(contactMessages)
      .leftJoin(...listingJoinOn(contactMessages.propertyId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

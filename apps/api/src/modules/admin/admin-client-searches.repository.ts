/**
 * A buyer's saved searches and their matches as staff see them, and the matches staff set or
 * add by hand (issue 16 point 4; decisions.md Saved searches and matching).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inChunks } from '../../db/chunked.ts';
import { clients, matches, propertyTypes, savedSearches } from '../../db/schema.ts';
import { listingJoinOn, listingRefColumns } from '../properties/listing-columns.sql.ts';
import { publishedSql } from '../properties/listing-visibility.sql.ts';

/** What a match shows of its listing. */
const matchColumns = {
  id: matches.id,
  searchId: matches.searchId,
  state: matches.state,
  createdAt: matches.createdAt,
  updatedAt: matches.updatedAt,
  listing: { ...listingRefColumns, published: publishedSql() },
};

/** The client `id` with their name and address, or undefined. */
export async function findClientName(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      familyName: clients.familyName,
      email: clients.email,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
}

/** The client's saved searches with their type, newest first. */
export function findSearchesOfClient(db: Executor, clientId: string) {
  return db
    .select({ search: savedSearches, type: propertyTypes })
    .from(savedSearches)
    .innerJoin(propertyTypes, eq(propertyTypes.id, savedSearches.typeId))
    .where(eq(savedSearches.clientId, clientId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** The matches of the searches, newest first; those of withdrawn listings too (marked unpublished). */
export function findMatchesOfSearches(db: Executor, searchIds: string[]) {
  return inChunks(searchIds, (chunk) =>
    db
      .select(matchColumns)
      .from(matches)
      .innerJoin(...listingJoinOn(matches.propertyId))
      .where(inArray(matches.searchId, chunk))
      .orderBy(desc(matches.createdAt), desc(matches.id)),
  );
}

/** One match as staff see it, with the client of its search; undefined when there is none. */
export async function findAdminMatch(db: Executor, id: string) {
  const [row] = await db
    .select({ ...matchColumns, clientId: savedSearches.clientId })
    .from(matches)
    .innerJoin(...listingJoinOn(matches.propertyId))
    .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
    .where(eq(matches.id, id));
  return row;
}

/** The search `id` with its client, locked against a concurrent change; undefined when none. */
export async function lockSearch(db: Executor, id: string) {
  const [row] = await db
    .select({ id: savedSearches.id, clientId: savedSearches.clientId })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
    .for('update');
  return row;
}

/**
 * Adds the listing to the search's matches (state new); the id of the new match, or undefined
 * when the search already has it.
 */
export async function insertOfferedMatch(
  db: Executor,
  searchId: string,
  propertyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(matches)
    .values({ searchId, propertyId })
    .onConflictDoNothing({ target: [matches.searchId, matches.propertyId] })
    .returning({ id: matches.id });
  return row?.id;
}

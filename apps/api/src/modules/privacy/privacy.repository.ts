/**
 * The queries of personal data requests (issue 16 point 7; docs/decisions/029): who a person is
 * (their account, seller and client records, e-mail addresses) and everything stored about them.
 * The erasure's writes are in privacy-erase.repository.ts.
 */
import type { CustomerKind } from '@domus/domain/person/privacy.schema';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  clients,
  contactMessages,
  favourites,
  files,
  historyEntries,
  loginTokens,
  matches,
  savedSearchLocations,
  savedSearches,
  sellers,
  sessions,
  viewings,
} from '../../db/schema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingJoinOn, listingRefColumns } from '../properties/listing-columns.sql.ts';
import { findListingRowsOfSellers } from '../properties/listing-queries.ts';

/** The account of a person, without anything secret. */
export type PersonAccount = typeof accounts.$inferSelect;
/** A seller record as stored. */
export type SellerRecord = typeof sellers.$inferSelect;
/** A client record as stored. */
export type ClientRecord = typeof clients.$inferSelect;

/**
 * A person as the database knows them: their login account (if any), every seller and client
 * record of that account or of one of their e-mail addresses, and those addresses in lower case.
 */
export type PersonRecords = {
  account: PersonAccount | null;
  sellers: SellerRecord[];
  clients: ClientRecord[];
  emails: string[];
};

const lowerIn = (column: SQL | AnyPgColumn, emails: string[]) =>
  emails.length ? inArray(sql`lower(${column})`, emails) : sql`false`;

/** Completes a person from their account and a first set of e-mail addresses. */
async function gather(
  db: Executor,
  accountId: string | null,
  knownEmails: string[],
): Promise<PersonRecords> {
  const [account] = accountId
    ? await db.select().from(accounts).where(eq(accounts.id, accountId))
    : [];
  const emails = new Set(knownEmails.map((e) => e.toLowerCase()).filter(Boolean));
  if (account) emails.add(account.email.toLowerCase());
  const byAccount = (column: AnyPgColumn) => (account ? eq(column, account.id) : sql`false`);
  const sellerRows = await db
    .select()
    .from(sellers)
    .where(or(byAccount(sellers.accountId), lowerIn(sellers.email, [...emails])));
  const clientRows = await db
    .select()
    .from(clients)
    .where(or(byAccount(clients.accountId), lowerIn(clients.email, [...emails])));
  for (const row of [...sellerRows, ...clientRows]) {
    if (row.email) emails.add(row.email.toLowerCase());
  }
  return {
    account: account ?? null,
    sellers: sellerRows,
    clients: clientRows,
    emails: [...emails],
  };
}

/**
 * The person a seller or client record belongs to: the record, its account's records and those
 * of the same e-mail address; null for an unknown record.
 */
export async function findPersonByRecord(
  db: Executor,
  kind: CustomerKind,
  id: string,
): Promise<PersonRecords | null> {
  const table = kind === 'seller' ? sellers : clients;
  const [row] = await db
    .select({ accountId: table.accountId, email: table.email })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return null;
  const person = await gather(db, row.accountId, row.email ? [row.email] : []);
  // The record itself, whatever the e-mail matching found (a record without an address).
  const ids = kind === 'seller' ? person.sellers : person.clients;
  if (!ids.some((r) => r.id === id)) {
    if (kind === 'seller')
      person.sellers.push(...(await db.select().from(sellers).where(eq(sellers.id, id))));
    else person.clients.push(...(await db.select().from(clients).where(eq(clients.id, id))));
  }
  return person;
}

/** The person of a login account: the account with its records; null for an unknown account. */
export async function findPersonByAccount(
  db: Executor,
  accountId: string,
): Promise<PersonRecords | null> {
  const person = await gather(db, accountId, []);
  return person.account ? person : null;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The listings the person's seller records own, oldest first, with their files. */
export async function listListingsOf(db: Executor, sellerIds: string[]) {
  if (!sellerIds.length) return { listings: [], files: [] };
  const listings = await findListingRowsOfSellers(db, sellerIds);
  const fileRows = listings.length
    ? await db
        .select()
        .from(files)
        .where(inArray(files.propertyId, ids(listings)))
        .orderBy(asc(files.propertyId), asc(files.kind), asc(files.position))
    : [];
  return { listings, files: fileRows };
}

/** The person's saved searches with their places (drawn zones as GeoJSON) and matches. */
export async function listSearchesOf(db: Executor, clientIds: string[]) {
  if (!clientIds.length) return { searches: [], locations: [], matches: [] };
  const searches = await db
    .select()
    .from(savedSearches)
    .where(inArray(savedSearches.clientId, clientIds))
    .orderBy(asc(savedSearches.createdAt));
  if (!searches.length) return { searches, locations: [], matches: [] };
  const searchIds = ids(searches);
  const locations = await db
    .select({
      id: savedSearchLocations.id,
      searchId: savedSearchLocations.searchId,
      kind: savedSearchLocations.kind,
      municipalityId: savedSearchLocations.municipalityId,
      zoneId: savedSearchLocations.zoneId,
      streetId: savedSearchLocations.streetId,
      streetName: savedSearchLocations.streetName,
      name: savedSearchLocations.name,
      area: sql<unknown>`ST_AsGeoJSON(${savedSearchLocations.area})::jsonb`,
    })
    .from(savedSearchLocations)
    .where(inArray(savedSearchLocations.searchId, searchIds));
  const matchRows = await db
    .select({
      id: matches.id,
      searchId: matches.searchId,
      listingId: matches.propertyId,
      propertyNumber: listingRefColumns.propertyNumber,
      state: matches.state,
      handledAt: matches.handledAt,
      createdAt: matches.createdAt,
      updatedAt: matches.updatedAt,
    })
    .from(matches)
    .innerJoin(...listingJoinOn(matches.propertyId))
    .where(inArray(matches.searchId, searchIds))
    .orderBy(asc(matches.createdAt));
  return { searches, locations, matches: matchRows };
}

/** The listings the account keeps as favourites (issue 34 point 3), oldest first. */
export function listFavouritesOf(db: Executor, accountId: string | null) {
  if (!accountId) return Promise.resolve([]);
  return db
    .select({ listing: listingRefColumns, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(...listingJoinOn(favourites.propertyId))
    .where(eq(favourites.accountId, accountId))
    .orderBy(asc(favourites.createdAt));
}

/** The contact messages sent from one of the addresses, oldest first. */
export function listContactMessagesOf(db: Executor, emails: string[]) {
  return db
    .select()
    .from(contactMessages)
    .where(lowerIn(contactMessages.email, emails))
    .orderBy(asc(contactMessages.createdAt));
}

/**
 * The viewings the person asked for (issue 33), by their account, client record or address:
 * the times, what became of them, and what they said; the listing by its number and title.
 */
export function listViewingsOf(db: Executor, person: PersonRecords) {
  const clientIds = person.clients.map((c) => c.id);
  return db
    .select({
      id: viewings.id,
      listing: listingRefColumns,
      status: viewings.status,
      requestedTimes: viewings.requestedTimes,
      startsAt: viewings.startsAt,
      endsAt: viewings.endsAt,
      name: viewings.buyerName,
      email: viewings.buyerEmail,
      tel: viewings.buyerTel,
      language: viewings.buyerLanguage,
      message: viewings.message,
      feedback: viewings.feedback,
      feedbackReason: viewings.feedbackReason,
      createdAt: viewings.createdAt,
      updatedAt: viewings.updatedAt,
    })
    .from(viewings)
    .innerJoin(...listingJoinOn(viewings.propertyId))
    .where(
      or(
        person.account ? eq(viewings.buyerAccountId, person.account.id) : undefined,
        clientIds.length ? inArray(viewings.buyerClientId, clientIds) : undefined,
        lowerIn(viewings.buyerEmail, person.emails),
      ),
    )
    .orderBy(asc(viewings.createdAt));
}

/**
 * The person's logins: when login links were asked for and used, and their sessions' dates.
 * Token hashes are secrets and stay out.
 */
export async function listLoginsOf(db: Executor, accountId: string | null, emails: string[]) {
  const links = await db
    .select({
      createdAt: loginTokens.createdAt,
      expiresAt: loginTokens.expiresAt,
      usedAt: loginTokens.usedAt,
      language: loginTokens.language,
    })
    .from(loginTokens)
    .where(
      or(
        accountId ? eq(loginTokens.accountId, accountId) : sql`false`,
        lowerIn(loginTokens.email, emails),
      ),
    )
    .orderBy(asc(loginTokens.createdAt));
  const sessionRows = accountId
    ? await db
        .select({
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          verified: sessions.verified,
        })
        .from(sessions)
        .where(eq(sessions.accountId, accountId))
        .orderBy(asc(sessions.createdAt))
    : [];
  return { links, sessions: sessionRows };
}

/** The condition of the history entries about a person or made by them. */
export function historyOfCondition(person: PersonRecords): SQL {
  const sellerIds = ids(person.sellers);
  const clientIds = ids(person.clients);
  const conditions: SQL[] = [];
  if (sellerIds.length) conditions.push(inArray(historyEntries.sellerId, sellerIds));
  if (clientIds.length) conditions.push(inArray(historyEntries.clientId, clientIds));
  const subjects = [...sellerIds, ...clientIds, ...(person.account ? [person.account.id] : [])];
  if (subjects.length) conditions.push(inArray(historyEntries.subjectId, subjects));
  if (person.account) conditions.push(eq(historyEntries.actorAccountId, person.account.id));
  return conditions.length ? or(...conditions)! : sql`false`;
}

/** The history entries about the person or made by them, oldest first. */
export function listHistoryOf(db: Executor, person: PersonRecords) {
  return db
    .select()
    .from(historyEntries)
    .where(and(historyOfCondition(person)))
    .orderBy(asc(historyEntries.at), asc(historyEntries.id));
}

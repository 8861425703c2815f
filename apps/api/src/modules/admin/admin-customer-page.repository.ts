/**
 * The queries of one customer's admin page (issue 16 point 2): their listings, their matches'
 * visit and consultation requests, their contact messages, their search counts and the other
 * records that may be the same person (decision 030). Each reads by an index of its own.
 */
import type { CustomerKind } from '@domus/domain/staff/admin-customers-query';
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  clients,
  contactMessages,
  matches,
  savedSearches,
  sellers,
} from '../../db/schema.ts';
import { listingJoinOn, listingRefColumns } from '../properties/listing-columns.sql.ts';

/** At most this many listings, requests and messages are listed on the page. */
export const PAGE_LISTINGS = 200;
export const PAGE_REQUESTS = 100;
export const PAGE_MESSAGES = 100;
const PAGE_RELATED = 20;

/** A client's saved searches and the matches they hold. */
export async function countSearchesOfClient(
  db: Executor,
  clientId: string,
): Promise<{ count: number; matches: number }> {
  const [searches] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.clientId, clientId));
  const [found] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
    .where(eq(savedSearches.clientId, clientId));
  return { count: searches?.n ?? 0, matches: found?.n ?? 0 };
}

/** The visit and consultation requests of a client's matches, newest first. */
export function findRequestsOfClient(db: Executor, clientId: string) {
  return db
    .select({
      matchId: matches.id,
      state: matches.state,
      listingId: listingRefColumns.id,
      propertyNumber: listingRefColumns.propertyNumber,
      category: listingRefColumns.category,
      updatedAt: matches.updatedAt,
      handledAt: matches.handledAt,
    })
    .from(matches)
    .innerJoin(savedSearches, eq(savedSearches.id, matches.searchId))
    .innerJoin(...listingJoinOn(matches.propertyId))
    .where(
      and(eq(savedSearches.clientId, clientId), inArray(matches.state, ['visit', 'consulting'])),
    )
    .orderBy(desc(matches.updatedAt))
    .limit(PAGE_REQUESTS);
}

/** The contact messages sent from an e-mail address (any case), newest first. */
export function findMessagesFrom(db: Executor, email: string) {
  return db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      message: contactMessages.message,
      listingId: contactMessages.propertyId,
      category: contactMessages.propertyCategory,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
    .orderBy(desc(contactMessages.createdAt))
    .limit(PAGE_MESSAGES);
}

/** What a customer record shares with another (decision 030). */
export type RelatedRow = {
  kind: CustomerKind;
  id: string;
  name: string | null;
  familyName: string | null;
  companyName: string | null;
  email: string | null;
  tel: string | null;
  accountId: string | null;
  accountVerified: boolean;
  telKey: string | null;
};

/**
 * The records of both kinds, other than this one, that share its account, its e-mail address
 * (any case) or its telephone key.
 * @param db the database
 * @param self the customer's kind, id, account, e-mail and telephone key
 */
export async function findRelatedCustomers(
  db: Executor,
  self: {
    kind: CustomerKind;
    id: string;
    accountId: string | null;
    email: string | null;
    telKey: string | null;
  },
): Promise<RelatedRow[]> {
  const out: RelatedRow[] = [];
  for (const kind of ['seller', 'client'] as const) {
    const t = kind === 'seller' ? sellers : clients;
    const shared: SQL[] = [];
    if (self.accountId) shared.push(eq(t.accountId, self.accountId));
    if (self.email) shared.push(eq(sql`lower(${t.email})`, self.email.toLowerCase()));
    if (self.telKey) shared.push(eq(t.telKey, self.telKey));
    if (!shared.length) continue;
    const rows = await db
      .select({
        id: t.id,
        name: t.name,
        familyName: t.familyName,
        companyName: t.companyName,
        email: t.email,
        tel: t.tel,
        accountId: t.accountId,
        accountVerified: t.accountVerified,
        telKey: t.telKey,
      })
      .from(t)
      .where(and(or(...shared), kind === self.kind ? ne(t.id, self.id) : undefined))
      .limit(PAGE_RELATED);
    out.push(...rows.map((row) => ({ kind, ...row })));
  }
  return out;
}

/** An account's login address and whether it is verified, or undefined. */
export async function findAccountSummary(db: Executor, id: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

/** The login addresses of the accounts `ids`, by id. */
export async function findAccountEmails(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

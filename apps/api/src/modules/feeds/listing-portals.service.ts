/**
 * Listings per portal (issue 32 point 1, decision 062): each listing's switch per portal
 * account, its readiness for that portal's format (what the portal requires that it lacks) and
 * whether the portal holds its current version; switching one listing or many.
 */
import type { SQL } from 'drizzle-orm';
import type { FeedListing } from '@domus/domain/feeds/feed-listing';
import type { ListingPortalState } from '@domus/domain/feeds/portal-transfer.schema';
import type { Portal } from '@domus/domain/feeds/portals';
import type { Executor } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { listingIdIn } from '../properties/listing-columns.sql.ts';
import { findPortalSwitches, setPortalSwitches } from '../properties/listing-queries.ts';
import { findPortalAccount, findPortalAccounts } from './portal-accounts.repository.ts';
import { feedListings, type TransferContext } from './portal-transfer.service.ts';
import { findHeldByListings } from './portal-transfers.repository.ts';

/** What the states need: the database, the storage and site (picture URLs), the formats. */
export type PortalStateContext = Pick<TransferContext, 'db' | 'storage' | 'publicUrl' | 'formats'>;

/**
 * The state of each of `listingIds` for every portal account, by listing (the admin table's
 * toggles and a listing's portal panel).
 */
export async function portalStatesOf(
  ctx: PortalStateContext,
  listingIds: readonly string[],
): Promise<Map<string, ListingPortalState[]>> {
  const states = new Map<string, ListingPortalState[]>();
  if (!listingIds.length) return states;
  const accounts = await findPortalAccounts(ctx.db);
  if (!accounts.length) return states;
  const switches = await findPortalSwitches(
    ctx.db,
    listingIds,
    accounts.map((a) => a.id),
  );
  const switchOf = new Map(switches.map((s) => [`${s.listingId} ${s.accountId}`, s]));
  const listings = new Map<string, FeedListing>();
  for (const listing of await collect(feedListings(ctx, { ids: listingIds, anyState: true }))) {
    listings.set(listing.listingId!, listing);
  }
  const held = await findHeldByListings(ctx.db, listingIds);
  const heldOf = new Map(held.map((h) => [`${h.propertyId} ${h.accountId}`, h.sentAt]));
  for (const id of listingIds) {
    const listing = listings.get(id);
    if (!listing) continue;
    states.set(
      id,
      accounts.map((account) => {
        const state = switchOf.get(`${id} ${account.id}`);
        return {
          accountId: account.id,
          accountName: account.name,
          portal: account.portal as Portal,
          enabled: state?.enabled ?? false,
          published: state?.published ?? false,
          issues: ctx.formats[account.portal as Portal].readiness(listing),
          sentAt: heldOf.get(`${id} ${account.id}`)?.toISOString() ?? null,
        };
      }),
    );
  }
  return states;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** One listing's state for every portal account; 404 for an unknown listing. */
export async function listingPortalStates(
  ctx: PortalStateContext,
  listingId: string,
): Promise<ListingPortalState[]> {
  const states = await portalStatesOf(ctx, [listingId]);
  const state = states.get(listingId);
  if (!state) {
    // No account yet: an empty list for a listing that exists.
    if ((await findPortalAccounts(ctx.db)).length === 0) return [];
    throw notFoundError();
  }
  return state;
}

/**
 * Switches the listings `target` selects on or off for a portal account; the next transfer
 * sends or removes them. Answers how many listings it named.
 * @param db the database
 * @param accountId the portal account (404 when there is none)
 * @param enabled on or off
 * @param byAccountId who switched
 * @param target the listings' condition (ids, or an admin table's filter)
 */
export async function switchListingsForPortal(
  db: Executor,
  accountId: string,
  enabled: boolean,
  byAccountId: string,
  target: SQL,
): Promise<number> {
  if (!(await findPortalAccount(db, accountId))) throw notFoundError();
  return setPortalSwitches(db, accountId, enabled, byAccountId, target);
}

/** Switches one listing on or off for a portal account (404 for an unknown listing). */
export async function switchListingForPortal(
  db: Executor,
  listingId: string,
  accountId: string,
  enabled: boolean,
  byAccountId: string,
): Promise<void> {
  const named = await switchListingsForPortal(
    db,
    accountId,
    enabled,
    byAccountId,
    listingIdIn([listingId]),
  );
  if (!named) throw notFoundError();
}

/** Whether the account exists (the routes answer 404 before they switch). */
export async function portalAccountExists(db: Executor, accountId: string): Promise<boolean> {
  return !!(await findPortalAccount(db, accountId));
}

/**
 * Favourites (issue 34 point 3): the published listings an account keeps, at most
 * `MAX_FAVOURITES`. A visitor's browser keeps its own list, merged in at login; staff see how
 * many accounts keep a listing. Every answer is the account's list as `listFavourites` reads it.
 */
import { MAX_FAVOURITES } from '@domus/domain/person/favourites.schema';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { findOfferedListing, lockPublishedListingIds } from '../properties/listing-queries.ts';
import {
  countFavouritesOf,
  countKeepersOf,
  deleteFavourite,
  deleteUnpublishedFavourites,
  findKeptAmong,
  findPublishedFavouriteIds,
  insertFavourites,
  lockFavouritesOf,
} from './favourites.repository.ts';

/** 404: the listing to keep is not published, or there is no such listing. */
const listingUnavailable = () =>
  new AppError(404, 'listing_unavailable', 'api.listing_unavailable');

/** 409: the account keeps as many listings as it may. */
const favouritesFull = () => new AppError(409, 'favourites_full', 'api.favourites_full');

/** The published listings the account keeps, newest first. */
export function listFavourites(db: Executor, accountId: string): Promise<string[]> {
  return findPublishedFavouriteIds(db, accountId);
}

/**
 * Keeps the published listings `ids` (the first as the newest) that the account does not keep
 * yet, as many as the cap leaves room for; answers how many found no room. At the cap, the kept
 * listings no longer published are forgotten first: nobody sees them, and they would otherwise
 * fill the list for good.
 */
async function keepWithinCap(tx: Executor, accountId: string, ids: string[]): Promise<number> {
  const kept = await findKeptAmong(tx, accountId, ids);
  const fresh = ids.filter((id) => !kept.has(id));
  if (!fresh.length) return 0;
  let room = MAX_FAVOURITES - (await countFavouritesOf(tx, accountId));
  if (room < fresh.length && (await deleteUnpublishedFavourites(tx, accountId)) > 0) {
    room = MAX_FAVOURITES - (await countFavouritesOf(tx, accountId));
  }
  const taken = fresh.slice(0, Math.max(room, 0));
  await insertFavourites(tx, accountId, taken);
  return fresh.length - taken.length;
}

/**
 * Keeps one published listing; keeping it again changes nothing. 404 `listing_unavailable` when
 * it is not published or does not exist, 409 `favourites_full` at the cap; nothing is stored
 * then.
 */
export async function addFavourite(
  db: Database,
  accountId: string,
  listingId: string,
): Promise<string[]> {
  const id = listingId.toLowerCase();
  await db.transaction(async (tx) => {
    await lockFavouritesOf(tx, accountId);
    if (!(await lockPublishedListingIds(tx, [id])).has(id)) throw listingUnavailable();
    if ((await keepWithinCap(tx, accountId, [id])) > 0) throw favouritesFull();
  });
  return listFavourites(db, accountId);
}

/** Lets a listing go; a listing not kept changes nothing. */
export async function removeFavourite(
  db: Database,
  accountId: string,
  listingId: string,
): Promise<string[]> {
  await deleteFavourite(db, accountId, listingId.toLowerCase());
  return listFavourites(db, accountId);
}

/**
 * Brings the browser's list (newest first) into the account at login: its published listings
 * the account does not keep yet, newest first, as many as the cap leaves room for. Unknown and
 * unpublished ids are left out without an error: the browser cannot know they went.
 */
export async function mergeFavourites(
  db: Database,
  accountId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length) {
    await db.transaction(async (tx) => {
      await lockFavouritesOf(tx, accountId);
      const published = await lockPublishedListingIds(tx, ids);
      await keepWithinCap(
        tx,
        accountId,
        ids.filter((id) => published.has(id)),
      );
    });
  }
  return listFavourites(db, accountId);
}

/** How many accounts keep the listing, for staff; 404 when there is no such listing. */
export async function countListingKeepers(db: Executor, listingId: string): Promise<number> {
  if (!(await findOfferedListing(db, listingId))) throw notFoundError();
  return countKeepersOf(db, listingId);
}

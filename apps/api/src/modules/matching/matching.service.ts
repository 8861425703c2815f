/**
 * The matching engine (decisions.md Saved searches and matching): run in the transaction of the
 * change that triggers it, it adds the missing matches and leaves existing ones as they are, so
 * a listing that stops matching keeps its match and its state.
 */
import type { Executor } from '../auth/sessions.repository.ts';
import { insertMatchesOfProperty, insertMatchesOfSearch } from './matching.repository.ts';

/**
 * A listing was confirmed or changed: matches it with every saved search it fits (none when it
 * is not confirmed). Call it with the transaction that wrote the listing.
 * @param db the transaction (or database)
 * @param propertyId the listing
 * @returns the number of new matches
 */
export function matchProperty(db: Executor, propertyId: string): Promise<number> {
  return insertMatchesOfProperty(db, propertyId);
}

/**
 * A saved search was created or changed: matches it with every confirmed listing it fits. Call
 * it with the transaction that wrote the search and its locations.
 * @param db the transaction (or database)
 * @param searchId the saved search
 * @returns the number of new matches
 */
export function matchSearch(db: Executor, searchId: string): Promise<number> {
  return insertMatchesOfSearch(db, searchId);
}

/**
 * The matching engine (decisions.md Saved searches and matching): run in the transaction of the
 * change that triggers it, it adds the missing matches and leaves existing ones as they are, so
 * a listing that stops matching keeps its match and its state. The new matches are mailed to
 * their clients in the same transaction (docs decision 014).
 */
import type { Database, Executor } from '../../db/client.ts';
import {
  mailNewMatches,
  type MatchAlertContext,
  type MatchAlertSettings,
} from './match-alerts.service.ts';
import { insertMatchesOfProperty, insertMatchesOfSearch } from './matching.repository.ts';

/**
 * A listing was confirmed or changed: matches it with every saved search it fits (none when it
 * is not confirmed) and mails each newly matched search's client (alerts on, address verified).
 * Call it with the transaction that wrote the listing.
 * @param db the transaction (or database)
 * @param propertyId the listing
 * @param alerts what the alert mails need (the site's settings, the database)
 * @returns the number of new matches
 */
export async function matchProperty(
  db: Executor,
  propertyId: string,
  alerts: MatchAlertContext,
): Promise<number> {
  const created = await insertMatchesOfProperty(db, propertyId);
  await mailNewMatches(db, created, alerts);
  return created.length;
}

/**
 * A saved search was created or changed: matches it with every confirmed listing it fits. Call
 * it with the transaction that wrote the search and its locations.
 * @param db the transaction (or database)
 * @param searchId the saved search
 * @param alerts what the alert mails need, to mail the new matches to the client
 *   of a search someone else (staff) saved or changed for them; none for a client who saves
 *   their own search and sees its matches at once
 * @returns the number of new matches
 */
export async function matchSearch(
  db: Executor,
  searchId: string,
  alerts: MatchAlertContext | null,
): Promise<number> {
  const created = await insertMatchesOfSearch(db, searchId);
  if (alerts) await mailNewMatches(db, created, alerts);
  return created.length;
}

/**
 * The matching that writes of listings and of searches run in their transactions, bound to the
 * alert mails' settings. The application hands it to the listings' and searches' routes: the
 * matching reads listings (the mails' cards) and searches (their places), so those modules get
 * it passed in instead of importing it.
 * @param alerts the site's settings for the alert mails
 */
export function writeMatching(alerts: MatchAlertSettings) {
  return {
    ...alerts,
    /** {@link matchProperty} for a listing written in `tx`, of the database `db`. */
    matchListing: (tx: Executor, db: Database, propertyId: string) =>
      matchProperty(tx, propertyId, { ...alerts, db }),
    /** {@link matchSearch} for a search written in `tx`; its new matches mailed when `mail`. */
    matchSearch: (tx: Executor, db: Database, searchId: string, mail: boolean) =>
      matchSearch(tx, searchId, mail ? { ...alerts, db } : null),
  };
}

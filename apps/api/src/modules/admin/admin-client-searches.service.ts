/**
 * A buyer's saved searches and matches for staff (issue 16 point 4; decisions.md Saved searches
 * and matching: staff set any match state): reading them, setting a match's state, and offering
 * a listing the matching did not find. Each change is in the history in its own transaction, and
 * an offered listing reaches the client's alert mail by the path of every new match.
 */
import type { Category } from '@domus/domain/core/constants';
import { historyActorRole } from '@domus/domain/staff/history';
import type { MatchStateCode } from '@domus/domain/search/match';
import type {
  AdminClientSearches,
  AdminMatch,
} from '@domus/domain/staff/admin-client-searches.schema';
import type { MatchState } from '@domus/domain/search/match.schema';
import type { Database } from '../../db/client.ts';
import { notFoundError, validationError } from '../../lib/app-error.ts';
import { recordHistory } from '../history/history.service.ts';
import { updateMatchState } from '../matching/matches.service.ts';
import { mailNewMatches, type MatchAlertSettings } from '../matching/match-alerts.service.ts';
import { findSavedSearchLocations } from '../searches/searches.service.ts';
import { toSavedSearch } from '../searches/saved-search-values.ts';
import { findOfferedListing } from '../properties/listing-queries.ts';
import type { StaffViewer } from './admin-listings.service.ts';
import {
  findAdminMatch,
  findClientName,
  findMatchesOfSearches,
  findSearchesOfClient,
  insertOfferedMatch,
  lockSearch,
} from './admin-client-searches.repository.ts';

type MatchRow = Awaited<ReturnType<typeof findMatchesOfSearches>>[number];

/** A match as answered. */
function toAdminMatch(row: MatchRow): AdminMatch {
  return {
    _id: row.id,
    state: row.state as MatchState,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    listing: {
      _id: row.listing.id,
      property_id: row.listing.propertyNumber,
      category: row.listing.category as Category,
      title: row.listing.title,
      published: Boolean(row.listing.published),
    },
  };
}

/** `GET /api/v1/admin/clients/{id}/searches`: the client and their searches with every match. */
export async function clientSearches(db: Database, clientId: string): Promise<AdminClientSearches> {
  const client = await findClientName(db, clientId);
  if (!client) throw notFoundError();
  const searches = await findSearchesOfClient(db, clientId);
  const ids = searches.map((s) => s.search.id);
  const [locations, matchRows] = await Promise.all([
    findSavedSearchLocations(db, ids),
    findMatchesOfSearches(db, ids),
  ]);
  return {
    client: {
      _id: client.id,
      name: client.name,
      familyName: client.familyName,
      email: client.email,
    },
    searches: searches.map(({ search, type }) => {
      const saved = toSavedSearch(search, type, locations);
      return {
        _id: saved._id,
        rent: saved.rent,
        type: saved.type,
        budget: saved.budget,
        rooms: saved.rooms,
        locations: saved.locations.map((l) => l.name),
        alerts: saved.alerts,
        createdAt: saved.createdAt,
        matches: matchRows.filter((m) => m.searchId === search.id).map(toAdminMatch),
      };
    }),
  };
}

/** The match `id` as answered; 404 when there is none. */
async function answerMatch(db: Database, id: string): Promise<AdminMatch> {
  const row = await findAdminMatch(db, id);
  if (!row) throw notFoundError();
  return toAdminMatch(row);
}

/**
 * `PATCH /api/v1/admin/matches/{id}`: staff set any state (decisions.md); the change is in the
 * history (subject match, action state). Setting visit or consulting puts the request in the
 * inbox as new, as a client's request would; no mail goes to the agency, which made the change.
 * 404 when there is no such match.
 */
export async function setAdminMatchState(
  db: Database,
  viewer: StaffViewer,
  id: string,
  state: MatchStateCode,
  operationId: string,
): Promise<AdminMatch> {
  await db.transaction(async (tx) => {
    const found = await findAdminMatch(tx, id);
    if (!found) throw notFoundError();
    if (found.state === state) return;
    // Guarded by the state read: of two changes at once, the second finds it changed.
    if (!(await updateMatchState(tx, id, found.state, state))) {
      throw validationError([{ field: 'state', messageKey: 'global.errors.matchState' }]);
    }
    await recordHistory(tx, {
      actor: { accountId: viewer.accountId, role: historyActorRole(viewer) },
      subject: 'match',
      subjectId: id,
      action: 'state',
      changes: [{ field: 'state', before: found.state, after: state }],
      source: operationId,
      clientId: found.clientId,
      listingId: found.listing.id,
    });
  });
  return answerMatch(db, id);
}

/**
 * `POST /api/v1/admin/searches/{id}/offers`: adds a published listing to the search's matches by
 * hand (state new), even one the matching did not find. The match is in the history (action
 * offer) and is mailed to the client like any new match, in the same transaction. 404 for no such
 * search; 400 on `propertyId` for a listing that does not exist or is not published, or that
 * the search already has.
 */
export async function offerListing(
  db: Database,
  alerts: MatchAlertSettings,
  viewer: StaffViewer,
  searchId: string,
  propertyId: string,
  operationId: string,
): Promise<AdminMatch> {
  const matchId = await db.transaction(async (tx) => {
    const search = await lockSearch(tx, searchId);
    if (!search) throw notFoundError();
    const listing = await findOfferedListing(tx, propertyId);
    if (!listing) throw validationError([{ field: 'propertyId', messageKey: 'api.not_found' }]);
    if (!listing.published) {
      throw validationError([
        { field: 'propertyId', messageKey: 'global.errors.offerUnpublished' },
      ]);
    }
    const id = await insertOfferedMatch(tx, searchId, propertyId);
    if (!id)
      throw validationError([{ field: 'propertyId', messageKey: 'global.errors.offerMatched' }]);
    await recordHistory(tx, {
      actor: { accountId: viewer.accountId, role: historyActorRole(viewer) },
      subject: 'match',
      subjectId: id,
      action: 'offer',
      changes: [{ field: 'property_id', before: null, after: listing.propertyNumber }],
      source: operationId,
      clientId: search.clientId,
      listingId: propertyId,
    });
    await mailNewMatches(tx, [{ id, searchId, propertyId }], { ...alerts, db });
    return id;
  });
  return answerMatch(db, matchId);
}

/**
 * Saved searches (buyer-side.md §3 Search, §5 Saved search, §9 defaults; decisions.md Saved
 * searches and matching): a client keeps their own, staff keep anyone's. Every write runs the
 * matching engine in its transaction.
 */
import { SAVED_SEARCH_DEFAULTS, SEARCH_AREA_BOUNDS } from '@domus/domain/core/constants';
import { checkPolygon, polygonProblem } from '../../db/geometry-sql.ts';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { isTypeSelectable } from '@domus/domain/listing/rent';
import { searchUsesBedrooms } from '@domus/domain/search/saved-search';
import type {
  SavedSearch,
  SavedSearchInput,
  SearchAlertsInput,
} from '@domus/domain/search/saved-search.schema';
import type { Category } from '@domus/domain/core/constants';
import {
  alertFrequencyOf,
  nextDigestAt,
  type AlertFrequency,
} from '@domus/domain/search/alert-frequency';
import type { Database, Executor } from '../../db/client.ts';
import {
  AppError,
  notFoundError,
  validationError,
  type FieldProblem,
} from '../../lib/app-error.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import { toSavedSearch } from './saved-search-values.ts';
import {
  clientExists,
  deleteLocations,
  deleteSavedSearch,
  findMunicipalities,
  findSavedSearch,
  findSavedSearchLocations,
  findStreets,
  findType,
  findZones,
  insertLocations,
  insertSavedSearch,
  updateAlerts,
  updateSavedSearch,
  type LocationValues,
  type SavedSearchValues,
} from './searches.repository.ts';
import { isSearchAlertToken } from './search-alert-token.ts';

/** A logged-in caller. */
type SignedIn = NonNullable<Viewer>;

/**
 * The saved search `id` as its owner or staff may see it; 404 for anyone else, so that another
 * user's search is not revealed.
 */
async function ownSearch(db: Executor, viewer: SignedIn, id: string) {
  const row = await findSavedSearch(db, id);
  if (!row) throw notFoundError();
  if (!isStaff(viewer) && row.accountId !== viewer.accountId) throw notFoundError();
  return row;
}

/** Checks that the caller may see the saved search `id` (404 otherwise). */
export async function assertSearchAccess(
  db: Executor,
  viewer: SignedIn,
  id: string,
): Promise<void> {
  await ownSearch(db, viewer, id);
}

/** The client a new search belongs to: staff may name one, a user saves for their own profile. */
async function clientFor(db: Executor, viewer: SignedIn, input: SavedSearchInput) {
  if (input.client && isStaff(viewer)) {
    if (!(await clientExists(db, input.client))) {
      throw validationError([{ field: 'client', messageKey: 'api.not_found' }]);
    }
    return input.client;
  }
  // Without a client profile there is nobody to tell about matches: the new client dialog
  // (buyer-side.md §2 Find page) comes first.
  if (!viewer.clientId) throw new AppError(403, 'forbidden', 'api.forbidden');
  return viewer.clientId;
}

/**
 * The locations as stored: places by id must exist (400 naming the field), a drawn zone must be
 * a valid polygon (closed, edges not crossing) lying in South Tyrol.
 */
async function resolveLocations(
  db: Executor,
  locations: SavedSearchInput['locations'],
): Promise<LocationValues[]> {
  const idsOf = (type: string) =>
    locations.flatMap((l) => (l.type === type && 'id' in l ? [l.id] : []));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [municipalities, zones, streets] = await Promise.all([
    findMunicipalities(db, idsOf('municipality')),
    findZones(db, idsOf('zone')),
    findStreets(
      db,
      idsOf('street').filter((id) => uuid.test(id)),
    ),
  ]);
  const problems: FieldProblem[] = [];
  const values: LocationValues[] = [];
  for (const [i, location] of locations.entries()) {
    const empty = {
      municipalityId: null,
      zoneId: null,
      streetId: null,
      streetName: null,
      geoJson: null,
    };
    if (location.type === 'polygon') {
      const geoJson = JSON.stringify(location.geoJson);
      const problem = polygonProblem(await checkPolygon(db, geoJson, SEARCH_AREA_BOUNDS));
      if (problem) {
        problems.push({ field: `locations.${i}.geoJson`, messageKey: problem });
        continue;
      }
      values.push({ ...empty, kind: 'polygon', name: location.name, geoJson });
      continue;
    }
    const notFound = () =>
      problems.push({ field: `locations.${i}.id`, messageKey: 'api.not_found' });
    if (location.type === 'municipality') {
      const m = municipalities.find((r) => r.id === location.id);
      if (!m) notFound();
      else values.push({ ...empty, kind: 'municipality', municipalityId: m.id, name: m.name });
    } else if (location.type === 'zone') {
      const z = zones.find((r) => r.id === location.id);
      if (!z) notFound();
      else {
        values.push({
          ...empty,
          kind: 'zone',
          zoneId: z.id,
          municipalityId: z.municipalityId,
          name: z.name ?? z.id,
        });
      }
    } else {
      const s = streets.find((r) => r.id === location.id);
      const name = s?.nameIt ?? s?.nameDe;
      if (!s || !name) notFound();
      else {
        values.push({
          ...empty,
          kind: 'street',
          municipalityId: s.municipalityId,
          streetId: s.id,
          // Listings name their street as typed; matching compares the name in the municipality.
          streetName: name,
          name,
        });
      }
    }
  }
  if (problems.length) throw validationError(problems);
  return values;
}

/**
 * The stored values of a search: the type must exist and, for rent, be one that is rented
 * (the domain's rent rule); rooms are kept for residential types only (buyer-side.md §9,
 * decisions.md), otherwise the defaults.
 */
async function searchValues(
  db: Executor,
  clientId: string,
  input: SavedSearchInput,
  frequency: FrequencyChange,
): Promise<SavedSearchValues> {
  const type = await findType(db, input.type);
  if (!type) throw validationError([{ field: 'type', messageKey: 'api.not_found' }]);
  // The search forms hide these types for rent (decisions.md Seller wizard); nothing matches.
  if (!isTypeSelectable(type.category as Category, input.rent)) {
    throw validationError([{ field: 'type', messageKey: MESSAGE_KEYS.forSaleOnly }]);
  }
  const rooms = searchUsesBedrooms(type.category as Category)
    ? input.rooms
    : { ...SAVED_SEARCH_DEFAULTS.rooms };
  return {
    clientId,
    rent: input.rent,
    typeId: type.id,
    budget: input.budget,
    rooms,
    ...(input.alerts === undefined ? {} : { alertsEnabled: input.alerts }),
    ...frequencyValues(input.alertFrequency, frequency),
  };
}

/** The search's frequency as it is (none for a new search), and the clock of the change. */
type FrequencyChange = { current: AlertFrequency | null; now: Date };

/**
 * The stored values of a new frequency (decision 074): a daily or weekly search's next gathered
 * mail at the next 08:00 (or Monday's); one switched back to instant due at once, so that the
 * matches waiting for its gathered mail go out now; nothing when it does not change.
 */
function frequencyValues(
  next: AlertFrequency | undefined,
  { current, now }: FrequencyChange,
): Pick<SavedSearchValues, 'alertFrequency' | 'nextAlertAt'> {
  if (next === undefined || next === current) return {};
  const nextAlertAt = next === 'instant' ? (current ? now : null) : nextDigestAt(next, now);
  return { alertFrequency: next, nextAlertAt };
}

/** The saved search `id` as answered. */
async function answer(db: Executor, id: string): Promise<SavedSearch> {
  const row = await findSavedSearch(db, id);
  if (!row) throw notFoundError();
  const locations = await findSavedSearchLocations(db, [id]);
  return toSavedSearch(row.search, row.type, locations);
}

/** `GET /api/v1/searches/{id}`: the caller's own search, or any for staff. */
export async function getSearch(db: Database, viewer: SignedIn, id: string): Promise<SavedSearch> {
  await ownSearch(db, viewer, id);
  return answer(db, id);
}

/**
 * What saving a search needs of the site: the secret of the searches' opt-out tokens, and the
 * matching it runs in its transaction (new matches mailed to the client when `mail`). The
 * application passes the matching in: it reads searches, so this module does not import it.
 */
export type SearchWriteSettings = {
  alertTokenKey: string;
  /** The application's clock, which the gathered mails' times start from. */
  now: () => Date;
  matchSearch: (tx: Executor, db: Database, searchId: string, mail: boolean) => Promise<unknown>;
};

/**
 * `POST /api/v1/searches`: saves a search and matches it with the listings it fits; `alerts`
 * are the site's settings for the mail of those matches.
 */
export async function createSearch(
  db: Database,
  alerts: SearchWriteSettings,
  viewer: SignedIn,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const clientId = await clientFor(tx, viewer, input);
    const values = await searchValues(tx, clientId, input, { current: null, now: alerts.now() });
    const locations = await resolveLocations(tx, input.locations);
    const id = await insertSavedSearch(tx, values);
    await insertLocations(tx, id, locations);
    // The client who saves a search sees its matches at once; one saved for them is mailed.
    await alerts.matchSearch(tx, db, id, clientId !== viewer.clientId);
    return answer(tx, id);
  });
}

/**
 * `PATCH /api/v1/searches/{id}`: replaces the search's values and locations (the form sends
 * them all) and matches it again; existing matches stay.
 */
export async function updateSearch(
  db: Database,
  alerts: SearchWriteSettings,
  viewer: SignedIn,
  id: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const row = await ownSearch(tx, viewer, id);
    // The client of a search does not change; staff saving for a client name it on creation.
    const values = await searchValues(tx, row.search.clientId, input, {
      current: alertFrequencyOf(row.search.alertFrequency),
      now: alerts.now(),
    });
    const locations = await resolveLocations(tx, input.locations);
    // The old locations go first: a new type or rent would otherwise be carried over to each
    // of them (the cascading key) just before they are deleted.
    await deleteLocations(tx, id);
    await updateSavedSearch(tx, id, values);
    await insertLocations(tx, id, locations);
    await alerts.matchSearch(tx, db, id, row.accountId !== viewer.accountId);
    return answer(tx, id);
  });
}

/**
 * `POST /api/v1/searches/{id}/alerts`: switches the search's new-match mails on or off, for the
 * holder of the search's token (the opt-out link of its mails, no session needed), its owner or
 * staff. Anyone else, as for an unknown search, gets 404: nothing is revealed.
 */
export async function setSearchAlerts(
  db: Database,
  alerts: Pick<SearchWriteSettings, 'alertTokenKey' | 'now'>,
  viewer: Viewer,
  id: string,
  input: SearchAlertsInput,
): Promise<{ alerts: boolean; frequency: AlertFrequency }> {
  return db.transaction(async (tx) => {
    const row = await findSavedSearch(tx, id);
    if (!row) throw notFoundError();
    const byToken =
      input.token !== undefined && isSearchAlertToken(alerts.alertTokenKey, id, input.token);
    const byOwner = !!viewer && (isStaff(viewer) || row.accountId === viewer.accountId);
    if (!byToken && !byOwner) throw notFoundError();
    const current = alertFrequencyOf(row.search.alertFrequency);
    await updateAlerts(tx, id, {
      alertsEnabled: input.enabled,
      ...frequencyValues(input.frequency, { current, now: alerts.now() }),
    });
    return { alerts: input.enabled, frequency: input.frequency ?? current };
  });
}

/** `DELETE /api/v1/searches/{id}`: the search, its locations and its matches. */
export async function removeSearch(db: Database, viewer: SignedIn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownSearch(tx, viewer, id);
    await deleteSavedSearch(tx, id);
  });
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export { findSavedSearchLocations, findSavedSearchesOfAccount } from './searches.repository.ts';

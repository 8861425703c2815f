/**
 * Saved searches and their locations (buyer-side.md §3 Search).
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  clients,
  municipalities,
  propertyTypes,
  savedSearches,
  savedSearchLocations,
  streets,
  zones,
} from '../../db/schema.ts';
import { inChunks } from '../../db/chunked.ts';
import type { AlertFrequency } from '@domus/domain/search/alert-frequency';
import type { Executor } from '../../db/client.ts';

/** A saved search with its type and the account of its client. */
export async function findSavedSearch(db: Executor, id: string) {
  const [row] = await db
    .select({ search: savedSearches, type: propertyTypes, accountId: clients.accountId })
    .from(savedSearches)
    .innerJoin(propertyTypes, eq(propertyTypes.id, savedSearches.typeId))
    .innerJoin(clients, eq(clients.id, savedSearches.clientId))
    .where(eq(savedSearches.id, id));
  return row;
}

/** A property type by id. */
export async function findType(db: Executor, id: string) {
  const [row] = await db.select().from(propertyTypes).where(eq(propertyTypes.id, id));
  return row;
}

/** Whether a client exists. */
export async function clientExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return !!row;
}

/** Municipalities by id, with their Italian names. */
export function findMunicipalities(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: municipalities.id, name: municipalities.nameIt })
    .from(municipalities)
    .where(inArray(municipalities.id, ids));
}

/** Zones by id, with their municipality. */
export function findZones(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: zones.id, name: zones.nameIt, municipalityId: zones.municipalityId })
    .from(zones)
    .where(inArray(zones.id, ids));
}

/** Streets by id, with their municipality. */
export function findStreets(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: streets.id,
      nameIt: streets.nameIt,
      nameDe: streets.nameDe,
      municipalityId: streets.municipalityId,
    })
    .from(streets)
    .where(inArray(streets.id, ids));
}

/** What a saved search row holds. */
export type SavedSearchValues = {
  clientId: string;
  rent: boolean;
  typeId: string;
  budget: number;
  rooms: { living: number; bed: number; bath: number };
  /** Whether new matches are mailed; left out, a new search has them on and a change keeps them. */
  alertsEnabled?: boolean;
  /** How they are mailed, and when the next gathered mail is due (decision 074). */
  alertFrequency?: AlertFrequency;
  nextAlertAt?: Date | null;
};

/** A location as stored; a drawn zone carries its GeoJSON. */
export type LocationValues = {
  kind: 'municipality' | 'zone' | 'street' | 'polygon';
  municipalityId: string | null;
  zoneId: string | null;
  streetId: string | null;
  streetName: string | null;
  name: string;
  geoJson: string | null;
};

/** Inserts a saved search. */
export async function insertSavedSearch(db: Executor, values: SavedSearchValues): Promise<string> {
  const [row] = await db.insert(savedSearches).values(values).returning({ id: savedSearches.id });
  if (!row) throw new Error('saved search insert returned nothing');
  return row.id;
}

/** Changes a saved search. */
export async function updateSavedSearch(
  db: Executor,
  id: string,
  values: SavedSearchValues,
): Promise<void> {
  await db.update(savedSearches).set(values).where(eq(savedSearches.id, id));
}

/** Switches the new-match mails of a saved search on or off, and changes how they are sent. */
export async function updateAlerts(
  db: Executor,
  id: string,
  values: Pick<SavedSearchValues, 'alertsEnabled' | 'alertFrequency' | 'nextAlertAt'>,
): Promise<void> {
  await db.update(savedSearches).set(values).where(eq(savedSearches.id, id));
}

/** Deletes the locations of a saved search. */
export async function deleteLocations(db: Executor, searchId: string): Promise<void> {
  await db.delete(savedSearchLocations).where(eq(savedSearchLocations.searchId, searchId));
}

/** Adds locations to a saved search (a trigger copies the search's type and rent onto them). */
export async function insertLocations(
  db: Executor,
  searchId: string,
  locations: LocationValues[],
): Promise<void> {
  if (!locations.length) return;
  await db.insert(savedSearchLocations).values(
    locations.map(({ geoJson, ...l }) => ({
      ...l,
      searchId,
      area: (geoJson
        ? sql`ST_SetSRID(ST_GeomFromGeoJSON(${geoJson}), 4326)`
        : null) as unknown as string,
    })),
  );
}

/** Deletes a saved search (its locations and matches go with it). */
export async function deleteSavedSearch(db: Executor, id: string): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** The saved searches of the clients of an account, newest first, with their type. */
export function findSavedSearchesOfAccount(db: Executor, accountId: string) {
  return db
    .select({ search: savedSearches, type: propertyTypes })
    .from(savedSearches)
    .innerJoin(clients, eq(clients.id, savedSearches.clientId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, savedSearches.typeId))
    .where(eq(clients.accountId, accountId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * The locations of saved searches in their order, with the names of their municipality and zone
 * in both languages (the alert mails name them in the client's) and drawn zones as GeoJSON text.
 */
export function findSavedSearchLocations(db: Executor, searchIds: string[]) {
  return inChunks(searchIds, (chunk) =>
    db
      .select({
        id: savedSearchLocations.id,
        searchId: savedSearchLocations.searchId,
        kind: savedSearchLocations.kind,
        municipalityId: savedSearchLocations.municipalityId,
        municipalityNames: { it: municipalities.nameIt, de: municipalities.nameDe },
        zoneId: savedSearchLocations.zoneId,
        zoneNames: { it: zones.nameIt, de: zones.nameDe },
        streetId: savedSearchLocations.streetId,
        streetName: savedSearchLocations.streetName,
        name: savedSearchLocations.name,
        geoJson: sql<string | null>`ST_AsGeoJSON(${savedSearchLocations.area})`,
      })
      .from(savedSearchLocations)
      .leftJoin(municipalities, eq(municipalities.id, savedSearchLocations.municipalityId))
      .leftJoin(zones, eq(zones.id, savedSearchLocations.zoneId))
      .where(inArray(savedSearchLocations.searchId, chunk))
      .orderBy(asc(savedSearchLocations.searchId), asc(savedSearchLocations.id)),
  );
}

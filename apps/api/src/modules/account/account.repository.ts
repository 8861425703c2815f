import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  clients,
  municipalities,
  propertyTypes,
  savedSearches,
  savedSearchLocations,
  zones,
} from '../../db/schema.ts';
import { inChunks } from '../../db/chunked.ts';
import type { Executor } from '../auth/sessions.repository.ts';

/** An account as stored. */
export type AccountRow = typeof accounts.$inferSelect;

/** One account, or undefined. */
export async function findAccountById(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The account whose login address is `email` (any case), or undefined. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return row;
}

/** Inserts an account whose address is not verified yet. */
export async function insertAccount(
  db: Executor,
  values: { email: string; language: string },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, emailVerifiedAt: null })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/** Sets the language an account's mails are written in. */
export async function updateAccountLanguage(
  db: Executor,
  id: string,
  language: string,
): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, id));
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

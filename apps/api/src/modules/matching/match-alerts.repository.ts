/**
 * What the new-match alert mails read (decisions.md Saved searches and matching; docs decision
 * 014): the searches whose client gets mail, with their places, and the listings to show.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accounts,
  clients,
  files,
  municipalities,
  properties,
  propertyTypes,
  savedSearches,
  savedSearchLocations,
  zones,
} from '../../db/schema.ts';
import type { Executor } from '../auth/sessions.repository.ts';

/** Ids per statement: well below the protocol's limit of parameters. */
const CHUNK = 1000;

/** Runs `query` over `ids` in chunks and joins the rows. */
async function chunked<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await query(ids.slice(i, i + CHUNK))));
  return rows;
}

/**
 * The searches among `searchIds` whose client is mailed: alerts on, and a client account whose
 * address is verified (decisions.md Accounts and roles). The mail goes to that verified address.
 */
export function findAlertRecipients(db: Executor, searchIds: string[]) {
  return chunked(searchIds, (chunk) =>
    db
      .select({
        searchId: savedSearches.id,
        rent: savedSearches.rent,
        typeName: propertyTypes.name,
        email: accounts.email,
        language: clients.language,
        name: clients.name,
        familyName: clients.familyName,
      })
      .from(savedSearches)
      .innerJoin(clients, eq(clients.id, savedSearches.clientId))
      .innerJoin(accounts, eq(accounts.id, clients.accountId))
      .innerJoin(propertyTypes, eq(propertyTypes.id, savedSearches.typeId))
      .where(
        and(
          inArray(savedSearches.id, chunk),
          eq(savedSearches.alertsEnabled, true),
          isNotNull(accounts.emailVerifiedAt),
        ),
      ),
  );
}
/** A search that gets an alert mail, with its client. */
export type AlertRecipient = Awaited<ReturnType<typeof findAlertRecipients>>[number];

/** The locations of searches with the names of their places in both languages. */
export function findAlertSearchPlaces(db: Executor, searchIds: string[]) {
  return chunked(searchIds, (chunk) =>
    db
      .select({
        searchId: savedSearchLocations.searchId,
        kind: savedSearchLocations.kind,
        name: savedSearchLocations.name,
        municipalityIt: municipalities.nameIt,
        municipalityDe: municipalities.nameDe,
        zoneIt: zones.nameIt,
        zoneDe: zones.nameDe,
      })
      .from(savedSearchLocations)
      .leftJoin(
        municipalities,
        and(
          eq(municipalities.id, savedSearchLocations.municipalityId),
          eq(savedSearchLocations.kind, 'municipality'),
        ),
      )
      .leftJoin(zones, eq(zones.id, savedSearchLocations.zoneId))
      .where(inArray(savedSearchLocations.searchId, chunk))
      .orderBy(savedSearchLocations.searchId, savedSearchLocations.id),
  );
}
/** A location of a search as the alert mail names it. */
export type AlertSearchPlace = Awaited<ReturnType<typeof findAlertSearchPlaces>>[number];

const zoneOfListing = alias(zones, 'listing_zone');

/** The listings `ids` as an alert mail shows them, newest first. */
export function findAlertListings(db: Executor, ids: string[]) {
  return chunked(ids, (chunk) =>
    db
      .select({
        id: properties.id,
        category: properties.category,
        propertyNumber: properties.propertyNumber,
        rent: properties.rent,
        price: properties.price,
        area: properties.area,
        title: properties.title,
        createdAt: properties.createdAt,
        typeName: propertyTypes.name,
        municipality: { nameIt: municipalities.nameIt, nameDe: municipalities.nameDe },
        zone: { nameIt: zoneOfListing.nameIt, nameDe: zoneOfListing.nameDe },
        imageKey: files.storageKey,
        imageMime: files.mime,
        imageVariants: files.variants,
      })
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
      .leftJoin(municipalities, eq(municipalities.id, properties.municipalityId))
      .leftJoin(zoneOfListing, eq(zoneOfListing.id, properties.zoneId))
      .leftJoin(files, eq(files.id, properties.mainImageId))
      .where(inArray(properties.id, chunk))
      .orderBy(desc(properties.createdAt), properties.id),
  );
}
/** A listing as an alert mail shows it. */
export type AlertListing = Awaited<ReturnType<typeof findAlertListings>>[number];

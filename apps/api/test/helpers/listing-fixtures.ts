/**
 * Listings as the sell wizard sends them, for the listings write tests: uploaded file rows of a
 * person, a verified address in Bolzano, and the body of a whole listing of each category.
 */
import { randomUUID } from 'node:crypto';
import type { Category } from '@domus/domain/core/constants';
import type { Database } from '../../src/db/client.ts';
import { files } from '../../src/db/schema.ts';
import { newStorageKey } from '../../src/modules/files/storage-keys.ts';
import { person, type Person } from './account-fixtures.ts';
import { BOLZANO, typeId } from './search-fixtures.ts';

/** An address with its street number in Bolzano, as the location step sends it. */
export const LISTING_LOCATION = {
  address: {
    street: 'Via Museo',
    streetNumber: '12',
    municipality: { it: 'Bolzano', de: 'Bozen' },
    municipalityId: BOLZANO,
  },
  coordinates: { lat: 46.4983, lng: 11.3548 },
};

/** A subtype and the step-3 fields of a complete listing of each category. */
export const CATEGORY_FIELDS: Record<
  Category,
  { subtype: string; fields: Record<string, unknown> }
> = {
  residential: {
    subtype: 'apartment',
    fields: { rooms: { bed: 2, living: 1, bath: 1 }, nettoArea: 80, lift: true },
  },
  garage: { subtype: 'garage', fields: { numOfPlaces: 2, area: 30, power: true } },
  commercial: { subtype: 'office', fields: { area: 120, rooms: { bath: 2 }, floor: 1 } },
  buildingland: { subtype: 'residential', fields: { catastralArea: 900, cubic: 1200 } },
  agriculture: {
    subtype: 'agriculture',
    fields: { area: 5000, cultivation: [{ description: 'Mele', area: 0.5 }] },
  },
};

/** Files `owner` uploaded (rows as the upload writes them), attached to no listing yet. */
export async function uploads(
  db: Database,
  owner: Person,
  count: number,
  kind = 'image',
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(files).values(
    ids.map((id) => ({
      id,
      kind,
      name: kind === 'image' ? 'photo.jpg' : 'plan.pdf',
      mime: kind === 'image' ? 'image/jpeg' : 'application/pdf',
      storageKey: newStorageKey(kind === 'image' ? 'jpg' : 'pdf', undefined, id),
      uploadedById: owner.accountId,
    })),
  );
  return ids;
}

/**
 * The body of a complete listing of `category` with four new uploads of `owner`, as POST and
 * PATCH /properties/{type} take it; `extra` overrides or adds fields.
 */
export async function listingBody(
  db: Database,
  owner: Person,
  category: Category,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { subtype, fields } = CATEGORY_FIELDS[category];
  return {
    type: await typeId(db, category, subtype),
    rent: false,
    price: 350_000,
    title: { it: 'Titolo', de: 'Titel', en: 'Title' },
    description: { it: 'Descrizione', de: 'Beschreibung', en: 'Description' },
    images: await uploads(db, owner, 4),
    location: LISTING_LOCATION,
    ...fields,
    ...extra,
  };
}

/** The people of the listings write tests, each with a seller profile and a session. */
export type ListingPeople = Record<'user' | 'other' | 'agent' | 'admin' | 'superAdmin', Person>;

/** Two website users, an agent, an admin and a super admin (decisions.md Accounts and roles). */
export async function listingPeople(db: Database): Promise<ListingPeople> {
  return {
    user: await person(db, 'seller@example.com'),
    other: await person(db, 'other@example.com'),
    agent: await person(db, 'agent@example.com', { isAgent: true }),
    admin: await person(db, 'admin@example.com', { isAdmin: true }),
    superAdmin: await person(db, 'super@example.com', { isAdmin: true, isSuperAdmin: true }),
  };
}

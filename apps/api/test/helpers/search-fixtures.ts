/**
 * Places, buyers and listings for the saved-search and matching tests: two municipalities with a
 * zone and a street, accounts with a client profile and a session, and listings placed in them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  clients,
  municipalities,
  properties,
  propertyTypes,
  streets,
  zones,
} from '../../src/db/schema.ts';
import { seedPropertyTypes } from '../../src/seed/property-types.seed.ts';
import { person, type Person } from './account-fixtures.ts';

export const BOLZANO = '021008';
export const MERANO = '021051';
export const GRIES = 'gries-test';
/** A point inside Bolzano's test square, in Gries. */
export const IN_BOLZANO = { x: 11.33, y: 46.5 };
/** A point inside Merano's test square. */
export const IN_MERANO = { x: 11.15, y: 46.65 };

/** A person with a client profile too. */
export type Buyer = Person & { clientId: string };

/** Property types, two municipalities, a zone of Bolzano and a street of Bolzano. */
export async function seedPlaces(db: Database): Promise<{ streetId: string }> {
  await seedPropertyTypes(db);
  const square = (x: number, y: number) =>
    sql`ST_GeomFromText(${`MULTIPOLYGON(((${x} ${y},${x + 0.1} ${y},${x + 0.1} ${y + 0.1},${x} ${y + 0.1},${x} ${y})))`}, 4326)`;
  await db.insert(municipalities).values([
    {
      id: BOLZANO,
      cadastralCode: 'A952',
      nameIt: 'Bolzano',
      nameDe: 'Bozen',
      searchKey: 'bolzano|bozen',
      seat: { x: 11.35, y: 46.5 },
      boundary: square(11.3, 46.45) as never,
    },
    {
      id: MERANO,
      cadastralCode: 'F132',
      nameIt: 'Merano',
      nameDe: 'Meran',
      searchKey: 'merano|meran',
      seat: { x: 11.16, y: 46.67 },
      boundary: square(11.1, 46.6) as never,
    },
  ]);
  await db.insert(zones).values({
    id: GRIES,
    municipalityId: BOLZANO,
    kind: 'quarter',
    nameIt: 'Gries',
    nameDe: 'Gries',
    searchKey: 'gries',
    point: IN_BOLZANO,
    source: 'test',
  });
  const [street] = await db
    .insert(streets)
    .values({
      municipalityId: BOLZANO,
      nameIt: 'Via Museo',
      nameDe: 'Museumstraße',
      searchKey: 'via museo|museumstrasse',
      source: 'test',
    })
    .returning({ id: streets.id });
  return { streetId: street!.id };
}

/** An account with seller and client profiles and a verified session. */
export async function buyer(
  db: Database,
  email: string,
  flags: { isAgent?: boolean; isAdmin?: boolean } = {},
): Promise<Buyer> {
  const p = await person(db, email, flags);
  const [row] = await db
    .insert(clients)
    .values({ accountId: p.accountId, name: 'Cliente', familyName: 'Test', email })
    .returning({ id: clients.id });
  return { ...p, clientId: row!.id };
}

/** The id of a property type. */
export async function typeId(db: Database, category: string, code: string): Promise<string> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.category, category), eq(propertyTypes.code, code)));
  return row!.id;
}

/** What a test listing may set; by default a confirmed apartment for sale in Gries, Bolzano. */
export type ListingValues = {
  category?: string;
  code?: string;
  rent?: boolean;
  price?: number | null;
  bedrooms?: number | null;
  confirmed?: boolean;
  municipalityId?: string | null;
  zoneId?: string | null;
  street?: string | null;
  point?: { x: number; y: number } | null;
  living?: number;
};

/** Inserts a listing. */
export async function placeListing(db: Database, values: ListingValues = {}): Promise<string> {
  const id = randomUUID();
  const category = values.category ?? 'residential';
  await db.insert(properties).values({
    id,
    category,
    typeId: await typeId(db, category, values.code ?? 'apartment'),
    rent: values.rent ?? false,
    price: values.price === undefined ? 250_000 : values.price,
    bedrooms: values.bedrooms === undefined ? 2 : values.bedrooms,
    isConfirmed: values.confirmed ?? true,
    municipalityId: values.municipalityId === undefined ? BOLZANO : values.municipalityId,
    zoneId: values.zoneId === undefined ? GRIES : values.zoneId,
    street: values.street === undefined ? 'Via Museo' : values.street,
    point: values.point === undefined ? IN_BOLZANO : values.point,
    title: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    description: { it: '', de: '', en: '' },
    details: { rooms: { bed: values.bedrooms ?? 2, living: values.living ?? 1 } },
  });
  return id;
}

/** A closed square ring around a point, as a drawn zone sends it. */
export function squareAround(center: { x: number; y: number }, half = 0.01): [number, number][] {
  const { x, y } = center;
  return [
    [x - half, y - half],
    [x + half, y - half],
    [x + half, y + half],
    [x - half, y + half],
    [x - half, y - half],
  ];
}

/**
 * Generated listings in bulk, for benchmarks: N listings across every category, subtype and
 * municipality, with plausible sizes and prices, mostly confirmed. Rows go in as multi-row
 * inserts of about a thousand; pictures are a small pool of stored renditions that every listing
 * reuses (one file row per listing, its main image), not N new images.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SUBTYPES, type Category, type Subtype } from '@domus/domain/core/constants';
import { withDefaults } from '@domus/domain/listing/defaults';
import { salesArea } from '@domus/domain/listing/sales-area';
import { categoryDetailsSchema } from '@domus/domain/listing/property.schema';
import type { Database } from '../db/client.ts';
import {
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  zones,
  type LngLat,
} from '../db/schema.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import {
  storeImage,
  type StoredFile,
  type StoredVariants,
} from '../modules/files/files.service.ts';
import { drawSubject, seededRandom, subjectsFor } from './demo-images.ts';
import { listingTexts, type DemoListing } from './demo.data.ts';
import { derivedColumns } from '../modules/properties/property-row.ts';
import { importPlaces } from './places.seed.ts';
import { seedPropertyTypes } from './property-types.seed.ts';

export type ScaleSeedOptions = {
  /** Rows per insert statement. */
  batchSize?: number;
  /** Seed of the generator: the same seed makes the same listings. */
  seed?: number;
  /** Called after every batch with the number written so far. */
  onProgress?: (written: number) => void;
};

/** Share of each category among the generated listings, roughly as on the market. */
const CATEGORY_WEIGHTS: [Category, number][] = [
  ['residential', 0.6],
  ['garage', 0.12],
  ['commercial', 0.15],
  ['buildingland', 0.06],
  ['agriculture', 0.07],
];

const STREETS: [string, string][] = [
  ['Via Roma', 'Romstraße'],
  ['Via Stazione', 'Bahnhofstraße'],
  ['Via Chiesa', 'Kirchgasse'],
  ['Via Principale', 'Hauptstraße'],
  ['Via Andreas Hofer', 'Andreas-Hofer-Straße'],
  ['Via Scuola', 'Schulstraße'],
  ['Via del Sole', 'Sonnenstraße'],
  ['Via dei Campi', 'Feldweg'],
  ['Via Industria', 'Industriestraße'],
  ['Via Paese', 'Dorfstraße'],
];

/** Adds `count` generated listings; answers how many were written. */
export async function seedScale(
  db: Database,
  storage: FileStorage,
  count: number,
  options: ScaleSeedOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const rand = seededRandom(options.seed ?? Date.now() % 2 ** 31);
  await importPlaces(db);
  await seedPropertyTypes(db);

  const types = await db.select().from(propertyTypes);
  const typeId = new Map(types.map((t) => [`${t.category}|${t.code}`, t.id]));
  const places = await loadPlaces(db);
  const owners = await ensureOwners(db);
  const pictures = await picturePool(db, storage);
  const year = new Date().getFullYear();
  const now = Date.now();

  let written = 0;
  while (written < count) {
    const size = Math.min(batchSize, count - written);
    const propertyRows: (typeof properties.$inferInsert)[] = [];
    const fileRows: (typeof files.$inferInsert)[] = [];
    for (let i = 0; i < size; i++) {
      const category = pickWeighted(rand, CATEGORY_WEIGHTS);
      const subtype = pick<Subtype>(rand, SUBTYPES[category]);
      const rent = category !== 'buildingland' && rand() < (category === 'agriculture' ? 0.1 : 0.3);
      const place = pick(rand, places);
      const zone = place.zones.length && rand() < 0.6 ? pick(rand, place.zones) : undefined;
      const base = zone?.point ?? place.seat;
      const point = { x: base.x + (rand() - 0.5) * 0.004, y: base.y + (rand() - 0.5) * 0.003 };
      const generated = generate(rand, category, subtype, rent);
      const listing: DemoListing = {
        category,
        subtype,
        municipality: place.id,
        street: pick(rand, STREETS),
        number: String(1 + Math.floor(rand() * 120)),
        rent,
        price: generated.price,
        details: generated.details,
        features: [],
        owner: 0,
      };
      const details = categoryDetailsSchema(category).parse(
        withDefaults(category, subtype, generated.details, year),
      ) as Record<string, unknown>;
      const zoneNames = zone ? { it: zone.it, de: zone.de } : undefined;
      const texts = listingTexts(listing, { municipality: place, zone: zoneNames });
      const id = randomUUID();
      const imageId = randomUUID();
      const picture = pick(rand, pictures);
      const createdAt = new Date(now - Math.floor(rand() * 730 * 24 * 3600_000));
      const location = {
        address: {
          street: listing.street[0],
          streetNumber: listing.number,
          municipality: { it: place.it, de: place.de },
          municipalityId: place.id,
          region: 'Trentino-Alto Adige/Südtirol',
        },
        coordinates: { lat: point.y, lng: point.x },
        zone: zone ? { id: zone.id, properties: { name: zoneNames } } : null,
        zoneName: zone?.it ?? null,
      };
      const confirmed = rand() < 0.95;
      propertyRows.push({
        id,
        category,
        typeId: typeId.get(`${category}|${subtype}`)!,
        rent,
        price: generated.price,
        isConfirmed: confirmed,
        ownerId: pick(rand, owners),
        title: texts.title,
        description: texts.description,
        mainImageId: imageId,
        mainImageIds: [imageId],
        municipalityId: place.id,
        zoneId: zone?.id ?? null,
        street: listing.street[0],
        streetNumber: listing.number,
        location,
        point,
        ...derivedColumns(category, details),
        details,
        createdAt,
        updatedAt: createdAt,
      });
      fileRows.push({
        id: imageId,
        propertyId: id,
        kind: 'image',
        name: 'foto.jpg',
        mime: picture.mime,
        storageKey: picture.storageKey,
        variants: picture.variants,
        width: picture.width,
        height: picture.height,
        position: 0,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(properties).values(propertyRows);
    await db.insert(files).values(fileRows);
    written += size;
    options.onProgress?.(written);
  }
  return written;
}

/**
 * A small pool of pictures: the demo's stored pictures when there are some, else a dozen drawn
 * now (one per category's first subject, in two variants).
 */
async function picturePool(db: Database, storage: FileStorage): Promise<StoredFile[]> {
  const existing = await db
    .selectDistinctOn([files.storageKey], {
      storageKey: files.storageKey,
      mime: files.mime,
      variants: files.variants,
      width: files.width,
      height: files.height,
    })
    .from(files)
    .where(eq(files.kind, 'image'))
    .limit(40);
  const usable = [];
  for (const f of existing) {
    if (await storage.exists(f.storageKey)) {
      usable.push({ ...f, variants: f.variants as StoredVariants });
    }
  }
  if (usable.length >= 8) return usable;
  const subjects = (
    ['residential', 'garage', 'commercial', 'buildingland', 'agriculture'] as const
  ).flatMap((c) => subjectsFor(c, SUBTYPES[c][0]).slice(0, 2));
  return Promise.all(
    subjects.map((subject, i) =>
      storeImage(storage, Buffer.from(drawSubject(subject, 104729 * (i + 1)))),
    ),
  );
}

type ScalePlace = {
  id: string;
  it: string;
  de: string;
  seat: LngLat;
  zones: { id: string; it: string; de: string; point: LngLat }[];
};

async function loadPlaces(db: Database): Promise<ScalePlace[]> {
  const rows = await db
    .select({
      id: municipalities.id,
      it: municipalities.nameIt,
      de: municipalities.nameDe,
      seat: municipalities.seat,
    })
    .from(municipalities);
  const zoneRows = await db
    .select({
      id: zones.id,
      municipalityId: zones.municipalityId,
      it: zones.nameIt,
      de: zones.nameDe,
      point: zones.point,
    })
    .from(zones);
  const places = new Map<string, ScalePlace>(rows.map((r) => [r.id, { ...r, zones: [] }]));
  for (const z of zoneRows) {
    places
      .get(z.municipalityId)
      ?.zones.push({ id: z.id, it: z.it ?? z.de!, de: z.de ?? z.it!, point: z.point });
  }
  // The towns hold most of the market: Bolzano and Merano count five times, the larger towns twice.
  const weighted: ScalePlace[] = [];
  for (const p of places.values()) {
    const weight = p.id === '021008' || p.id === '021051' ? 5 : p.zones.length > 12 ? 2 : 1;
    for (let i = 0; i < weight; i++) weighted.push(p);
  }
  return weighted;
}

/** The sellers the generated listings belong to: existing ones, or three made for the purpose. */
async function ensureOwners(db: Database): Promise<string[]> {
  const existing = await db.select({ id: sellers.id }).from(sellers).limit(20);
  if (existing.length) return existing.map((s) => s.id);
  const made = await db
    .insert(sellers)
    .values([
      {
        sellerType: 'private',
        name: 'Anna',
        familyName: 'Huber',
        email: 'scale.private@domus.example',
      },
      { sellerType: 'agent', companyName: 'Immobilien Test', email: 'scale.agent@domus.example' },
      {
        sellerType: 'construction',
        companyName: 'Costruzioni Test Srl',
        email: 'scale.construction@domus.example',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: sellers.id });
  if (made.length) return made.map((s) => s.id);
  return (
    await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(sql`true`)
      .limit(3)
  ).map((s) => s.id);
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

function pickWeighted<T>(r: Rand, weights: [T, number][]): T {
  let x = r();
  for (const [value, w] of weights) {
    if ((x -= w) <= 0) return value;
  }
  return weights[weights.length - 1]![0];
}

/** Sizes, rooms and a price that fit together for one listing. */
function generate(
  r: Rand,
  category: Category,
  subtype: Subtype,
  rent: boolean,
): { price: number; details: Record<string, unknown> } {
  switch (category) {
    case 'residential': {
      const net =
        subtype === 'villa'
          ? int(r, 180, 450)
          : subtype === 'apartment'
            ? int(r, 35, 160)
            : int(r, 90, 260);
      const bed = Math.max(1, Math.min(6, Math.round(net / 35)));
      const rooms = {
        bed,
        living: 1,
        kitchen: 1,
        bath: Math.max(1, Math.round(bed / 2)),
        wc: r() < 0.3 ? 1 : 0,
      };
      const garden =
        subtype === 'apartment' ? (r() < 0.15 ? int(r, 30, 120) : 0) : int(r, 80, 1500);
      const details: Record<string, unknown> = {
        rooms,
        nettoArea: net,
        areas: {
          cellar: { amount: 1, area: int(r, 4, 20) },
          balcony: { amount: int(r, 0, 2), area: int(r, 0, 15) },
        },
        garden: { type: garden ? 'private' : 'no', area: garden },
        condition: int(r, 1, 4),
        energyClass: pick(r, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'gold']),
        constructionYear: int(r, 1900, 2025),
        ...(subtype === 'house'
          ? { overGroundArea: net + int(r, 10, 60), underGroundArea: int(r, 0, 90) }
          : {}),
        ...(subtype === 'townhouse' ? { townhousePosition: pick(r, ['center', 'outside']) } : {}),
      };
      details.area = salesArea(details, subtype);
      const perSquareMetre = rent ? int(r, 9, 17) : int(r, 2800, 7200);
      return {
        price: roundTo((details.area as number) * perSquareMetre, rent ? 10 : 5000),
        details,
      };
    }
    case 'garage': {
      const places = subtype === 'garage' && r() < 0.2 ? 2 : 1;
      return {
        price: rent
          ? roundTo(int(r, 60, 220) * places, 5)
          : roundTo(int(r, 15000, 55000) * places, 1000),
        details: {
          numOfPlaces: places,
          area: int(r, 12, 18) * places,
          condition: int(r, 1, 3),
          constructionYear: int(r, 1960, 2025),
        },
      };
    }
    case 'commercial': {
      const area =
        subtype === 'hotel'
          ? int(r, 800, 4000)
          : subtype === 'industry' || subtype === 'warehouse'
            ? int(r, 300, 5000)
            : int(r, 40, 400);
      const perSquareMetre = rent ? int(r, 6, 30) : int(r, 900, 5500);
      const sellType =
        subtype === 'office'
          ? undefined
          : rent
            ? pick(r, ['activity', 'walls'])
            : pick(r, ['both', 'activity', 'walls']);
      return {
        price: roundTo(area * perSquareMetre, rent ? 50 : 5000),
        details: {
          area,
          condition: int(r, 1, 4),
          energyClass: pick(r, ['A', 'B', 'C', 'D', 'E', 'undefined']),
          constructionYear: int(r, 1900, 2025),
          ...(sellType ? { sellType } : {}),
          ...(subtype === 'hotel'
            ? {
                hotel: {
                  stars: pick(r, [1, 2, 3, 4, 4.5, 5]),
                  sleepingPlaces: Math.round(area / 30),
                },
              }
            : {}),
          ...(subtype === 'bar' || subtype === 'restaurant'
            ? { rooms: { wc: 2, seats: int(r, 20, 120) } }
            : {}),
        },
      };
    }
    case 'buildingland': {
      const catastralArea = int(r, 400, 8000);
      return {
        price: roundTo(catastralArea * int(r, 150, 1100), 5000),
        details: {
          catastralArea,
          cubicIndex: pick(r, [1, 1.5, 2, 2.5, 3]),
          maxHeight: int(r, 8, 16),
        },
      };
    }
    // Every category has its case: a new one fails to compile here instead of passing for
    // agriculture.
    case 'agriculture': {
      const area = int(r, 3000, 60000);
      return {
        price: rent ? roundTo(area * 0.06, 50) : roundTo(area * int(r, 25, 110), 5000),
        details: {
          area,
          fountains: int(r, 0, 2),
          sprinklers: r() < 0.8,
          hailnets: r() < 0.6,
          cultivation: [
            {
              description: pick(r, ['Meleto / Apfelanlage', 'Vigneto / Weinberg', 'Prato / Wiese']),
              area: Math.round(area / 100) / 100,
            },
          ],
        },
      };
    }
  }
}

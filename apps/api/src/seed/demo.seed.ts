/**
 * Demo content for a fresh installation: staff accounts, seller customers, about sixty listings
 * with pictures and plans, and testimonies. Every listing passes the domain's property schema
 * before it is written, so the demo never shows data the product itself would refuse.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Subtype } from '@domus/domain/core/constants';
import { withDefaults } from '@domus/domain/listing/defaults';
import { salesArea } from '@domus/domain/listing/sales-area';
import { categoryDetailsSchema, propertyInputSchema } from '@domus/domain/listing/property.schema';
import type { Database } from '../db/client.ts';
import {
  accounts,
  files,
  municipalities,
  properties,
  propertyTypes,
  sellers,
  testimonies,
  zones,
  type LngLat,
} from '../db/schema.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { derivedColumns, listingArea } from '../modules/properties/property-row.ts';
import { storeImage, storePdf, type StoredFile } from '../modules/files/files.service.ts';
import {
  cadastralExtractPdf,
  drawSubject,
  floorPlanSvg,
  seededRandom,
  SUBJECT_FILE_NAMES,
  subjectsFor,
  type Subject,
} from './demo-images.ts';
import {
  DEMO_LISTINGS,
  DEMO_SELLERS,
  DEMO_TESTIMONIES,
  listingTexts,
  type DemoListing,
} from './demo.data.ts';
import { applyDemoPriceCuts, planDemoPriceCuts } from './demo-price-cuts.seed.ts';
import { seedDemoViewings } from './demo-viewings.seed.ts';

/** The staff accounts of a fresh installation. */
export const DEMO_STAFF = [
  {
    email: 'admin@domus.example',
    language: 'it',
    isAdmin: true,
    isSuperAdmin: true,
    isAgent: false,
  },
  {
    email: 'agent@domus.example',
    language: 'de',
    isAdmin: false,
    isSuperAdmin: false,
    isAgent: true,
  },
] as const;

/** How many variants of each subject are drawn; listings take turns through them. */
const VARIANTS: Partial<Record<Subject, number>> = {
  'facade-apartment': 4,
  'facade-house': 2,
  'facade-villa': 2,
  'facade-townhouse': 2,
  living: 3,
  kitchen: 3,
  bedroom: 3,
  bath: 2,
  view: 3,
  office: 2,
  dining: 2,
  'garage-doors': 2,
  'garage-inside': 2,
  'parking-lot': 2,
  'land-building': 2,
  'land-orchard': 2,
};

/**
 * Pictures rendered at once: enough to keep every core busy, few enough that the decoded
 * 1600-pixel canvases (several MB each) stay a small amount of memory.
 */
const RENDER_CONCURRENCY = Math.max(2, Math.min(4, availableParallelism()));

/** Runs `fn` over `items` with at most `limit` calls at a time; answers in order. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Pictures and plans drawn and stored once, shared by the listings that show them. */
export type DemoAssets = {
  pictures: Map<Subject, StoredFile[]>;
  floorPlans: StoredFile[];
};

/**
 * Draws and stores every demo picture. The scenes are independent, so they are rendered side by
 * side; sharp spreads the work over the machine's cores.
 */
export async function renderDemoAssets(storage: FileStorage): Promise<DemoAssets> {
  const needed = new Set<Subject>();
  for (const l of DEMO_LISTINGS) for (const s of subjectsFor(l.category, l.subtype)) needed.add(s);
  const jobs: { subject: Subject; seed: number }[] = [];
  let seed = 1;
  for (const subject of needed) {
    for (let v = 0; v < (VARIANTS[subject] ?? 1); v++) jobs.push({ subject, seed: seed++ * 7919 });
  }
  const pictures = new Map<Subject, StoredFile[]>();
  const stored = await mapLimited(jobs, RENDER_CONCURRENCY, (job) =>
    storeImage(storage, Buffer.from(drawSubject(job.subject, job.seed))),
  );
  jobs.forEach((job, i) => {
    const list = pictures.get(job.subject) ?? [];
    list.push(stored[i]!);
    pictures.set(job.subject, list);
  });
  // Floor plans as PNG, the way an architect's export arrives.
  const floorPlans = await Promise.all(
    [11, 23, 37].map(async (s) =>
      storeImage(
        storage,
        await sharp(Buffer.from(floorPlanSvg(s)))
          .png()
          .toBuffer(),
      ),
    ),
  );
  return { pictures, floorPlans };
}

/** What the demo seed wrote. */
export type DemoCounts = {
  listings: number;
  files: number;
  sellers: number;
  testimonies: number;
  viewings: number;
};

type Place = {
  municipality: { id: string; it: string; de: string; lld: string | null; seat: LngLat };
  zone?: { id: string; it: string; de: string; point: LngLat };
};

const REGION = 'Trentino-Alto Adige/Südtirol';

/** The staff accounts and the sellers, with the admin's id for what the admin created. */
async function insertPeople(db: Database, now: Date) {
  const staff = await db
    .insert(accounts)
    .values(DEMO_STAFF.map((s) => ({ ...s, emailVerifiedAt: now })))
    .onConflictDoNothing()
    .returning({ id: accounts.id, email: accounts.email });
  const adminId = staff.find((s) => s.email === 'admin@domus.example')?.id ?? null;
  const agentId = staff.find((s) => s.email === 'agent@domus.example')?.id ?? null;

  const sellerRows = [];
  for (const s of DEMO_SELLERS) {
    let accountId: string | null = null;
    if (s.account) {
      const [account] = await db
        .insert(accounts)
        .values({ email: s.email, language: s.language, emailVerifiedAt: now })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      accountId = account?.id ?? null;
    }
    sellerRows.push({
      accountId,
      sellerType: s.sellerType,
      salutation: s.salutation ?? null,
      name: s.name ?? null,
      familyName: s.familyName ?? null,
      companyName: s.companyName ?? null,
      email: s.email,
      tel: s.tel,
      language: s.language,
      isSelfInserted: !!accountId,
      createdById: accountId ? null : adminId,
    });
  }
  const insertedSellers = await db
    .insert(sellers)
    .values(sellerRows)
    .returning({ id: sellers.id, accountId: sellers.accountId });
  return { adminId, agentId, insertedSellers };
}

/** One image or plan of a demo listing, stored already. */
type DemoFile = {
  id: string;
  kind: 'image' | 'floorplan' | 'cataster' | 'landregister';
  name: string;
  stored: StoredFile;
  position: number;
};

/**
 * A listing's pictures, each subject's next variant in turn (so that neighbouring listings do not
 * show the same photo), and its plans: a floor plan of the rendered ones, cadastral and land
 * register extracts written as PDFs for its place.
 */
async function listingFiles(
  storage: FileStorage,
  assets: DemoAssets,
  listing: DemoListing,
  index: number,
  place: Place,
  turn: Map<Subject, number>,
): Promise<{ images: DemoFile[]; plans: DemoFile[] }> {
  const images = subjectsFor(listing.category, listing.subtype).map((subject, position) => {
    const variants = assets.pictures.get(subject) ?? [];
    const n = turn.get(subject) ?? index;
    turn.set(subject, n + 1);
    return {
      id: randomUUID(),
      kind: 'image' as const,
      name: SUBJECT_FILE_NAMES[subject],
      stored: variants[n % variants.length]!,
      position,
    };
  });
  const plans: DemoFile[] = [];
  for (const [position, kind] of (listing.plans ?? []).entries()) {
    const stored =
      kind === 'floorplan'
        ? assets.floorPlans[index % assets.floorPlans.length]!
        : await storePdf(
            storage,
            cadastralExtractPdf({
              municipality: `${place.municipality.it}/${place.municipality.de}`,
              parcel: `${100 + ((index * 37) % 900)}/${1 + (index % 7)}`,
              seed: index + 1,
              landRegister: kind === 'landregister',
            }),
          );
    const name =
      kind === 'floorplan'
        ? 'pianta.png'
        : kind === 'cataster'
          ? 'estratto-mappa.pdf'
          : 'estratto-tavolare.pdf';
    plans.push({ id: randomUUID(), kind, name, stored, position });
  }
  return { images, plans };
}

/** A listing's location as the wizard writes it, at the listing's point. */
function listingLocation(listing: DemoListing, place: Place, point: LngLat) {
  return {
    address: {
      street: listing.street[0],
      streetNumber: listing.number,
      municipality: {
        it: place.municipality.it,
        de: place.municipality.de,
        ...(place.municipality.lld ? { lld: place.municipality.lld } : {}),
      },
      municipalityId: place.municipality.id,
      region: REGION,
    },
    coordinates: { lat: point.y, lng: point.x },
    zone: place.zone
      ? { id: place.zone.id, properties: { name: { it: place.zone.it, de: place.zone.de } } }
      : null,
    zoneName: place.zone?.it ?? null,
  };
}

/** The file rows of a listing's images and plans. */
function fileRowsOf(
  propertyId: string,
  listingFiles: readonly DemoFile[],
  uploadedById: string | null,
  createdAt: Date,
): (typeof files.$inferInsert)[] {
  return listingFiles.map((f) => ({
    id: f.id,
    propertyId,
    kind: f.kind,
    name: f.name,
    mime: f.stored.mime,
    storageKey: f.stored.storageKey,
    variants: f.stored.variants,
    width: f.stored.width,
    height: f.stored.height,
    position: f.position,
    uploadedById,
    createdAt,
    updatedAt: createdAt,
  }));
}

/**
 * Writes staff, sellers, listings, files and testimonies. Expects the places and the property
 * types to be there.
 */
export async function seedDemo(
  db: Database,
  storage: FileStorage,
  assets: DemoAssets,
  options: { now?: Date; uidDomain?: string } = {},
): Promise<DemoCounts> {
  const now = options.now ?? new Date();
  const { adminId, agentId, insertedSellers } = await insertPeople(db, now);

  const types = new Map(
    (await db.select().from(propertyTypes)).map((t) => [`${t.category}|${t.code}`, t.id]),
  );
  const places = await loadPlaces(db, DEMO_LISTINGS);

  const year = now.getFullYear();
  const propertyRows: (typeof properties.$inferInsert)[] = [];
  const fileRows: (typeof files.$inferInsert)[] = [];
  const turn = new Map<Subject, number>();
  const rand = seededRandom(2024);

  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const typeId = types.get(`${listing.category}|${listing.subtype}`);
    if (!typeId) throw new Error(`No property type ${listing.category}/${listing.subtype}`);
    const place = places(listing);
    const propertyId = randomUUID();
    const { images, plans } = await listingFiles(storage, assets, listing, index, place, turn);

    const confirmed = listing.confirmed !== false;
    const mainImages = [...images, ...plans].slice(0, 4).map((f) => f.id);

    // Coordinates: the zone's or the seat's point, moved a little so that listings of one
    // town do not sit on top of each other (at most about 250 m, well inside the town).
    const base = place.zone?.point ?? place.municipality.seat;
    const point = {
      x: round6(base.x + (rand() - 0.5) * 0.005),
      y: round6(base.y + (rand() - 0.5) * 0.0035),
    };

    const subtype = listing.subtype as Subtype;
    const details = categoryDetailsSchema(listing.category).parse(
      withDefaults(listing.category, subtype, withSalesArea(listing), year),
    ) as Record<string, unknown>;
    const texts = listingTexts(listing, {
      municipality: place.municipality,
      zone: place.zone,
    });
    const location = listingLocation(listing, place, point);
    // The listing must be one the product itself would accept.
    const checked = propertyInputSchema.safeParse({
      category: listing.category,
      type: typeId,
      rent: !!listing.rent,
      price: listing.price,
      rentPrice: listing.rentPrice ?? null,
      title: texts.title,
      description: texts.description,
      video: listing.video ?? null,
      images: images.map((i) => i.id),
      plans: plans.map((p) => p.id),
      mainImage: confirmed ? images[0]!.id : null,
      mainImages: confirmed ? mainImages : [],
      isConfirmed: confirmed,
      location,
      ...details,
    });
    if (!checked.success) {
      throw new Error(
        `Demo listing ${index} (${listing.category}/${listing.subtype}) is invalid: ${JSON.stringify(checked.error.issues)}`,
      );
    }

    const ownerSeller = insertedSellers[listing.owner]!;
    const createdAt = new Date(now.getTime() - (DEMO_LISTINGS.length - index) * 31 * 3600_000);
    propertyRows.push({
      id: propertyId,
      category: listing.category,
      typeId,
      rent: !!listing.rent,
      price: listing.price,
      rentPrice: listing.rentPrice ?? null,
      isConfirmed: confirmed,
      ownerId: ownerSeller.id,
      createdById: confirmed ? adminId : (ownerSeller.accountId ?? adminId),
      title: texts.title,
      description: texts.description,
      informations: null,
      cataster: listing.plans?.includes('cataster')
        ? `C.C. ${place.municipality.it}/${place.municipality.de}, p.ed. ${100 + ((index * 37) % 900)}/${1 + (index % 7)}`
        : null,
      video: listing.video ?? null,
      mainImageId: confirmed ? images[0]!.id : null,
      mainImageIds: confirmed ? mainImages : [],
      municipalityId: place.municipality.id,
      zoneId: place.zone?.id ?? null,
      street: listing.street[0],
      streetNumber: listing.number,
      location,
      point,
      approximate: false,
      ...derivedColumns(listing.category, details),
      details,
      createdAt,
      updatedAt: createdAt,
    });
    fileRows.push(
      ...fileRowsOf(propertyId, [...images, ...plans], ownerSeller.accountId ?? adminId, createdAt),
    );
  }

  const priceCuts = planDemoPriceCuts(propertyRows, now);
  await db.insert(properties).values(propertyRows);
  await applyDemoPriceCuts(db, priceCuts);
  for (let i = 0; i < fileRows.length; i += 200)
    await db.insert(files).values(fileRows.slice(i, i + 200));
  await db.insert(testimonies).values(DEMO_TESTIMONIES);
  const viewingCount = agentId
    ? await seedDemoViewings(db, {
        agentId,
        // The oldest published listings: the newest are the ones a visitor (and a test) meets first.
        listingIds: propertyRows.filter((row) => row.isConfirmed).map((row) => row.id!),
        now,
        uidDomain: options.uidDomain ?? 'localhost',
      })
    : 0;

  return {
    listings: propertyRows.length,
    files: fileRows.length,
    sellers: insertedSellers.length,
    testimonies: DEMO_TESTIMONIES.length,
    viewings: viewingCount,
  };
}

/** The sales area of a residential listing when it is not given (seller-side.md §9). */
function withSalesArea(listing: DemoListing): Record<string, unknown> {
  if (listing.category !== 'residential' || listing.details.area !== undefined)
    return listing.details;
  return { ...listing.details, area: salesArea(listing.details, listing.subtype as Subtype) };
}

/** The area the lists filter and sort on (kept here for the scale seed). */
export { listingArea };

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Looks up the municipalities and zones the listings name. */
async function loadPlaces(
  db: Database,
  listings: DemoListing[],
): Promise<(l: DemoListing) => Place> {
  const ids = [...new Set(listings.map((l) => l.municipality))];
  const rows = await db
    .select({
      id: municipalities.id,
      it: municipalities.nameIt,
      de: municipalities.nameDe,
      lld: municipalities.nameLld,
      seat: municipalities.seat,
    })
    .from(municipalities)
    .where(inArray(municipalities.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const zoneRows = await db
    .select({
      id: zones.id,
      municipalityId: zones.municipalityId,
      it: zones.nameIt,
      de: zones.nameDe,
      point: zones.point,
      kind: zones.kind,
    })
    .from(zones)
    .where(inArray(zones.municipalityId, ids))
    .orderBy(sql`${zones.kind} desc`);
  return (l) => {
    const municipality = byId.get(l.municipality);
    if (!municipality) throw new Error(`Municipality ${l.municipality} is not imported`);
    const wanted = l.zone?.toLowerCase();
    const zone = wanted
      ? zoneRows.find(
          (z) =>
            z.municipalityId === l.municipality &&
            (z.it?.toLowerCase() === wanted || z.de?.toLowerCase() === wanted),
        )
      : undefined;
    if (wanted && !zone) throw new Error(`Zone ${l.zone} of ${l.municipality} is not imported`);
    return {
      municipality,
      zone: zone
        ? { id: zone.id, it: zone.it ?? zone.de!, de: zone.de ?? zone.it!, point: zone.point }
        : undefined,
    };
  };
}

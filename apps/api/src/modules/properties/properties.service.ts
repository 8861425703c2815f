/**
 * The public catalogue (buyer-side.md §2 Search page, Property detail, Home; §7 the calls):
 * search with every filter, the newest listings of a category, one listing in full, and who may
 * see a listing that is not yet confirmed.
 */
import { priceHistoryOf, priceReducedFromOf } from './listing-events.sql.ts';
import { recordHistory } from '../history/history.service.ts';
import { viewerActor } from '../history/listing-history.ts';
import { categoryFacts } from '@domus/domain/core/category-facts';
import { roomCountingCategories } from '@domus/domain/listing/categories/category-registry';
import { SEARCH_AREA_BOUNDS, type Category } from '@domus/domain/core/constants';
import type { LocalizedText, PlaceNames } from '@domus/domain/core/common.schema';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import type {
  PropertySearchFilters,
  PropertySearchResponse,
} from '@domus/domain/search/property-search.schema';
import { PROPERTY_SEARCH_PAGE_SIZE } from '@domus/domain/search/property-search.schema';
import { categoryDetailsSchema, type Property } from '@domus/domain/listing/property.schema';
import { listingStatus } from '@domus/domain/core/listing-status';
import {
  canDeleteListing,
  canViewListing,
  editRefusal,
  seesListingOwner,
} from '@domus/domain/person/permissions';
import type { Database, Executor } from '../../db/client.ts';
import { awaitingConfirmationError, validationError } from '../../lib/app-error.ts';
import { checkPolygon, polygonProblem } from '../../db/geometry-sql.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { toUploadedFile, type FileRow } from '../files/file-rows.ts';
import {
  countMatching,
  findAllTypes,
  findPlaceNames,
  findCardPage,
  findFirstImages,
  findNewestCards,
  findOwnerNames,
  findPublishedCardsByIds,
  findPropertyFiles,
  findPropertyRow,
  deletePropertyRow,
  findStreet,
  type CardImage,
  type CardRow,
  type PropertyDetailRow,
  type SearchCriteria,
} from './properties.repository.ts';
import { findListingForAction } from './listing-staff-actions.repository.ts';
import { removeDetachedExposes } from '../expose-files/expose-cleanup.service.ts';
import { listingAccess, type StoredAccess } from './listing-access.ts';
import { forgetListingTotals } from './listing-totals.ts';

/**
 * Who is looking: null for a visitor, else the session's account with its staff flags (the
 * request's viewer carries more; these are what the catalogue reads).
 */
export type Viewer = {
  accountId: string;
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
} | null;

/** What {@link canView} needs to know of a listing. */
export type Visibility = StoredAccess;

/**
 * Whether `viewer` may see a listing (the domain's {@link canViewListing}): everyone sees
 * confirmed listings; unconfirmed ones, drafts among them, only their owner and staff.
 */
export function canView(viewer: Viewer, property: Visibility): boolean {
  return canViewListing(viewer, listingAccess(viewer, property));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A property type as the catalogue holds it. */
export type TypeRef = { id: string; code: string; category: string; name: LocalizedText };
/** A municipality or zone as the catalogue holds it. */
export type PlaceRef = { id: string; name: PlaceNames };
/** The property types and place names, which change only when places are imported again. */
type Catalogue = {
  types: TypeRef[];
  typeById: Map<string, TypeRef>;
  municipalities: Map<string, PlaceRef>;
  zones: Map<string, PlaceRef>;
  until: number;
};

const CATALOGUE_TTL_MS = 10 * 60_000;
const catalogues = new WeakMap<Database, Promise<Catalogue>>();

async function loadCatalogue(db: Executor): Promise<Catalogue> {
  // One after the other: `db` may be a transaction.
  const types = await findAllTypes(db);
  const places = await findPlaceNames(db);
  const place = (row: {
    id: string;
    nameIt: string | null;
    nameDe: string | null;
    nameLld: string | null;
  }) => [row.id, { id: row.id, name: placeNames(row.nameIt, row.nameDe, row.nameLld) }] as const;
  return {
    types,
    typeById: new Map(types.map((t) => [t.id, t])),
    municipalities: new Map(places.municipalities.map(place)),
    zones: new Map(places.zones.map(place)),
    until: Date.now() + CATALOGUE_TTL_MS,
  };
}

/**
 * The types and place names of `db`, read once and kept for ten minutes; read again at once
 * when a listing names a type or place that is not in it yet. They are read through `via`, a
 * transaction of `db` when the caller is in one: PGlite runs nothing else until it ends.
 */
async function catalogue(db: Database, refresh = false, via: Executor = db): Promise<Catalogue> {
  let pending = catalogues.get(db);
  const current = pending && (await pending.catch(() => undefined));
  if (!pending || !current || refresh || current.until < Date.now()) {
    pending = loadCatalogue(via);
    catalogues.set(db, pending);
    pending.catch(() => catalogues.delete(db));
  }
  return pending;
}

async function allTypes(db: Database): Promise<TypeRef[]> {
  return (await catalogue(db)).types;
}

/**
 * Card rows to cards, reading the catalogue again if a row names something new. Staff see the
 * owner's name on each card (seller-side.md §6: the client column is a staff feature). Inside a
 * transaction of `db` (a write's mails), `via` is that transaction, which every read then uses.
 */
export async function toCards(
  db: Database,
  storage: FileStorage,
  rows: CardRow[],
  viewer: Viewer = null,
  via: Executor = db,
): Promise<PropertyCard[]> {
  const ownerIds = seesListingOwner(viewer)
    ? [...new Set(rows.map((r) => r.ownerId).filter((id): id is string => !!id))]
    : [];
  const owners = new Map((await findOwnerNames(via, ownerIds)).map((o) => [o.id, o]));
  let known = await catalogue(db, false, via);
  const missing = (c: Catalogue) =>
    rows.some(
      (r) =>
        !c.typeById.has(r.typeId) ||
        (r.municipalityId !== null && !c.municipalities.has(r.municipalityId)) ||
        (r.zoneId !== null && !c.zones.has(r.zoneId)),
    );
  if (missing(known)) known = await catalogue(db, true, via);
  // A listing awaiting confirmation has no main image yet (staff choose it): its card shows
  // its first image meanwhile. Published listings always have one, so searches skip this.
  const withoutImage = rows.filter((r) => r.imageId === null).map((r) => r.id);
  const firstImages = withoutImage.length
    ? await findFirstImages(via, withoutImage)
    : new Map<string, CardImage>();
  return rows.map((row) => {
    const card = toCard({ ...row, ...firstImages.get(row.id) }, known, storage);
    const owner = row.ownerId ? owners.get(row.ownerId) : undefined;
    if (owner) {
      card.owner = {
        name: owner.name,
        familyName: owner.familyName,
        companyName: owner.companyName,
      };
    }
    return card;
  });
}

/**
 * Totals by filters, kept for a few seconds. Counting tens of thousands of matching rows costs
 * more than the page itself, and people page through the same filters; a listing that appears
 * or goes moves the total at most for that long. Writes of listings call
 * {@link forgetSearchTotals}.
 */
const TOTAL_TTL_MS = 15_000;
const TOTAL_CACHE_SIZE = 2_000;
const totals = new WeakMap<Database, Map<string, { total: number; until: number }>>();

/** Forgets the cached totals (after a listing is written, confirmed or deleted). */
export function forgetSearchTotals(db: Database): void {
  totals.delete(db);
  forgetListingTotals(db);
}

async function cachedCount(db: Database, criteria: SearchCriteria): Promise<number> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map<string, { total: number; until: number }>()));
  const key = JSON.stringify(criteria);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.total;
  const total = await countMatching(db, criteria);
  if (cache.size >= TOTAL_CACHE_SIZE) cache.clear();
  cache.set(key, { total, until: now + TOTAL_TTL_MS });
  return total;
}

/**
 * Turns the parsed query into repository criteria, resolving the type code and a street id.
 * Answers null when nothing can match (an unknown type or street, rooms asked of a category
 * that has none), so that the search answers an empty page without asking the database. A drawn
 * area that crosses itself or leaves South Tyrol is refused (400 on `shape`), as a saved search's
 * zone is, rather than searched.
 */
export async function searchCriteria(
  db: Database,
  filters: PropertySearchFilters,
): Promise<SearchCriteria | null> {
  if (filters.shape) {
    const check = await checkPolygon(db, JSON.stringify(filters.shape), SEARCH_AREA_BOUNDS);
    const problem = polygonProblem(check);
    if (problem) throw validationError([{ field: 'shape', messageKey: problem }]);
  }
  let category: string | null = filters.category;
  let typeIds: string[] | null = null;
  if (filters.propertyType) {
    const wanted = filters.propertyType;
    const types = (await allTypes(db)).filter(
      (t) =>
        (UUID.test(wanted) ? t.id === wanted.toLowerCase() : t.code === wanted) &&
        (!category || t.category === category),
    );
    if (!types.length) return null;
    typeIds = types.map((t) => t.id);
    if (!category && types.every((t) => t.category === types[0]!.category)) {
      category = types[0]!.category;
    }
  }
  // Only residential listings count rooms (buyer-side.md §9 room total).
  if (filters.numOfRooms !== null && filters.numOfRooms > 0) {
    const counted = roomCountingCategories();
    if (category && !counted.includes(category as Category)) return null;
    category ??= counted[0] ?? null;
  }
  const criteria: SearchCriteria = {
    rent: filters.rent,
    category,
    typeIds,
    municipalityId: null,
    zoneId: null,
    streetNames: null,
    shape: filters.shape ? JSON.stringify(filters.shape) : null,
    minRooms: filters.numOfRooms !== null && filters.numOfRooms > 0 ? filters.numOfRooms : null,
    budgetMin: filters.budgetMin !== null && filters.budgetMin > 0 ? filters.budgetMin : null,
    budgetMax: filters.budgetMax,
  };
  const location = filters.location;
  if (location?.type === 'municipality') criteria.municipalityId = location.id;
  else if (location?.type === 'zone') criteria.zoneId = location.id;
  else if (location?.type === 'street') {
    if (UUID.test(location.id)) {
      const street = await findStreet(db, location.id.toLowerCase());
      if (!street) return null;
      criteria.municipalityId = street.municipalityId;
      criteria.streetNames = [
        ...new Set([street.nameIt, street.nameDe].filter((n): n is string => !!n)),
      ].map((n) => n.toLowerCase());
      if (!criteria.streetNames.length) return null;
    } else {
      criteria.streetNames = [location.id.toLowerCase()];
    }
  }
  return criteria;
}

/**
 * The picture of a card or an admin row, from its image columns; null when it has none.
 * @param row the picture's columns
 * @param storage where the renditions are stored
 */
export function cardImageFile(row: CardImage, storage: FileStorage): UploadedFile | null {
  if (!row.imageId) return null;
  return toUploadedFile(
    {
      id: row.imageId,
      name: row.imageName ?? '',
      kind: row.imageKind ?? 'image',
      mime: row.imageMime ?? 'image/jpeg',
      storageKey: row.imageKey ?? '',
      variants: row.imageVariants ?? {},
      width: row.imageWidth,
      height: row.imageHeight,
    } as FileRow,
    storage,
  );
}

/** Names of the types and places of listing rows, from the catalogue kept in memory. */
export type ListingNames = {
  type: (id: string) => TypeRef | undefined;
  municipality: (id: string | null) => PlaceRef | null;
  zone: (id: string | null) => PlaceRef | null;
};

/**
 * The type and place names of `rows` (the admin tables), reading the catalogue again when a row
 * names a type or place it does not hold yet.
 * @param db the database
 * @param rows the rows' type and place ids
 */
export async function listingNames(
  db: Database,
  rows: { typeId: string; municipalityId: string | null; zoneId: string | null }[],
): Promise<ListingNames> {
  let known = await catalogue(db);
  const missing = rows.some(
    (r) =>
      !known.typeById.has(r.typeId) ||
      (r.municipalityId !== null && !known.municipalities.has(r.municipalityId)) ||
      (r.zoneId !== null && !known.zones.has(r.zoneId)),
  );
  if (missing) known = await catalogue(db, true);
  const names = known;
  return {
    type: (id) => names.typeById.get(id),
    municipality: (id) => (id && names.municipalities.get(id)) || null,
    zone: (id) => (id && names.zones.get(id)) || null,
  };
}

/** A card row as the API answers it, with names from the catalogue. */
/**
 * A listing's type as every view answers it (public card, staff row).
 * @param typeId the stored type
 * @param category the listing's category
 * @param type the type's code and names from the catalogue, if known
 */
export function typeAnswer(
  typeId: string,
  category: Category,
  type: Pick<TypeRef, 'code' | 'name'> | undefined,
) {
  return {
    _id: typeId,
    id: type?.code ?? '',
    type: category,
    category,
    name: type?.name ?? { it: '', de: '', en: '' },
  };
}

function toCard(row: CardRow, known: Catalogue, storage: FileStorage): PropertyCard {
  const category = row.category as Category;
  const type = known.typeById.get(row.typeId);
  return {
    _id: row.id,
    property_id: row.propertyNumber,
    category,
    type: typeAnswer(row.typeId, category, type),
    rent: row.rent,
    price: row.price,
    title: row.title,
    location: {
      municipality: (row.municipalityId && known.municipalities.get(row.municipalityId)) || null,
      zone: (row.zoneId && known.zones.get(row.zoneId)) || null,
    },
    area: row.area,
    rooms: row.roomTotal,
    baths: row.bathTotal,
    bedrooms: row.bedrooms,
    image: cardImageFile(row, storage),
    // Owner names are for staff: toCards adds them.
    owner: null,
    isConfirmed: row.isConfirmed,
    isDraft: row.isDraft,
    status: listingStatus(row),
    priceReducedFrom: priceReducedFromOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function placeNames(it: string | null, de: string | null, lld: string | null) {
  const names: { it: string; de: string; lld?: string } = {
    it: it ?? de ?? '',
    de: de ?? it ?? '',
  };
  if (lld) names.lld = lld;
  return names;
}

/**
 * The search (buyer-side.md §7 properties-search): confirmed listings matching every filter,
 * 12 a page (§9), newest first unless `sort` says otherwise. A page beyond the last is empty.
 */
export async function searchProperties(
  db: Database,
  storage: FileStorage,
  filters: PropertySearchFilters,
  viewer: Viewer = null,
): Promise<PropertySearchResponse> {
  const pageSize = PROPERTY_SEARCH_PAGE_SIZE;
  const criteria = await searchCriteria(db, filters);
  if (!criteria) return { meta: { page: filters.page, numOfPages: 0, total: 0 }, result: [] };
  const offset = (filters.page - 1) * pageSize;
  let total: number;
  let rows: CardRow[];
  if (filters.page === 1) {
    [total, rows] = await Promise.all([
      cachedCount(db, criteria),
      findCardPage(db, criteria, filters.sort, pageSize, 0),
    ]);
  } else {
    // Beyond the last page there is nothing to fetch; skipping that many rows would be costly.
    total = await cachedCount(db, criteria);
    rows = offset < total ? await findCardPage(db, criteria, filters.sort, pageSize, offset) : [];
  }
  return {
    meta: { page: filters.page, numOfPages: Math.ceil(total / pageSize), total },
    result: await toCards(db, storage, rows, viewer),
  };
}

/** The newest confirmed listings of a category as cards (buyer-side.md §2 Home). */
export async function newestProperties(
  db: Database,
  storage: FileStorage,
  category: Category,
  limit: number,
  viewer: Viewer = null,
): Promise<PropertyCard[]> {
  return toCards(db, storage, await findNewestCards(db, category, limit), viewer);
}

/**
 * The cards of the published listings among `ids`, in the order asked (the favourites page,
 * issue 34 point 3); an id that is unknown or no longer published is left out, so that a list
 * kept in a browser shows what is still on offer.
 */
export async function propertyCardsByIds(
  db: Database,
  storage: FileStorage,
  ids: string[],
  viewer: Viewer = null,
): Promise<PropertyCard[]> {
  const cards = await toCards(db, storage, await findPublishedCardsByIds(db, ids), viewer);
  const byId = new Map(cards.map((card) => [card._id.toLowerCase(), card]));
  return [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => byId.get(id) ?? []);
}

/**
 * One listing in full (buyer-side.md §2 Property detail): type, images and plans populated,
 * place names per language and coordinates. Undefined when it does not exist, belongs to
 * another category, or `viewer` may not see it, so that all three answer the same 404.
 */
export async function getProperty(
  db: Database,
  storage: FileStorage,
  viewer: Viewer,
  category: Category,
  id: string,
): Promise<Property | undefined> {
  const row = await findPropertyRow(db, id);
  if (!row || row.property.category !== category) return undefined;
  if (
    !canView(viewer, {
      isConfirmed: row.property.isConfirmed,
      ownerAccountId: row.owner?.accountId ?? null,
    })
  ) {
    return undefined;
  }
  const fileRows = await findPropertyFiles(db, id);
  return toProperty(row, fileRows, storage, viewer);
}

/** The parts of the stored address JSON that have no column of their own. */
type StoredLocation = {
  address?: { street?: string; streetNumber?: string; postalCode?: string; region?: string };
};

function toProperty(
  row: PropertyDetailRow,
  fileRows: FileRow[],
  storage: FileStorage,
  viewer: Viewer,
): Property {
  const p = row.property;
  const category = p.category as Category;
  const images: UploadedFile[] = [];
  const plans: UploadedFile[] = [];
  for (const file of fileRows) {
    (file.kind === 'image' ? images : plans).push(toUploadedFile(file, storage));
  }
  const stored: StoredLocation | null = (p.location as StoredLocation | null) ?? null;
  const municipality = row.municipality
    ? placeNames(row.municipality.nameIt, row.municipality.nameDe, row.municipality.nameLld)
    : null;
  const zone = row.zone ? placeNames(row.zone.nameIt, row.zone.nameDe, row.zone.nameLld) : null;
  const location =
    p.point && municipality
      ? {
          address: {
            street: p.street ?? stored?.address?.street ?? '',
            streetNumber: p.streetNumber ?? stored?.address?.streetNumber ?? '',
            municipality: { ...municipality, en: municipality.it },
            ...(row.municipality ? { municipalityId: row.municipality.id } : {}),
            ...(stored?.address?.postalCode ? { postalCode: stored.address.postalCode } : {}),
            ...(stored?.address?.region ? { region: stored.address.region } : {}),
          },
          coordinates: { lat: p.point.y, lng: p.point.x },
          zone:
            row.zone && zone
              ? { id: row.zone.id, properties: { name: { ...zone, en: zone.it } } }
              : null,
          zoneName: zone?.it ?? null,
          approximate: p.approximate,
        }
      : null;
  // The read schema's rule: staff and the owner read the owner's data (the owner's wizard
  // opens their own listing for changes only when it names them); everyone else reads null.
  const ownListing = viewer !== null && row.owner?.accountId === viewer.accountId;
  const owner =
    (seesListingOwner(viewer) || ownListing) && row.owner
      ? {
          _id: row.owner.id,
          name: row.owner.name,
          familyName: row.owner.familyName,
          companyName: row.owner.companyName,
          email: row.owner.email,
          tel: row.owner.tel,
          sellerType: row.owner.sellerType as 'private' | 'agent' | 'construction',
        }
      : null;
  // Stored details passed this schema when written; reading them through it again fills the
  // defaults of fields added since, which the answer's schema expects.
  const details = categoryDetailsSchema(category).safeParse(p.details);
  return {
    ...((details.success ? details.data : p.details) as Record<string, unknown>),
    ...(p.energyConsumption !== null && categoryFacts(category).energyCertificate
      ? { energyConsumption: p.energyConsumption }
      : {}),
    _id: p.id,
    property_id: p.propertyNumber,
    category,
    type: {
      _id: row.type.id,
      id: row.type.code,
      type: category,
      category,
      name: row.type.name,
    },
    rent: p.rent,
    price: p.price,
    rentPrice: p.rentPrice,
    title: p.title,
    description: p.description,
    informations: p.informations,
    cataster: p.cataster,
    video: p.video,
    images,
    plans,
    mainImage: p.mainImageId,
    mainImages: p.mainImageIds,
    isConfirmed: p.isConfirmed,
    isDraft: p.isDraft,
    status: listingStatus(p),
    location,
    // Staff check a street the register does not know (issue 18): only they see the flag.
    ...(seesListingOwner(viewer) ? { streetUnverified: p.streetUnverified } : {}),
    owner,
    externalAgent: p.externalAgent ?? null,
    priceReducedFrom: priceReducedFromOf(p),
    priceHistory: priceHistoryOf(row.events),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Deletes a listing (buyer-side.md §2 Account page, §7 DELETE .../delete) by the domain's
 * `canDeleteListing`: its owner or an admin may, and so may the staff member who began a draft
 * for a customer, while it is one (decision 011). A website user's listing awaiting confirmation
 * stays for staff to review: 409 (decision 022). Anyone else, an unknown id and a listing of
 * another category all answer false, so that the route's 404 does not tell which.
 * The search totals are forgotten at once when a public listing goes, and its kept exposés are
 * removed from the storage.
 */
export async function deleteProperty(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  category: Category,
  id: string,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const row = await findListingForAction(tx, id);
    if (!row || row.category !== category) return undefined;
    const access = listingAccess(viewer, row);
    if (!canDeleteListing(viewer, access)) {
      if (editRefusal(viewer, access) === 'awaitingConfirmation') {
        throw awaitingConfirmationError();
      }
      return undefined;
    }
    if (!(await deletePropertyRow(tx, id))) return undefined;
    await recordHistory(tx, {
      actor: viewerActor(viewer),
      subject: 'listing',
      subjectId: id,
      listingId: id,
      sellerId: row.ownerId,
      action: 'delete',
      source: 'deleteProperty',
    });
    return row;
  });
  if (deleted?.isConfirmed) forgetSearchTotals(db);
  else if (deleted) forgetListingTotals(db);
  // Its exposés were detached by their foreign key; they go now (decision 044).
  if (deleted) await removeDetachedExposes(db, storage);
  return !!deleted;
}

/**
 * Saved-search rules (decisions.md Saved searches and matching, buyer-side.md §9): bedrooms
 * count for residential types only; the match criteria and the locations. This predicate is the
 * reference the matching SQL of the API is tested against.
 */
import { categoryFacts } from '../core/category-facts.ts';
import { CATEGORIES, type Category } from '../core/constants.ts';

/**
 * Whether a saved search of this category asks for bedrooms (residential types only; for the
 * other categories rooms are removed from the profile).
 * @param category the search type's category
 */
export function searchUsesBedrooms(category: Category): boolean {
  return categoryFacts(category).matching.usesBedrooms;
}

/**
 * The categories whose saved searches ask for bedrooms, for the matching SQL, which compares a
 * listing's category with this list instead of naming a category itself.
 */
export function bedroomSearchCategories(): Category[] {
  return CATEGORIES.filter(searchUsesBedrooms);
}

/** What the non-geographic match criteria compare. */
export type MatchCriteria = {
  search: { rent: boolean; typeId: string; budget: number; bedrooms: number; category: Category };
  listing: {
    isConfirmed: boolean;
    /** An unfinished listing its owner saved; never confirmed, so never matched. */
    isDraft?: boolean;
    rent: boolean;
    typeId: string;
    price: number | null;
    /** The listing's bedrooms; none given counts as 0. */
    bedrooms: number | null;
  };
};

/**
 * Whether a listing meets a saved search apart from the locations: confirmed (a draft never is),
 * same rent flag, same type, price (monthly rent when renting) at most the budget when the
 * budget is above 0, and for residential types at least the bedrooms asked for.
 * @param criteria the search and the listing
 */
export function meetsSearchCriteria({ search, listing }: MatchCriteria): boolean {
  if (!listing.isConfirmed || listing.isDraft) return false;
  if (listing.rent !== search.rent || listing.typeId !== search.typeId) return false;
  if (search.budget > 0 && (listing.price === null || listing.price > search.budget)) return false;
  if (
    searchUsesBedrooms(search.category) &&
    search.bedrooms > 0 &&
    (listing.bedrooms ?? 0) < search.bedrooms
  ) {
    return false;
  }
  return true;
}

/** A longitude/latitude pair. */
export type MatchPoint = { x: number; y: number };

/**
 * One location of a saved search as matching compares it. A street carries every name it goes
 * by (see {@link streetNames}); a drawn zone its outer ring as GeoJSON positions `[lng, lat]`.
 */
export type SearchArea =
  | { kind: 'municipality'; municipalityId: string }
  | { kind: 'zone'; zoneId: string }
  | { kind: 'street'; municipalityId: string; names: readonly string[] }
  | { kind: 'polygon'; ring: readonly (readonly [number, number])[] };

/** Where a listing is, as matching compares it. */
export type ListingPlace = {
  municipalityId: string | null;
  zoneId: string | null;
  /** The street as the seller typed it. */
  street: string | null;
  point: MatchPoint | null;
};

/** A street of the gazetteer by its names in the two languages of South Tyrol. */
export type GazetteerStreet = { nameIt: string | null; nameDe: string | null };

/**
 * The names, lower-cased, that a street typed in a municipality goes by: the name as typed and,
 * for each street of the municipality's gazetteer named so in either language, both its names.
 * South Tyrol's streets have an Italian and a German name, and a listing or a search may use
 * either.
 * @param typed the street as typed or chosen
 * @param gazetteer the streets of the same municipality
 */
export function streetNames(typed: string, gazetteer: readonly GazetteerStreet[]): string[] {
  const key = typed.toLowerCase();
  const names = new Set([key]);
  for (const street of gazetteer) {
    const own = [street.nameIt, street.nameDe].filter((n): n is string => n !== null);
    if (own.some((n) => n.toLowerCase() === key)) {
      for (const n of own) names.add(n.toLowerCase());
    }
  }
  return [...names];
}

/** Whether point `p` lies on the segment from `a` to `b`. */
function onSegment(p: MatchPoint, a: readonly [number, number], b: readonly [number, number]) {
  const cross = (b[0] - a[0]) * (p.y - a[1]) - (b[1] - a[1]) * (p.x - a[0]);
  return (
    cross === 0 &&
    p.x >= Math.min(a[0], b[0]) &&
    p.x <= Math.max(a[0], b[0]) &&
    p.y >= Math.min(a[1], b[1]) &&
    p.y <= Math.max(a[1], b[1])
  );
}

/**
 * Whether a closed ring covers a point: inside or on its boundary, as PostGIS's `ST_Covers`
 * decides for a drawn zone (a listing exactly on the drawn line is in the zone).
 * @param ring the ring's positions `[lng, lat]`, the last one equal to the first
 * @param p the point
 */
export function ringCovers(ring: readonly (readonly [number, number])[], p: MatchPoint): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(p, a, b)) return true;
    if (a[1] > p.y !== b[1] > p.y && p.x < ((b[0] - a[0]) * (p.y - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether a location of a saved search contains a listing: same municipality, same zone, the
 * same street in the same municipality under any of its names (compared without case), or a
 * drawn zone that covers the listing's coordinates.
 * @param area the search's location
 * @param place where the listing is
 */
export function areaContains(area: SearchArea, place: ListingPlace): boolean {
  switch (area.kind) {
    case 'municipality':
      return place.municipalityId === area.municipalityId;
    case 'zone':
      return place.zoneId === area.zoneId;
    case 'street':
      return (
        place.municipalityId === area.municipalityId &&
        place.street !== null &&
        area.names.some((n) => n.toLowerCase() === place.street!.toLowerCase())
      );
    case 'polygon':
      return place.point !== null && ringCovers(area.ring, place.point);
  }
}

/** A saved search and a listing with everything the whole matching rule compares. */
export type MatchCase = {
  search: MatchCriteria['search'] & { locations: readonly SearchArea[] };
  listing: MatchCriteria['listing'] & ListingPlace;
};

/**
 * The whole matching rule (decisions.md Saved searches and matching): the listing meets the
 * search's criteria and lies in at least one of its locations.
 * @param pair the search and the listing
 */
export function matchesSearch({ search, listing }: MatchCase): boolean {
  return (
    meetsSearchCriteria({ search, listing }) &&
    search.locations.some((area) => areaContains(area, listing))
  );
}

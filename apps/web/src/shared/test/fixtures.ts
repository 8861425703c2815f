import {
  LISTING_STAT_DAYS,
  LISTING_STAT_KINDS,
  statDays,
  type ListingStatKind,
} from '@domus/domain/listing/listing-statistics';
import type { ListingStatistics } from '@domus/domain/listing/listing-statistics.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';

/** The apartment type as `GET /api/v1/types` answers it. */
export const apartmentType: PropertyType = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  id: 'apartment',
  type: 'residential',
  category: 'residential',
  name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
};

/** An id of the API's shape made from a number (`…-000000000042`). */
export function testId(number: number, group = '8000'): string {
  return `00000000-0000-4000-${group}-${String(number).padStart(12, '0')}`;
}

/** The card of an apartment for sale numbered `number`, with `changes`. */
export function propertyCardFixture(
  number: number,
  changes: Partial<PropertyCard> = {},
): PropertyCard {
  return {
    _id: testId(number),
    property_id: number,
    category: 'residential',
    type: apartmentType,
    rent: false,
    price: 300_000,
    title: { it: '', de: '', en: '' },
    location: { municipality: null, zone: null },
    area: 80,
    rooms: 3,
    baths: 1,
    bedrooms: 2,
    image: null,
    owner: null,
    priceReducedFrom: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A saved search for an apartment in one municipality, with `changes`. */
export function savedSearchFixture(id: string, changes: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: id,
    client: testId(900),
    rent: false,
    type: apartmentType,
    budget: 350_000,
    locations: [{ _id: `${id}-l`, type: 'municipality', id: '021051', name: 'Merano' }],
    rooms: { living: 0, bed: 2, bath: 0 },
    alerts: true,
    alertFrequency: 'instant',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/**
 * A listing's statistics as the API answers them: 90 days up to `to`, every kind 0 except the
 * counts in `events` (day → kind → count), the totals summed from them.
 */
export function listingStatisticsFixture(
  listingId: string,
  to: string,
  events: Record<string, Partial<Record<ListingStatKind, number>>> = {},
): ListingStatistics {
  const days = statDays(to, LISTING_STAT_DAYS).map((day) => ({
    day,
    ...Object.fromEntries(LISTING_STAT_KINDS.map((kind) => [kind, events[day]?.[kind] ?? 0])),
  })) as ListingStatistics['days'];
  const totals = Object.fromEntries(
    LISTING_STAT_KINDS.map((kind) => [kind, days.reduce((sum, day) => sum + day[kind], 0)]),
  ) as ListingStatistics['totals'];
  return { listingId, from: days[0]!.day, to, kinds: [...LISTING_STAT_KINDS], days, totals };
}

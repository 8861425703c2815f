import { describe, expect, it } from 'vitest';
import { propertyCardSchema } from '../listing/property-card.schema.ts';
import {
  newestPropertiesQuerySchema,
  propertySearchQuerySchema,
} from './property-search.schema.ts';

describe('properties-search query (buyer-side.md §7 Search filters, §9)', () => {
  it('reads an empty query as a sale search of everything, newest first, page 1', () => {
    expect(propertySearchQuerySchema.parse({})).toEqual({
      rent: false,
      location: null,
      locationName: null,
      category: null,
      propertyType: null,
      numOfRooms: null,
      budgetMin: null,
      budgetMax: null,
      shape: null,
      sort: 'newest',
      page: 1,
      lang: undefined,
    });
  });

  it('reads a drawn area as a closed polygon, and a place chosen with it wins (decision 072)', () => {
    const shape = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
    expect(propertySearchQuerySchema.parse({ shape }).shape).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-120.2, 38.5],
          [-120.95, 40.7],
          [-126.453, 43.252],
          [-120.2, 38.5],
        ],
      ],
    });
    const both = { shape, locationId: '021008', locationType: 'municipality' };
    expect(propertySearchQuerySchema.parse(both).shape).toBeNull();
  });

  it('refuses a broken drawn area with its own message (issue 34: bad input)', () => {
    for (const shape of ['abc def', '_p~iF~ps|U', 'x'.repeat(10_000)]) {
      const result = propertySearchQuerySchema.safeParse({ shape });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['shape'], 'global.errors.shapeBroken'],
      ]);
    }
  });

  it('reads every filter as the search box writes it (decision 005)', () => {
    const filters = propertySearchQuerySchema.parse({
      rent: 'true',
      locationId: '021008',
      locationType: 'municipality',
      locationName: 'Bolzano',
      type: 'residential',
      propertyType: 'apartment',
      numOfRooms: '3',
      budget: { min: '500', max: '1500' },
      sort: 'price_asc',
      page: '2',
      lang: 'de',
    });
    expect(filters).toMatchObject({
      rent: true,
      location: { id: '021008', type: 'municipality' },
      category: 'residential',
      propertyType: 'apartment',
      numOfRooms: 3,
      budgetMin: 500,
      budgetMax: 1500,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('accepts budgetMin and budgetMax beside budget[min] and budget[max]; empty values are absent', () => {
    expect(propertySearchQuerySchema.parse({ budgetMin: '100', budgetMax: '' })).toMatchObject({
      budgetMin: 100,
      budgetMax: null,
    });
    expect(propertySearchQuerySchema.parse({ type: '', numOfRooms: '', page: '' })).toMatchObject({
      category: null,
      numOfRooms: null,
      page: 1,
    });
  });

  it.each([
    ['page 0', { page: '0' }],
    ['page 10^9', { page: '1000000000' }],
    ['an unknown category', { type: 'castle' }],
    ['a negative budget', { budget: { min: '-1' } }],
    ['a budget that is not a number', { budgetMax: 'lots' }],
    ['an unknown sort', { sort: 'cheap' }],
    ['a place name of 10,000 characters', { locationName: 'a'.repeat(10_000) }],
  ])('refuses %s', (_, query) => {
    expect(propertySearchQuerySchema.safeParse(query).success).toBe(false);
  });

  it('limits the newest listings to 5 unless asked (buyer-side.md §9 home newest list limit 5)', () => {
    expect(newestPropertiesQuerySchema.parse({}).limit).toBe(5);
    expect(newestPropertiesQuerySchema.parse({ limit: '8' }).limit).toBe(8);
    expect(newestPropertiesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('property card (seller-side.md §2 Property card)', () => {
  it('accepts a card without image, zone or owner', () => {
    const card = {
      _id: '00000000-0000-4000-8000-000000000001',
      property_id: 1001,
      category: 'garage',
      type: {
        _id: '00000000-0000-4000-8000-000000000002',
        id: 'garage',
        type: 'garage',
        category: 'garage',
        name: { it: 'Garage', de: 'Garage', en: 'Garage' },
      },
      rent: true,
      price: 120,
      title: { it: 'Garage', de: 'Garage', en: 'Garage' },
      location: {
        municipality: { id: '021008', name: { it: 'Bolzano', de: 'Bozen' } },
        zone: null,
      },
      area: 15,
      rooms: null,
      baths: null,
      bedrooms: null,
      image: null,
      owner: null,
      priceReducedFrom: null,
      createdAt: '2026-06-01T12:00:00.000Z',
    };
    expect(propertyCardSchema.parse(card)).toEqual(card);
  });
});

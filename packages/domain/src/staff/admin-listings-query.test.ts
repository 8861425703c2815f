import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminListingRowHref,
  adminListingsHref,
  adminSortKeys,
  buildAdminListingsParams,
  defaultAdminListingsView,
  parseAdminListingsParams,
  type AdminListingsView,
} from './admin-listings-query.ts';
import { CATEGORIES, SUBTYPES } from '../core/constants.ts';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import { adminListingsQuerySchema } from './admin-listings.schema.ts';
import { categoryModule } from '../listing/categories/category-registry.ts';

const id = '0b7f3c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f';

describe('admin table address (issue 15 point 2: the whole view in the URL)', () => {
  it('writes nothing for the default view', () => {
    expect(buildAdminListingsParams(defaultAdminListingsView).toString()).toBe('');
    expect(adminListingsHref('garage')).toBe('/admin/listings/garage');
  });

  it("links a listing's row for the staff mail", () => {
    expect(adminListingRowHref('residential', id)).toBe(`/admin/listings/residential?id=${id}`);
  });

  it('every column but the picture sorts, from the registry', () => {
    for (const category of CATEGORIES) {
      const keys = adminSortKeys(category);
      const columns = categoryModule(category).adminColumns;
      expect(keys).toEqual(columns.filter((c) => c.key !== 'image').map((c) => c.key));
      expect(keys).toContain('status');
    }
    expect(adminSortKeys('garage')).toEqual(expect.arrayContaining(['numOfPlaces', 'floor']));
    expect(adminSortKeys('commercial')).toEqual(
      expect.arrayContaining(['sellType', 'seats', 'stars']),
    );
    expect(adminSortKeys('buildingland')).toContain('cubicIndex');
    expect(adminSortKeys('agriculture')).toContain('cultivation');
  });

  it('reads back every view it writes, and the API reads the same view (property)', () => {
    const view = fc.constantFrom(...CATEGORIES).chain((category) =>
      fc
        .record({
          statuses: fc.subarray([...LISTING_STATUSES]),
          subtype: fc.option(fc.constantFrom(...SUBTYPES[category]), { nil: null }),
          rent: fc.option(fc.boolean(), { nil: null }),
          place: fc.option(
            fc.record({
              id: fc.constantFrom('021008', '021051'),
              type: fc.constantFrom('municipality' as const, 'zone' as const),
              name: fc.constantFrom('Bolzano', 'Merano'),
            }),
            { nil: null },
          ),
          owner: fc.option(fc.record({ id: fc.constant(id), name: fc.constant('Anna Huber') }), {
            nil: null,
          }),
          agent: fc.constantFrom(null, 'me', 'none', id),
          price: fc.constantFrom({ min: null, max: null }, { min: 100_000, max: 250_000.5 }),
          area: fc.constantFrom({ min: 50, max: null }, { min: null, max: null }),
          created: fc.constantFrom(
            { from: null, to: null },
            { from: '2026-01-01', to: '2026-03-31' },
          ),
          q: fc.constantFrom('', 'Via Roma', '1234'),
          id: fc.constantFrom(null, id),
          streetToCheck: fc.boolean(),
          sort: fc.constantFrom(...adminSortKeys(category)),
          dir: fc.constantFrom('asc' as const, 'desc' as const),
          page: fc.integer({ min: 1, max: 500 }),
          pageSize: fc.constantFrom(25, 50, 100),
        })
        .map((view): { category: typeof category; view: AdminListingsView } => ({
          category,
          view,
        })),
    );
    fc.assert(
      fc.property(view, ({ category, view: v }) => {
        const params = buildAdminListingsParams(v);
        expect(parseAdminListingsParams(category, params)).toEqual(v);
        expect(adminListingsQuerySchema.parse(Object.fromEntries(params))).toEqual(v);
      }),
    );
  });

  it('forgives a bad address: unknown values fall back to the defaults', () => {
    const params = new URLSearchParams(
      'status=bogus,withdrawn&subtype=villa&sort=stars&dir=up&page=-3&pageSize=7&createdFrom=2026-13-40&priceMin=x',
    );
    const view = parseAdminListingsParams('garage', params);
    expect(view).toEqual({ ...defaultAdminListingsView, statuses: ['withdrawn'] });
  });

  it('the API refuses what the address reader forgives', () => {
    for (const query of [
      { status: 'bogus' },
      { sort: 'nonsense' },
      { pageSize: '7' },
      { createdFrom: '2026-13-40' },
      { priceMin: '-1' },
      { streetToCheck: 'yes' },
    ]) {
      expect(adminListingsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

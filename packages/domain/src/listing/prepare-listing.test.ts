import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryDetailsSchema } from './property.schema.ts';
import { hiddenFieldsOf, listingArbitrary } from '../testing/listing-arbitrary.ts';
import { prepareListing } from './prepare-listing.ts';
import { salesArea, type SalesAreaInput } from './sales-area.ts';

const YEAR = 2026;

describe('prepareListing (seller-side.md §4, §5, §9)', () => {
  it('drops what a villa hides: units, lift, townhouse position, heating, community garden, common parking (seller-side.md §5)', () => {
    const prepared = prepareListing(
      {
        category: 'residential',
        rent: false,
        numOfUnits: 42,
        lift: true,
        townhousePosition: 'center',
        heating: 'central',
        heatingType: 'gas',
        garden: { type: 'community', area: 300 },
        parking: { garage: { number: 1, price: 20_000 }, common: true, bike: true },
        nettoArea: 200,
      },
      'villa',
      YEAR,
    ) as Record<string, unknown>;
    for (const key of ['numOfUnits', 'lift', 'townhousePosition', 'heating', 'heatingType']) {
      expect(prepared).not.toHaveProperty(key);
    }
    expect(prepared.garden).toEqual({ type: 'no', area: 0 });
    expect(prepared.parking).toEqual({ garage: { number: 1, price: 20_000 } });
    expect(prepared.area).toBe(250);
    expect(prepared).toMatchObject({ condition: 1, energyClass: 'G', constructionYear: YEAR });
  });

  it('never keeps a field the subtype hides, for any input of any subtype (seller-side.md §5)', () => {
    fc.assert(
      fc.property(listingArbitrary(), ({ category, subtype, rent, details }) => {
        const prepared = prepareListing({ category, rent, ...details }, subtype, YEAR);
        const { category: _c, rent: _r, ...stored } = prepared;
        expect(hiddenFieldsOf(category, subtype, stored)).toEqual([]);
        expect(categoryDetailsSchema(category).safeParse(stored).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('is idempotent, so the API stores what the web app prepared (seller-side.md §9)', () => {
    fc.assert(
      fc.property(listingArbitrary(), ({ category, subtype, rent, details }) => {
        const once = prepareListing({ category, rent, ...details }, subtype, YEAR);
        expect(prepareListing(once, subtype, YEAR)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('computes the residential sales area from the cleaned values only (seller-side.md §9)', () => {
    fc.assert(
      fc.property(
        listingArbitrary().filter((l) => l.category === 'residential'),
        ({ category, subtype, rent, details }) => {
          const prepared = prepareListing({ category, rent, ...details }, subtype, YEAR) as {
            area?: number;
          } & SalesAreaInput;
          expect(prepared.area).toBe(salesArea(prepared, subtype));
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});

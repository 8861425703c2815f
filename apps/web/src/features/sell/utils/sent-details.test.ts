/**
 * What the wizard sends of step 3 is already prepared (seller-side.md §5 Field visibility, §9
 * defaults): for random form values of every subtype of every category, `prepareListing` leaves
 * the fields `detailsToPropertyFields` makes unchanged, and they hold no field the subtype hides.
 * The API test properties-prepare.test.ts shows that the stored listing is `prepareListing` of
 * what is sent; together they show that the web app and the stored listing agree.
 */
import type { Category, Subtype } from '@domus/domain/core/constants';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { prepareListing } from '@domus/domain/listing/prepare-listing';
import { hiddenFieldsOf, listingArbitrary } from '@domus/domain/testing/listing-arbitrary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detailsToPropertyFields,
  initialDetailsValues,
  type DetailsValues,
} from './details-values';

/** Generated step-3 values of one subtype. */
interface FormValues {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  values: DetailsValues;
}

/** The fields of step 3 that are no category field. */
const COMMON_FIELDS = ['price', 'rentPrice', 'informations', 'cataster', 'property_id'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Form values as a user may leave them: a new listing's values with any of the category's fields
 * changed, also fields the subtype hides (the form keeps them across a change of subtype).
 */
const formValuesArbitrary: fc.Arbitrary<FormValues> = listingArbitrary().chain(
  ({ category, subtype, rent, details }) =>
    fc
      .record({
        price: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
        rentPrice: fc.option(fc.integer({ min: 1, max: 20_000 })),
        informations: fc.constantFrom('', 'Nahe am Zentrum'),
        cataster: fc.constantFrom('', 'p.ed. 123'),
        property_id: fc.option(fc.integer({ min: 1, max: 9999 })),
      })
      .map((common) => {
        const start = initialDetailsValues(category, subtype, new Date()) as unknown as Record<
          string,
          unknown
        >;
        const values: Record<string, unknown> = { ...start, ...common };
        for (const [key, value] of Object.entries(details)) {
          // Nested blocks (rooms, areas, parking, …) are generated in part: the form holds them whole.
          const before = start[key];
          values[key] = isRecord(before) && isRecord(value) ? { ...before, ...value } : value;
        }
        return { category, subtype, rent, values: values as unknown as DetailsValues };
      }),
);

describe('the step-3 fields the wizard sends (seller-side.md §5 Field visibility)', () => {
  it('are already prepared and hold no field hidden for the subtype, for every subtype (§5, §9)', () => {
    fc.assert(
      fc.property(formValuesArbitrary, ({ category, subtype, rent, values }: FormValues) => {
        const fields = detailsToPropertyFields(category, subtype, rent, values);
        const sent = { category, rent, ...fields };
        expect(prepareListing(sent, subtype, new Date())).toEqual(sent);

        const detailKeys = new Set(categoryModule(category).detailFields);
        const details = Object.fromEntries(
          Object.entries(fields).filter(([key]) => detailKeys.has(key)),
        );
        const others = Object.keys(fields).filter((key) => !detailKeys.has(key));
        expect(hiddenFieldsOf(category, subtype, details), `${category}/${subtype}`).toEqual([]);
        expect(others.filter((key) => !COMMON_FIELDS.includes(key))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { CATEGORIES } from '../../core/constants.ts';
import { commonInputShape } from '../property.schema.ts';
import type { EnergyClass } from '../property-values.schema.ts';
import { categoryModule } from './category-registry.ts';
import {
  COMMON_FORM_FIELDS,
  emptyCategoryFormValues,
  emptyDetailsFormValues,
  fieldPartsOf,
  fieldsOfEveryForm,
  type DetailsFormValues,
} from './form-values.ts';

const sectionFields = (category: (typeof CATEGORIES)[number]) =>
  Object.values(categoryModule(category).form.sections).flatMap((fields) => fields ?? []);

/** The leaves of a value as path → value (lists and plain values are leaves). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      for (const [leaf, v] of leaves(item, path ? `${path}.${key}` : key)) out.set(leaf, v);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

describe('step-3 form values from the registry (decision 020, seller-side.md §3, §5)', () => {
  it('hold every field of every category and the common fields the forms show, nothing else', () => {
    const keys = Object.keys(emptyDetailsFormValues()).sort();
    const expected = new Set<string>(COMMON_FORM_FIELDS);
    for (const category of CATEGORIES) {
      for (const key of categoryModule(category).detailFields) expected.add(key);
    }
    expect(keys).toEqual([...expected].sort());
  });

  it('name in the form sections only fields of the category or common fields a client sends', () => {
    for (const category of CATEGORIES) {
      const own = categoryModule(category).detailFields;
      for (const field of sectionFields(category)) {
        expect(
          own.includes(field) || field in commonInputShape,
          `${category}: form field ${field}`,
        ).toBe(true);
      }
    }
    expect([...COMMON_FORM_FIELDS].sort()).toEqual(
      ['cataster', 'informations', 'price', 'property_id', 'rentPrice'].sort(),
    );
  });

  it('start counts, areas and floors at 0 and unknown values at null (§5 number inputs)', () => {
    const empty = emptyDetailsFormValues();
    expect(empty).toMatchObject({
      price: null,
      rentPrice: null,
      maintenenceCost: null,
      fees: null,
      sellType: null,
      informations: '',
      cataster: '',
      property_id: null,
      energyConsumption: null,
      numOfUnits: 0,
      townhousePosition: null,
      minFloor: 0,
      maxFloor: 0,
      floor: 0,
      floors: 0,
      lowerFloors: 0,
      orientation: [],
      condition: null,
      energyClass: null,
      constructionYear: null,
      furnishing: null,
      heating: null,
      heatingType: null,
      lift: false,
      conventionated: false,
      reachableTruck: false,
      nettoArea: 0,
      garden: { type: 'no', area: 0 },
      area: 0,
      exteriorArea: 0,
      parking: {
        garage: { number: 0, price: 0 },
        parkingLot: { number: 0, price: 0 },
        truckLot: { number: 0, price: 0 },
        common: false,
        bike: false,
      },
      purpose: [],
      overGroundArea: 0,
      underGroundArea: 0,
      catastralArea: 0,
      landUseZone: '',
      cubicIndex: null,
      surfaceIndex: null,
      maxHeight: null,
      maxGroundCover: null,
      maxSoilSeal: null,
      administrator: { name: '', tel: '', email: '' },
      numOfPlaces: 0,
      power: false,
      light: false,
      runningWater: false,
      hotel: {
        stars: null,
        barPlaces: 0,
        restaurantPlaces: 0,
        spa: 0,
        conferenceRooms: 0,
        sleepingPlaces: 0,
      },
      commercialDescription: '',
      commercialInfo: { avgAnnualTurnover: null, avgAnnualProfit: null },
      cubic: 0,
      grossArea: 0,
      maxBeds: 0,
      fountains: 0,
      sprinklers: false,
      hailnets: false,
      cultivation: [],
    });
    // The room and area kinds of residential and commercial listings side by side.
    expect(Object.keys(empty.rooms).sort()).toEqual(
      [
        ...new Set([
          ...(fieldPartsOf('residential', 'rooms') ?? []),
          ...(fieldPartsOf('commercial', 'rooms') ?? []),
        ]),
      ].sort(),
    );
    expect(Object.values(empty.rooms).every((count) => count === 0)).toBe(true);
    expect(empty.areas.cellar).toEqual({ amount: 0, area: 0 });
    expect(Object.keys(empty.areas)).toEqual(fieldPartsOf('residential', 'areas'));
  });

  it('are a new object each time', () => {
    const first = emptyDetailsFormValues();
    first.rooms.bed = 3;
    first.cultivation.push({ description: 'Mele', area: 1 });
    expect(emptyDetailsFormValues().rooms.bed).toBe(0);
    expect(emptyDetailsFormValues().cultivation).toEqual([]);
  });

  it('agree between categories on the empty value of a field they share', () => {
    const seen = new Map<string, { category: string; value: unknown }>();
    for (const category of CATEGORIES) {
      for (const [path, value] of leaves(emptyCategoryFormValues(category))) {
        const before = seen.get(path);
        if (before) {
          expect(value, `${path}: ${category} and ${before.category}`).toEqual(before.value);
        } else {
          seen.set(path, { category, value });
        }
      }
    }
  });

  it('keep the fields every form shows across categories: price, notes, cadastral data, number', () => {
    expect(fieldsOfEveryForm().sort()).toEqual(
      ['cataster', 'informations', 'price', 'property_id'].sort(),
    );
  });

  it('are typed from the schemas: measures as numbers, other values nullable', () => {
    expectTypeOf<DetailsFormValues['numOfUnits']>().toEqualTypeOf<number>();
    expectTypeOf<DetailsFormValues['minFloor']>().toEqualTypeOf<number>();
    expectTypeOf<DetailsFormValues['catastralArea']>().toEqualTypeOf<number>();
    expectTypeOf<DetailsFormValues['price']>().toEqualTypeOf<number | null>();
    expectTypeOf<DetailsFormValues['constructionYear']>().toEqualTypeOf<number | null>();
    expectTypeOf<DetailsFormValues['energyClass']>().toEqualTypeOf<EnergyClass | null>();
    expectTypeOf<DetailsFormValues['informations']>().toEqualTypeOf<string>();
    expectTypeOf<DetailsFormValues['administrator']>().toEqualTypeOf<{
      name: string;
      tel: string;
      email: string;
    }>();
    expectTypeOf<DetailsFormValues['parking']['truckLot']>().toEqualTypeOf<{
      number: number;
      price: number;
    }>();
    expectTypeOf<DetailsFormValues['rooms']['seats']>().toEqualTypeOf<number>();
    expectTypeOf<DetailsFormValues['garden']['type']>().toEqualTypeOf<
      'no' | 'private' | 'community'
    >();
    expectTypeOf<DetailsFormValues['cultivation']>().toEqualTypeOf<
      { description: string; area: number }[]
    >();
    expectTypeOf<DetailsFormValues['lift']>().toEqualTypeOf<boolean>();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES } from '@domus/domain/core/constants';
import { propertyTypeSchema, type PropertyType } from '@domus/domain/listing/property-type.schema';
import { resources } from '@domus/domain/i18n/resources';
import { seedPropertyTypes } from '../src/seed/property-types.seed.ts';
import { createTestApp, type ErrorBody, type TestApp } from './helpers/test-app.ts';

type List = { data: PropertyType[] };

/** The categories in the order they appear, each once. */
function categoryOrder(types: PropertyType[]): string[] {
  return types.map((t) => t.category).filter((c, i, all) => all.indexOf(c) === i);
}

describe('GET /api/v1/types (seller-side.md §7, buyer-side.md §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      prepare: (database) => seedPropertyTypes(database.db).then(() => undefined),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every subtype of every category with names in it, de and en', async () => {
    const res = await t.app.inject({ url: '/api/v1/types' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<List>();
    const expected = CATEGORIES.flatMap((c) => SUBTYPES[c].map((code) => `${c}/${code}`)).sort();
    expect(data.map((type) => `${type.category}/${type.id}`).sort()).toEqual(expected);
    for (const type of data) {
      expect(propertyTypeSchema.parse(type)).toEqual(type);
      expect(type.type).toBe(type.category);
    }
    const apartment = data.find((type) => type.id === 'apartment');
    expect(apartment?.name).toEqual({
      it: 'Appartamento',
      de: resources.de.property.types.residential.apartment,
      en: resources.en.property.types.residential.apartment,
    });
  });

  it('sorts by category descending with sort=-type (residential first), display order within', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/types?sort=-type' })).json<List>();
    // By the category's code, descending: residential, garage, commercial, buildingland, agriculture.
    expect(categoryOrder(data)).toEqual([...CATEGORIES].sort().reverse());
    expect(categoryOrder(data)[0]).toBe('residential');
    expect(data.filter((type) => type.category === 'residential').map((type) => type.id)).toEqual([
      ...SUBTYPES.residential,
    ]);
  });

  it('sorts by category ascending with sort=type', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/types?sort=type' })).json<List>();
    expect(categoryOrder(data)).toEqual([...CATEGORIES].sort());
    expect(data.filter((type) => type.category === 'commercial').map((type) => type.id)).toEqual([
      ...SUBTYPES.commercial,
    ]);
  });

  it('defaults to sort=-type', async () => {
    const byDefault = (await t.app.inject({ url: '/api/v1/types' })).json<List>();
    const descending = (await t.app.inject({ url: '/api/v1/types?sort=-type' })).json<List>();
    expect(byDefault).toEqual(descending);
  });

  it('answers an unknown sort with 400 in the requested language (issue 2 bad-input target)', async () => {
    for (const sort of [
      'name',
      '-',
      "'; drop table property_types--",
      '<script>alert(1)</script>',
      '1',
    ]) {
      const res = await t.app.inject({
        url: `/api/v1/types?sort=${encodeURIComponent(sort)}&lang=de`,
      });
      expect(res.statusCode, sort).toBe(400);
      expect(res.json<ErrorBody>()).toEqual({
        error: {
          code: 'validation_error',
          message: 'Einige Angaben sind ungültig.',
          fields: [{ field: 'sort', message: 'Unzulässiger Wert. Erlaubt sind: type, -type' }],
        },
      });
    }
    const repeated = await t.app.inject({ url: '/api/v1/types?sort=type&sort=-type&lang=en' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<ErrorBody>().error.message).toBe('Some of the data is not valid.');
    // Nothing was dropped.
    expect((await t.app.inject({ url: '/api/v1/types' })).json<List>().data).toHaveLength(18);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  categoryDetailKeys,
  categoryDetailsSchema,
  propertyInputSchema,
  propertySchema,
  splitPropertyInput,
} from './property.schema.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const images = [id(11), id(12), id(13), id(14), id(15)];
const location = {
  address: {
    street: 'Via Museo',
    streetNumber: '12',
    municipality: { it: 'Bolzano', de: 'Bozen' },
    municipalityId: '021008',
  },
  coordinates: { lat: 46.4983, lng: 11.3548 },
  zone: { id: 'z1', properties: { name: { it: 'Centro', de: 'Zentrum' } } },
};
const base = { type: id(1), images, location };

const messages = (input: unknown) => {
  const result = propertyInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('property input (seller-side.md §3 entities, §5 validation)', () => {
  it('accepts a residential apartment with every field of §3', () => {
    const result = propertyInputSchema.safeParse({
      ...base,
      category: 'residential',
      rent: false,
      price: 350000,
      title: { it: 'Trilocale in centro', de: 'Dreizimmerwohnung im Zentrum' },
      numOfUnits: 8,
      minFloor: 1,
      maxFloor: 3,
      orientation: ['S', 'W'],
      condition: 2,
      energyClass: 'B',
      constructionYear: 2012,
      rooms: { bed: 2, living: 1, kitchen: 1, bath: 1, wc: 1 },
      nettoArea: 78.5,
      areas: { cellar: { amount: 1, area: 8 }, balcony: { amount: 2, area: 9.5 } },
      garden: { type: 'no' },
      area: 104,
      parking: {
        garage: { number: 1, price: 25000 },
        parkingLot: { number: 0 },
        common: false,
        bike: true,
      },
      furnishing: 'part',
      heating: 'centralWithCal',
      heatingType: 'district',
      fees: 1200,
      lift: true,
      conventionated: false,
      administrator: {
        name: 'Amministrazioni Rossi',
        tel: '+39 0471 123456',
        email: 'info@rossi.example',
      },
      maintenenceCost: 150,
      mainImages: [id(11), id(12), id(13), id(14)],
      mainImage: id(11),
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      category: 'residential',
      title: { it: 'Trilocale in centro', de: 'Dreizimmerwohnung im Zentrum', en: '' },
      rooms: { bed: 2, room: 0, dining: 0 },
      parking: { parkingLot: { number: 0, price: 0 } },
      isConfirmed: false,
    });
  });

  it('reads populated references back to ids', () => {
    const data = propertyInputSchema.parse({
      ...base,
      category: 'buildingland',
      type: { _id: id(1), id: 'residential', name: { it: 'x' } },
      images: images.map((_id) => ({ _id, url: '/files/x.webp' })),
      owner: { _id: id(2), name: 'Anna' },
    });
    expect(data.type).toBe(id(1));
    expect(data.images).toEqual(images);
    expect(data.owner).toBe(id(2));
  });

  it("requires a price above 0 for residential and commercial ('Questo campo non deve essere vuoto', §5 Price)", () => {
    expect(messages({ ...base, category: 'residential' })).toContain(
      'price: global.errors.required',
    );
    expect(messages({ ...base, category: 'commercial', price: 0 })).toContain(
      'price: global.errors.required',
    );
  });

  it('requires the number of places for a garage, nothing for land and agriculture (§5 Price)', () => {
    expect(messages({ ...base, category: 'garage' })).toEqual([
      'numOfPlaces: global.errors.required',
    ]);
    expect(messages({ ...base, category: 'garage', numOfPlaces: 2 })).toEqual([]);
    expect(messages({ ...base, category: 'buildingland' })).toEqual([]);
    expect(messages({ ...base, category: 'agriculture' })).toEqual([]);
  });

  it("requires at least 4 images ('Carica almeno 4 immagini', §5)", () => {
    expect(messages({ ...base, category: 'buildingland', images: images.slice(0, 3) })).toEqual([
      'images: global.errors.minImages',
    ]);
  });

  it('allows at most 4 main images, all among the uploaded files (§9)', () => {
    expect(messages({ ...base, category: 'buildingland', mainImages: images })).toHaveLength(1);
    expect(messages({ ...base, category: 'buildingland', mainImages: [id(99)] })).toEqual([
      'mainImages: global.errors.mainImages',
    ]);
    expect(messages({ ...base, category: 'buildingland', mainImage: id(99) })).toEqual([
      'mainImage: global.errors.mainImages',
    ]);
  });

  it("requires a location with a street number ('Il numero civico deve essere specificato', §5 Step 2)", () => {
    const noNumber = { ...location, address: { ...location.address, streetNumber: '' } };
    expect(messages({ ...base, category: 'buildingland', location: noNumber })).toEqual([
      'location.address.streetNumber: global.errors.streetNumber',
    ]);
    expect(messages({ ...base, category: 'buildingland', location: undefined })).toEqual([
      'location: global.errors.required',
    ]);
  });

  it('accepts only YouTube links with an 11-character id as video (§5 Video URL)', () => {
    expect(messages({ ...base, category: 'buildingland', video: 'https://vimeo.com/1' })).toEqual([
      'video: global.errors.video',
    ]);
    expect(messages({ ...base, category: 'buildingland', video: '' })).toEqual([]);
    expect(messages({ ...base, category: 'buildingland', video: null })).toEqual([]);
  });

  it('rejects the sell type both when renting (decisions.md commercial sell type)', () => {
    expect(
      messages({ ...base, category: 'commercial', rent: true, price: 2500, sellType: 'both' }),
    ).toEqual(['sellType: global.errors.sellType']);
    expect(
      messages({ ...base, category: 'commercial', rent: false, price: 250000, sellType: 'both' }),
    ).toEqual([]);
  });

  it('rejects negative money, areas and counts, unknown values and overlong texts', () => {
    const bad = messages({
      ...base,
      category: 'residential',
      price: -1,
      nettoArea: -5,
      rooms: { bed: 1.5 },
      condition: 5,
      energyClass: 'H',
      orientation: ['S', 'S'],
      title: { it: 'x'.repeat(151) },
      maintenenceCost: 1.234,
    });
    expect(bad.map((m) => m.split(':')[0])).toEqual(
      expect.arrayContaining([
        'price',
        'nettoArea',
        'rooms.bed',
        'condition',
        'energyClass',
        'orientation',
        'title.it',
        'maintenenceCost',
      ]),
    );
  });

  it('rejects floors out of order', () => {
    expect(
      messages({ ...base, category: 'residential', price: 1, minFloor: 3, maxFloor: 1 }),
    ).toEqual(['maxFloor: global.errors.floors']);
  });

  it('checks hotel stars against 1, 2, 3, 4, 4.5, 5, 5.5 (decisions.md)', () => {
    expect(messages({ ...base, category: 'commercial', price: 1, hotel: { stars: 4.5 } })).toEqual(
      [],
    );
    expect(
      messages({ ...base, category: 'commercial', price: 1, hotel: { stars: 3.5 } }),
    ).toHaveLength(1);
  });

  it('requires a description and an area above 0 per cultivation (§5 Cultivation entry)', () => {
    expect(
      messages({
        ...base,
        category: 'agriculture',
        cultivation: [{ description: 'Mele', area: 2.5 }],
      }),
    ).toEqual([]);
    expect(
      messages({ ...base, category: 'agriculture', cultivation: [{ description: ' ', area: 0 }] }),
    ).toEqual([
      'cultivation.0.description: global.errors.required',
      'cultivation.0.area: global.errors.cultivation',
    ]);
  });

  it('rejects an unknown category or a missing type', () => {
    expect(messages({ ...base, category: 'castle' })).toHaveLength(1);
    expect(messages({ ...base, category: 'buildingland', type: 'not-an-id' })).toHaveLength(1);
  });

  it('describes itself as JSON Schema for the API documentation', () => {
    expect(() => z.toJSONSchema(propertyInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(propertySchema)).not.toThrow();
  });
});

describe('drafts (seller-side.md §2 Sell wizard: save keeps a draft)', () => {
  const draft = { type: id(1), isDraft: true };

  it('a draft may lack the price, number of places, location, street number and images (§5)', () => {
    for (const category of ['residential', 'commercial', 'garage', 'buildingland', 'agriculture']) {
      expect(messages({ ...draft, category })).toEqual([]);
    }
    const noNumber = { ...location, address: { ...location.address, streetNumber: '' } };
    expect(messages({ ...draft, category: 'residential', location: noNumber, price: 0 })).toEqual(
      [],
    );
    expect(
      propertyInputSchema.parse({ ...draft, category: 'garage', images: [id(11)] }),
    ).toMatchObject({ isDraft: true, images: [id(11)], isConfirmed: false });
  });

  it('the same body without isDraft is refused with the missing fields named (§5)', () => {
    expect(messages({ type: id(1), category: 'residential' })).toEqual([
      'price: global.errors.required',
      'location: global.errors.required',
      'images: global.errors.minImages',
    ]);
    expect(messages({ ...draft, isDraft: false, category: 'garage' })).toEqual([
      'numOfPlaces: global.errors.required',
      'location: global.errors.required',
      'images: global.errors.minImages',
    ]);
  });

  it('a draft’s values are checked as usual: types, ranges, enum values, text lengths (§3, §5)', () => {
    expect(
      messages({
        ...draft,
        category: 'residential',
        price: -1,
        energyClass: 'Z',
        rooms: { bed: 1.5 },
        informations: 'x'.repeat(100_000),
      }).map((m) => m.split(':')[0]),
    ).toEqual(['price', 'informations', 'energyClass', 'rooms.bed']);
    expect(
      messages({ ...draft, category: 'agriculture', cultivation: [{ description: ' ', area: 0 }] }),
    ).toEqual([
      'cultivation.0.description: global.errors.required',
      'cultivation.0.area: global.errors.cultivation',
    ]);
    expect(messages({ ...draft, category: 'residential', isDraft: 'yes' })).toHaveLength(1);
    expect(messages({ category: 'residential', isDraft: true })).toHaveLength(1);
  });

  it('a draft keeps the rules across values: images once, main images among the files, sell type, floors (§5, §9)', () => {
    expect(
      messages({
        ...draft,
        category: 'residential',
        images: [id(11), id(11)],
        mainImages: [id(99)],
        minFloor: 3,
        maxFloor: 1,
      }),
    ).toEqual([
      'images: global.errors.duplicate',
      'mainImages: global.errors.mainImages',
      'maxFloor: global.errors.floors',
    ]);
    expect(messages({ ...draft, category: 'commercial', rent: true, sellType: 'both' })).toEqual([
      'sellType: global.errors.sellType',
    ]);
  });

  it('isDraft is a common column, not a category field', () => {
    const parsed = propertyInputSchema.parse({ ...draft, category: 'buildingland' });
    const { columns, details } = splitPropertyInput(parsed);
    expect(columns.isDraft).toBe(true);
    expect(details).not.toHaveProperty('isDraft');
  });
});

describe('details column (issue 2 item 4: category fields as validated JSON)', () => {
  it('validates each category’s own fields', () => {
    expect(
      categoryDetailsSchema('agriculture').safeParse({
        area: 12000,
        sprinklers: true,
        fountains: 1,
      }).success,
    ).toBe(true);
    expect(categoryDetailsSchema('garage').safeParse({ numOfPlaces: -1 }).success).toBe(false);
    expect(categoryDetailsSchema('buildingland').safeParse({ maxGroundCover: 140 }).success).toBe(
      false,
    );
    expect(
      categoryDetailsSchema('residential').safeParse({ minFloor: 2, maxFloor: 1 }).success,
    ).toBe(false);
  });

  it('lists the fields of every category', () => {
    expect(categoryDetailKeys('buildingland')).toEqual([
      'catastralArea',
      'cubic',
      'grossArea',
      'landUseZone',
      'cubicIndex',
      'surfaceIndex',
      'maxHeight',
      'maxGroundCover',
      'maxSoilSeal',
      'maxBeds',
    ]);
    expect(categoryDetailKeys('garage')).toContain('numOfPlaces');
    expect(categoryDetailKeys('commercial')).toEqual(
      expect.arrayContaining(['hotel', 'commercialInfo', 'sellType', 'parking']),
    );
  });

  it('splits a property into common columns and category details', () => {
    const input = propertyInputSchema.parse({
      ...base,
      category: 'garage',
      numOfPlaces: 2,
      price: 30000,
      floor: -1,
      power: true,
      maintenenceCost: 20,
    });
    const { columns, details } = splitPropertyInput(input);
    expect(details).toEqual({ numOfPlaces: 2, floor: -1, power: true, maintenenceCost: 20 });
    expect(columns).toMatchObject({
      category: 'garage',
      type: id(1),
      price: 30000,
      images,
      rent: false,
    });
    expect(Object.keys(columns)).not.toContain('numOfPlaces');
    expect(categoryDetailsSchema('garage').parse(details)).toEqual(details);
  });
});

describe('property read shape', () => {
  it('parses a property as the API answers it', () => {
    const file = (n: number) => ({
      _id: id(n),
      url: `/files/${n}.webp`,
      name: `${n}.jpg`,
      type: 'image' as const,
    });
    const result = propertySchema.safeParse({
      _id: id(1),
      property_id: 1001,
      category: 'garage',
      type: {
        _id: id(2),
        id: 'garage',
        type: 'garage',
        category: 'garage',
        name: { it: 'Garage', de: 'Garage', en: 'Garage' },
      },
      rent: true,
      price: 120,
      rentPrice: null,
      title: { it: 'Garage', de: 'Garage', en: 'Garage' },
      description: { it: '', de: '', en: '' },
      informations: null,
      cataster: null,
      video: null,
      images: [file(3), file(4)],
      plans: [],
      mainImage: id(3),
      mainImages: [id(3)],
      isConfirmed: true,
      isDraft: false,
      location,
      owner: null,
      externalAgent: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      priceReducedFrom: null,
      priceHistory: [],
      numOfPlaces: 1,
      floor: -1,
    });
    expect(result.error?.issues).toBeUndefined();
  });
});

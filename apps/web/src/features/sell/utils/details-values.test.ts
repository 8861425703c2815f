import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { COMMON_FORM_FIELDS } from '@domus/domain/listing/categories/form-values';
import { CATEGORIES, SUBTYPES, type Category, type Subtype } from '@domus/domain/core/constants';
import {
  categoryDetailKeys,
  propertyInputSchema,
  propertySchema,
  type Property,
} from '@domus/domain/listing/property.schema';
import { describe, expect, it } from 'vitest';
import {
  detailsFromProperty,
  detailsSections,
  detailsToPropertyFields,
  initialDetailsValues,
  retypeDetails,
  salesAreaOf,
  validateDetailsSection,
  type DetailsValues,
} from './details-values';

const today = new Date('2026-05-04T10:00:00Z');
const ALL = Object.entries(SUBTYPES).flatMap(([category, subtypes]) =>
  subtypes.map((subtype) => [category as Category, subtype] as const),
);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A listing of the subtype filled the way a seller would, every shown field given. */
function filled(category: Category, subtype: Subtype): DetailsValues {
  const values = initialDetailsValues(category, subtype, today);
  return {
    ...values,
    price: 320_000.5,
    rentPrice: 1_200,
    maintenenceCost: 150,
    fees: 900,
    sellType: 'walls',
    informations: '  Vicino alla fermata del bus  ',
    cataster: 'p.ed. 123/4, C.C. Bolzano',
    property_id: 4711,
    energyConsumption: 45,
    orientation: ['S', 'W'],
    furnishing: 'part',
    heating: 'autonom',
    heatingType: 'district',
    townhousePosition: 'center',
    lift: true,
    rooms: { ...values.rooms, bed: 2, living: 1, bath: 1, wc: 1, seats: 20, externalSeats: 8 },
    nettoArea: 80,
    areas: { ...values.areas, cellar: { amount: 1, area: 10 }, balcony: { amount: 2, area: 8 } },
    garden: { type: 'private', area: 120 },
    area: 150,
    exteriorArea: 40,
    parking: {
      ...values.parking,
      garage: { number: 1, price: 25_000 },
      parkingLot: { number: 0, price: 9_000 },
      truckLot: { number: 2, price: 12_000 },
      common: true,
    },
    purpose: ['residential'],
    overGroundArea: 180,
    underGroundArea: 60,
    catastralArea: 500,
    landUseZone: 'Zona residenziale B',
    cubicIndex: 1.5,
    surfaceIndex: 0.4,
    maxHeight: 12.5,
    maxGroundCover: 40,
    maxSoilSeal: 60,
    administrator: {
      name: 'Amministrazioni Rossi',
      tel: '+39 0471 123456',
      email: 'info@rossi.it',
    },
    numOfPlaces: 2,
    power: true,
    hotel: { ...values.hotel, barPlaces: 30, spa: 200, sleepingPlaces: 60 },
    commercialDescription: 'Attività avviata dal 1990',
    commercialInfo: { avgAnnualTurnover: 800_000, avgAnnualProfit: null },
    cubic: 1_200,
    grossArea: 900,
    maxBeds: 40,
    fountains: 1,
    sprinklers: true,
    cultivation: [{ description: ' Mele ', area: 2.5 }],
  };
}

/** A whole listing around step 3's fields, as the wizard sends it. */
function wholeListing(category: Category, rent: boolean, fields: Record<string, unknown>) {
  return {
    ...fields,
    category,
    type: id(1),
    rent,
    title: { it: 'Titolo', de: 'Titel', en: 'Title' },
    images: [id(11), id(12), id(13), id(14)],
    location: {
      address: {
        street: 'Via Museo',
        streetNumber: '12',
        municipality: { it: 'Bolzano', de: 'Bozen' },
      },
      coordinates: { lat: 46.5, lng: 11.35 },
    },
    owner: id(2),
  };
}

/** The listing as the API would answer it after saving `fields`. */
function savedListing(
  category: Category,
  subtype: Subtype,
  rent: boolean,
  fields: Record<string, unknown>,
): Property {
  return propertySchema.parse({
    rentPrice: null,
    price: null,
    informations: null,
    cataster: null,
    ...fields,
    _id: id(5),
    property_id: (fields.property_id as number | undefined) ?? 1001,
    category,
    type: {
      _id: id(1),
      id: subtype,
      type: category,
      category,
      name: { it: 'x', de: 'x', en: 'x' },
    },
    rent,
    title: { it: '', de: '', en: '' },
    description: { it: '', de: '', en: '' },
    video: null,
    images: [],
    plans: [],
    mainImage: null,
    mainImages: [],
    isConfirmed: false,
    isDraft: false,
    location: null,
    owner: null,
    externalAgent: null,
    createdAt: '2026-05-04T10:00:00.000Z',
    updatedAt: '2026-05-04T10:00:00.000Z',
    priceReducedFrom: null,
    priceHistory: [],
  });
}

describe('step 3 defaults (seller-side.md §9 Defaults, decisions.md hotel stars)', () => {
  it('starts an apartment on floor 1 of 3 with condition 1, class G, this year and 8 units', () => {
    const values = initialDetailsValues('residential', 'apartment', today);
    expect(values).toMatchObject({
      condition: 1,
      energyClass: 'G',
      constructionYear: 2026,
      numOfUnits: 8,
      minFloor: 1,
      maxFloor: 3,
      price: null,
    });
    expect(values.rooms.bed).toBe(0);
    expect(values.areas.cellar).toEqual({ amount: 0, area: 0 });
    expect(values.garden).toEqual({ type: 'no', area: 0 });
  });

  it('starts a townhouse row with 3 units, other residential types from floor -1 to 1', () => {
    expect(initialDetailsValues('residential', 'townhouse', today)).toMatchObject({
      numOfUnits: 3,
      minFloor: -1,
      maxFloor: 1,
    });
    expect(initialDetailsValues('residential', 'house', today)).toMatchObject({ numOfUnits: 8 });
  });

  it('gives a villa no units at all', () => {
    const fields = detailsToPropertyFields(
      'residential',
      'villa',
      false,
      initialDetailsValues('residential', 'villa', today),
    );
    expect(fields).not.toHaveProperty('numOfUnits');
  });

  it('puts a garage on floor -1, a parking lot on floor 0, both in condition 1', () => {
    expect(initialDetailsValues('garage', 'garage', today)).toMatchObject({
      floor: -1,
      condition: 1,
    });
    expect(initialDetailsValues('garage', 'parkingLot', today)).toMatchObject({
      floor: 0,
      condition: 1,
      energyClass: null,
    });
  });

  it('gives a hotel 3 stars, and land and agriculture no condition, class or year', () => {
    expect(initialDetailsValues('commercial', 'hotel', today).hotel.stars).toBe(3);
    for (const category of ['buildingland', 'agriculture'] as const) {
      const values = initialDetailsValues(category, SUBTYPES[category][0], today);
      expect(values).toMatchObject({ condition: null, energyClass: null, constructionYear: null });
    }
  });

  it('is plain JSON, so the wizard can keep it in browser storage', () => {
    for (const [category, subtype] of ALL) {
      const values = initialDetailsValues(category, subtype, today);
      expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    }
  });
});

describe('step 3 sub-steps', () => {
  it('splits residential forms in characteristics, rooms and areas, price and more; a house also building and plot', () => {
    expect(detailsSections('residential', 'apartment')).toEqual([
      'characteristics',
      'roomsAndAreas',
      'price',
    ]);
    expect(detailsSections('residential', 'house')).toEqual([
      'characteristics',
      'building',
      'roomsAndAreas',
      'price',
    ]);
  });

  it('gives hotels their own hotel step and industry the building step (seller-side.md §3)', () => {
    expect(detailsSections('commercial', 'hotel')).toEqual([
      'characteristics',
      'hotel',
      'roomsAndAreas',
      'price',
    ]);
    expect(detailsSections('commercial', 'industry')).toEqual([
      'characteristics',
      'building',
      'roomsAndAreas',
      'price',
    ]);
    expect(detailsSections('commercial', 'office')).toEqual([
      'characteristics',
      'roomsAndAreas',
      'price',
    ]);
  });

  it('gives garages, land and agriculture two steps', () => {
    expect(detailsSections('garage', 'parkingLot')).toEqual(['characteristics', 'price']);
    expect(detailsSections('buildingland', 'hotel')).toEqual(['land', 'price']);
    expect(detailsSections('agriculture', 'agriculture')).toEqual(['land', 'price']);
  });
});

describe('step 3 checks per sub-step (seller-side.md §5)', () => {
  const required = 'global.errors.required';

  it('asks residential and commercial forms for a price above 0 on their price step only (§5 Price)', () => {
    for (const [category, subtype] of [
      ['residential', 'apartment'],
      ['commercial', 'store'],
    ] as const) {
      const values = initialDetailsValues(category, subtype, today);
      const last = detailsSections(category, subtype).length - 1;
      expect(validateDetailsSection(category, subtype, false, 0, values)).toEqual({});
      expect(validateDetailsSection(category, subtype, false, last, values)).toEqual({
        price: required,
      });
      expect(
        validateDetailsSection(category, subtype, true, last, { ...values, price: 0 }),
      ).toEqual({ price: required });
      expect(
        validateDetailsSection(category, subtype, false, last, { ...values, price: 1 }),
      ).toEqual({});
    }
  });

  it('asks a garage for its number of places on the characteristics step, not for a price (§5 Price)', () => {
    const values = initialDetailsValues('garage', 'garage', today);
    expect(validateDetailsSection('garage', 'garage', false, 0, values)).toEqual({
      numOfPlaces: required,
    });
    expect(validateDetailsSection('garage', 'garage', false, 1, values)).toEqual({});
    expect(
      validateDetailsSection('garage', 'garage', false, 0, { ...values, numOfPlaces: 1 }),
    ).toEqual({});
  });

  it('asks building land and agriculture for nothing (§5 Price)', () => {
    for (const [category, subtype] of [
      ['buildingland', 'residential'],
      ['agriculture', 'agriculture'],
    ] as const) {
      const values = initialDetailsValues(category, subtype, today);
      for (const index of detailsSections(category, subtype).keys()) {
        expect(validateDetailsSection(category, subtype, false, index, values)).toEqual({});
      }
    }
  });

  it('wants every crop described and above 0 ha (§5 Cultivation entry)', () => {
    const values = {
      ...initialDetailsValues('agriculture', 'agriculture', today),
      cultivation: [
        { description: 'Mele', area: 1 },
        { description: '  ', area: 0 },
      ],
    };
    expect(validateDetailsSection('agriculture', 'agriculture', false, 0, values)).toEqual({
      'cultivation.1.description': required,
      'cultivation.1.area': 'global.errors.cultivation',
    });
  });

  it('keeps the lowest floor at or below the highest (§3 minFloor, maxFloor)', () => {
    const values = { ...initialDetailsValues('residential', 'apartment', today), minFloor: 4 };
    expect(validateDetailsSection('residential', 'apartment', false, 0, values)).toEqual({
      maxFloor: 'global.errors.floors',
    });
  });

  it("checks the building manager's e-mail and telephone of an apartment (§3 administrator)", () => {
    const values = {
      ...initialDetailsValues('residential', 'apartment', today),
      price: 1,
      administrator: { name: 'Rossi', tel: 'abc', email: 'rossi@' },
    };
    expect(validateDetailsSection('residential', 'apartment', false, 2, values)).toEqual({
      'administrator.tel': 'global.errors.tel',
      'administrator.email': 'global.errors.email',
    });
  });

  it('ignores what a subtype hides: a house has no building manager', () => {
    const values = {
      ...initialDetailsValues('residential', 'house', today),
      price: 1,
      administrator: { name: '', tel: 'abc', email: 'rossi@' },
    };
    expect(validateDetailsSection('residential', 'house', false, 3, values)).toEqual({});
  });

  it('answers an unknown sub-step with no problems', () => {
    const values = initialDetailsValues('garage', 'garage', today);
    expect(validateDetailsSection('garage', 'garage', false, 7, values)).toEqual({});
  });
});

describe('step 3 fields of the listing (seller-side.md §3, §4, §5)', () => {
  it('parse with the domain input schema for every category and subtype, for sale and for rent', () => {
    for (const [category, subtype] of ALL) {
      for (const rent of category === 'buildingland' ? [false] : [false, true]) {
        const fields = detailsToPropertyFields(category, subtype, rent, filled(category, subtype));
        const result = propertyInputSchema.safeParse(wholeListing(category, rent, fields));
        expect(result.error?.issues ?? [], `${category}/${subtype} rent=${rent}`).toEqual([]);
      }
    }
  });

  it('drop what the subtype hides and reset switched-off values (§4, §5 visibility)', () => {
    const villa = detailsToPropertyFields('residential', 'villa', false, {
      ...filled('residential', 'villa'),
      garden: { type: 'community', area: 300 },
    });
    expect(villa.garden).toEqual({ type: 'no', area: 0 });
    expect(villa.parking).toEqual({
      garage: { number: 1, price: 25_000 },
      parkingLot: { number: 0, price: 0 },
    });
    expect(villa).not.toHaveProperty('heating');
    expect(villa).not.toHaveProperty('administrator');

    const office = detailsToPropertyFields(
      'commercial',
      'office',
      false,
      filled('commercial', 'office'),
    );
    expect(office).not.toHaveProperty('sellType');
    expect(office).not.toHaveProperty('commercialInfo');
    expect(office.rooms).toEqual({ bath: 1, wc: 1, kitchen: 0, seats: 20 });

    const workshop = detailsToPropertyFields(
      'commercial',
      'workshop',
      false,
      filled('commercial', 'workshop'),
    );
    expect(workshop.parking).toEqual({
      parkingLot: { number: 0, price: 0 },
      truckLot: { number: 2, price: 12_000 },
    });
    expect(workshop.sellType).toBe('walls');
  });

  it('compute the residential sales area with the domain formula (§9), a house from its two areas', () => {
    const apartment = filled('residential', 'apartment');
    // 1.25 × 80 + 0.3 × 10 + 0.25 × 8 + (10 + 0.05 × 20) = 116
    expect(salesAreaOf('residential', 'apartment', apartment)).toBe(116);
    expect(detailsToPropertyFields('residential', 'apartment', false, apartment).area).toBe(116);
    expect(salesAreaOf('residential', 'house', filled('residential', 'house'))).toBe(240);
  });

  it('offer rentPrice only for sale, keep prices and texts trimmed, property_id when given', () => {
    const sale = detailsToPropertyFields('garage', 'garage', false, filled('garage', 'garage'));
    expect(sale).toMatchObject({
      price: 320_000.5,
      rentPrice: 1_200,
      maintenenceCost: 150,
      fees: 900,
      informations: 'Vicino alla fermata del bus',
      property_id: 4711,
    });
    const rented = detailsToPropertyFields('garage', 'garage', true, filled('garage', 'garage'));
    expect(rented).not.toHaveProperty('rentPrice');
    const land = detailsToPropertyFields(
      'buildingland',
      'hotel',
      false,
      filled('buildingland', 'hotel'),
    );
    expect(land).not.toHaveProperty('rentPrice');
    expect(land).not.toHaveProperty('maintenenceCost');
    const anonymous = detailsToPropertyFields('buildingland', 'hotel', false, {
      ...filled('buildingland', 'hotel'),
      property_id: null,
      informations: ' ',
    });
    expect(anonymous).not.toHaveProperty('property_id');
    expect(anonymous).not.toHaveProperty('informations');
  });

  it('drop a sell type that renting does not allow (decisions.md Seller wizard)', () => {
    const values = { ...filled('commercial', 'bar'), sellType: 'both' as const };
    expect(detailsToPropertyFields('commercial', 'bar', false, values).sellType).toBe('both');
    expect(detailsToPropertyFields('commercial', 'bar', true, values)).not.toHaveProperty(
      'sellType',
    );
  });

  it('come back unchanged from a saved listing (edit mode)', () => {
    for (const [category, subtype] of ALL) {
      for (const rent of category === 'buildingland' ? [false] : [false, true]) {
        const fields = detailsToPropertyFields(category, subtype, rent, filled(category, subtype));
        const saved = savedListing(category, subtype, rent, fields);
        const values = detailsFromProperty(saved);
        // The energy performance index is stored since migration 0014: it comes back as sent.
        expect(values.energyConsumption).toBe(
          (fields as { energyConsumption?: number }).energyConsumption ?? null,
        );
        expect(
          detailsToPropertyFields(category, subtype, rent, values),
          `${category}/${subtype}`,
        ).toEqual(fields);
      }
    }
  });

  it('fill what a saved listing lacks with empty values', () => {
    const saved = savedListing('residential', 'apartment', false, { price: 200_000 });
    const values = detailsFromProperty(saved);
    expect(values.price).toBe(200_000);
    expect(values.rooms.bed).toBe(0);
    expect(values.parking.truckLot).toEqual({ number: 0, price: 0 });
    expect(values.informations).toBe('');
    expect(values.property_id).toBe(1001);
  });
});

describe('step 3 after another type is chosen (seller-side.md §2 step 1, §9 defaults)', () => {
  const apartment = { category: 'residential', subtype: 'apartment' } as const;

  it('keeps every value within the category, giving untouched fields the new subtype’s defaults', () => {
    const entered: DetailsValues = {
      ...initialDetailsValues('residential', 'villa', today),
      price: 850_000,
      condition: 3,
      rooms: { ...initialDetailsValues('residential', 'villa', today).rooms, bed: 4 },
      garden: { type: 'private', area: 600 },
    };
    const { values, discards } = retypeDetails(
      { category: 'residential', subtype: 'villa' },
      apartment,
      entered,
      today,
    );
    expect(discards).toBe(false);
    expect(values).toMatchObject({
      price: 850_000,
      condition: 3,
      rooms: { bed: 4 },
      garden: { type: 'private', area: 600 },
      // A villa has no units count: the apartment's default; the floors as a villa starts them
      // become an apartment's.
      numOfUnits: 8,
      minFloor: 1,
      maxFloor: 3,
    });

    // The floors are one range: one of them entered keeps both, never half old and half new.
    const floors = { ...initialDetailsValues('residential', 'apartment', today), minFloor: 2 };
    const house = retypeDetails(
      apartment,
      { category: 'residential', subtype: 'house' },
      floors,
      today,
    );
    expect(house.values).toMatchObject({ minFloor: 2, maxFloor: 3, numOfUnits: 8 });
  });

  it('keeps a value the user set even where it equals an empty field (0: no basement)', () => {
    const villa = initialDetailsValues('residential', 'villa', today);
    expect(villa.minFloor).not.toBe(0);
    const { values } = retypeDetails(
      { category: 'residential', subtype: 'villa' },
      { category: 'residential', subtype: 'townhouse' },
      { ...villa, minFloor: 0 },
      today,
    );
    expect(values).toMatchObject({ minFloor: 0, maxFloor: villa.maxFloor });
  });

  it('keeps price, notes, cadastral data and the property number across categories, and says whether more is lost', () => {
    const untouched = { ...initialDetailsValues('residential', 'apartment', today), price: 90_000 };
    const garage = { category: 'garage', subtype: 'garage' } as const;
    expect(retypeDetails(apartment, garage, untouched, today)).toEqual({
      values: { ...initialDetailsValues('garage', 'garage', today), price: 90_000 },
      discards: false,
    });

    const entered: DetailsValues = {
      ...untouched,
      informations: 'Vicino al centro',
      cataster: 'p.ed. 12',
      property_id: 4711,
      rooms: { ...untouched.rooms, bed: 2 },
    };
    const { values, discards } = retypeDetails(apartment, garage, entered, today);
    expect(discards).toBe(true);
    expect(values).toMatchObject({
      price: 90_000,
      informations: 'Vicino al centro',
      cataster: 'p.ed. 12',
      property_id: 4711,
      floor: -1,
      rooms: { bed: 0 },
    });
  });
});

describe('step 3 values follow the category registry (decision 020)', () => {
  const formFields = (category: Category) =>
    Object.values(categoryModule(category).form.sections).flatMap((fields) => fields ?? []);

  it("hold exactly the registry's fields: every category's own fields and the common fields its form shows", () => {
    const registry = new Set<string>();
    for (const category of CATEGORIES) {
      for (const key of [...categoryDetailKeys(category), ...formFields(category)]) {
        registry.add(key);
      }
    }
    for (const [category, subtype] of ALL) {
      const keys = Object.keys(initialDetailsValues(category, subtype, today));
      expect(keys.sort(), `${category}/${subtype}`).toEqual([...registry].sort());
      for (const key of [...categoryDetailKeys(category), ...formFields(category)]) {
        expect(keys, `${category}/${subtype} lacks ${key}`).toContain(key);
      }
    }
  });

  it("send of a listing only its category's own fields and the common fields", () => {
    for (const [category, subtype] of ALL) {
      const allowed = new Set<string>([...categoryDetailKeys(category), ...COMMON_FORM_FIELDS]);
      const fields = detailsToPropertyFields(category, subtype, false, filled(category, subtype));
      for (const key of Object.keys(fields)) {
        expect(allowed.has(key), `${category}/${subtype} sends ${key}`).toBe(true);
      }
    }
  });
});

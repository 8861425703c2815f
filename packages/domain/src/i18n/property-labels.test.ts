import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CONDITIONS,
  ENERGY_CLASSES,
  FILE_KINDS,
  FURNISHINGS,
  GARDEN_TYPES,
  HEATING_TYPES,
  HEATINGS,
  HOTEL_STARS,
  LOCATION_TYPES,
  MATCH_STATES,
  ORIENTATIONS,
  PURPOSES,
  RESIDENTIAL_AREAS,
  RESIDENTIAL_ROOMS,
  COMMERCIAL_ROOMS,
  PARKING_SPOTS,
  SALUTATIONS,
  SELL_TYPES,
  SELLER_TYPES,
  SUBTYPES,
  TOWNHOUSE_POSITIONS,
} from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { hotelStarsKey } from '../listing/hotel.ts';
import { categoryDetailKeys, PROPERTY_COMMON_KEYS } from '../listing/property.schema.ts';
import { resources } from './resources.ts';

type Tree = Record<string, unknown>;
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const languages = ['it', 'de', 'en'] as const;

describe('property labels cover every value of the domain (issue 2 item 3)', () => {
  const required: string[] = [
    ...CATEGORIES.flatMap((c) => [`categories.${c}`, `allOfCategory.${c}`]),
    ...CATEGORIES.flatMap((c) => SUBTYPES[c].map((s) => `types.${c}.${s}`)),
    ...CONDITIONS.map((v) => `values.condition.${v}`),
    ...ENERGY_CLASSES.map((v) => `values.energyClass.${v}`),
    ...ORIENTATIONS.map((v) => `values.orientation.${v}`),
    ...ORIENTATIONS.map((v) => `values.orientationShort.${v}`),
    ...HEATINGS.map((v) => `values.heating.${v}`),
    ...HEATING_TYPES.map((v) => `values.heatingType.${v}`),
    ...FURNISHINGS.map((v) => `values.furnishing.${v}`),
    ...GARDEN_TYPES.map((v) => `values.garden.${v}`),
    ...TOWNHOUSE_POSITIONS.map((v) => `values.townhousePosition.${v}`),
    ...SELL_TYPES.map((v) => `values.sellType.${v}`),
    ...PURPOSES.map((v) => `values.purpose.${v}`),
    ...SALUTATIONS.map((v) => `values.salutation.${v}`),
    ...SELLER_TYPES.map((v) => `values.sellerType.${v}`),
    ...MATCH_STATES.map((v) => `values.matchState.${v}`),
    ...HOTEL_STARS.map((v) => `values.hotelStars.${hotelStarsKey(v)}`),
    ...FILE_KINDS.map((v) => `values.fileKind.${v}`),
    ...LOCATION_TYPES.map((v) => `values.locationType.${v}`),
    ...[...RESIDENTIAL_ROOMS, ...COMMERCIAL_ROOMS].map((v) => `rooms.${v}`),
    ...RESIDENTIAL_AREAS.map((v) => `areas.${v}`),
    ...PARKING_SPOTS.map((v) => `parking.${v}`),
    ...PROPERTY_COMMON_KEYS.map((k) => `fields.${k}`),
    ...CATEGORIES.flatMap((c) => categoryDetailKeys(c).map((k) => `fields.${k}`)),
  ];

  for (const lang of languages) {
    it(`${lang}: every category, type, field and value has a label`, () => {
      const missing = [...new Set(required)].filter((key) => {
        const value = at(resources[lang].property, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });
  }

  it('uses the specification’s words for seller types and salutations', () => {
    expect(resources.it.property.values.sellerType).toEqual({
      private: 'Privato',
      agent: 'Agente Immobiliare',
      construction: 'Impresa Immobiliare',
    });
    expect(resources.it.property.values.salutation).toEqual({ f: 'Signora', m: 'Signor' });
    expect(resources.de.property.values.salutation).toEqual({ f: 'Frau', m: 'Herr' });
    expect(resources.en.property.values.salutation).toEqual({ f: 'Ms', m: 'Mr' });
  });
});

describe('message keys of the domain schemas', () => {
  for (const lang of languages) {
    it(`${lang}: the errors namespace translates every key the schemas put on their issues`, () => {
      const missing = Object.values(MESSAGE_KEYS).filter(
        (key) => typeof at(resources[lang].errors, key) !== 'string',
      );
      expect(missing).toEqual([]);
    });
  }
});

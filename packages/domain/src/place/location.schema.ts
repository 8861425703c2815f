/**
 * Places: suggestions for the search boxes, drawn zones, geocoding and a property's location
 * (seller-side.md §3 location, Location suggestion, Address geocode result).
 */
import { z } from 'zod';
import { MAX_LENGTH, MAX_POLYGON_POINTS } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { isInSouthTyrol } from './south-tyrol.ts';
import { coordinatesSchema, languageSchema, placeNamesSchema } from '../core/common.schema.ts';

/** Kinds of gazetteer place. */
export const placeTypeSchema = z.enum(['municipality', 'zone', 'street']);
/** Kinds of location, drawn polygons included. */
export const locationTypeSchema = z.enum(['municipality', 'zone', 'street', 'polygon']);

/** Query of the place searches (`q` is trimmed; `lang` an interface language). */
export const locationQuerySchema = z.object({
  q: z.string().trim().max(MAX_LENGTH.searchQuery).default(''),
  lang: languageSchema.optional(),
});

/**
 * A place suggestion: `name` in the request's language (Italian for en), `municipality` for
 * zones and streets, `names` the gazetteer names, `point` where the place lies (a
 * municipality's seat, a zone's centre, a street's position when known), so that a map can open
 * there.
 */
export const locationSuggestionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: placeTypeSchema,
  municipality: z.object({ id: z.string(), name: z.string() }).optional(),
  names: placeNamesSchema,
  point: coordinatesSchema.optional(),
});
/** A place suggestion. */
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/**
 * A GeoJSON polygon (one outer ring of [lng, lat] positions, closed: first equals last, at least
 * four positions).
 */
export const polygonGeometrySchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z
    .array(
      z
        .array(position)
        .min(4)
        .max(MAX_POLYGON_POINTS)
        .refine(
          (ring) => {
            const first = ring[0];
            const last = ring[ring.length - 1];
            return !!first && !!last && first[0] === last[0] && first[1] === last[1];
          },
          { message: MESSAGE_KEYS.polygon },
        ),
    )
    .length(1),
});
/** A GeoJSON polygon. */
export type PolygonGeometry = z.infer<typeof polygonGeometrySchema>;

/** A drawn zone: its name and polygon. */
export const drawnZoneSchema = z.object({
  type: z.literal('polygon'),
  name: z.string().trim().min(1, { message: MESSAGE_KEYS.required }).max(MAX_LENGTH.locationName),
  geoJson: polygonGeometrySchema,
});

/** A gazetteer place chosen in a search box: its kind and id (and the name shown). */
export const placeRefSchema = z.object({
  type: placeTypeSchema,
  id: z.string().trim().min(1).max(64),
  name: z.string().trim().max(MAX_LENGTH.locationName).optional(),
});

/** A location of a saved search or the search box: a gazetteer place or a drawn zone. */
export const searchLocationInputSchema = z.discriminatedUnion('type', [
  placeRefSchema.extend({ type: z.literal('municipality') }),
  placeRefSchema.extend({ type: z.literal('zone') }),
  placeRefSchema.extend({ type: z.literal('street') }),
  drawnZoneSchema,
]);
/** A location of a saved search as sent. */
export type SearchLocationInput = z.infer<typeof searchLocationInputSchema>;

/** A location of a saved search as answered. */
export const searchLocationSchema = z.object({
  _id: z.string(),
  type: locationTypeSchema,
  id: z.string().nullable().optional(),
  name: z.string(),
  municipality: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  geoJson: polygonGeometrySchema.nullable().optional(),
});

/**
 * Body of `POST /api/v1/locations/geocode` (seller-side.md §7).
 * - `municipality`: the municipality's ISTAT code (`021008`, what the address step's autocomplete
 *   holds) or one of its names in Italian, German or Ladin, case and accents ignored; the
 *   double name "Bolzano/Bozen" is accepted too.
 * - `municipalityId`: optional ISTAT code; when sent it wins over `municipality`.
 * - `street` as typed and the street number, both required (seller-side.md §2: Next needs a
 *   location with a street number).
 */
export const geocodeRequestSchema = z.object({
  municipality: z
    .string()
    .trim()
    .min(1, { message: MESSAGE_KEYS.required })
    .max(MAX_LENGTH.municipality),
  municipalityId: z.string().trim().max(16).optional(),
  street: z.string().trim().min(1, { message: MESSAGE_KEYS.required }).max(MAX_LENGTH.street),
  streetNumber: z
    .string({ message: MESSAGE_KEYS.streetNumber })
    .trim()
    .min(1, { message: MESSAGE_KEYS.streetNumber })
    .max(MAX_LENGTH.streetNumber),
});
/** A geocoding request. */
export type GeocodeRequest = z.infer<typeof geocodeRequestSchema>;

/**
 * Who placed a geocoded address: the built-in place data, or the self-hosted OpenStreetMap
 * geocoder the server is configured with (decisions.md Places and geocoding).
 */
export const geocodeSourceSchema = z.enum(['builtin', 'nominatim', 'photon']);
/** A geocoding back end. */
export type GeocodeSource = z.infer<typeof geocodeSourceSchema>;

/**
 * The answer of `POST /api/v1/locations/geocode` (seller-side.md §3 Address geocode result):
 * - `address`: the street as the user typed it (spacing tidied), the number, and the postal code
 *   when the geocoder knows it;
 * - `municipality` and `zone` (a locality or town quarter, or null) with their names in the
 *   request language (English shows the Italian name);
 * - `region`: the region's name in the request language;
 * - `coordinates` of the marker, always inside the municipality;
 * - `approximate`: true when the position is not the house itself (a street, a locality or the
 *   municipality's seat), so the map shows the approximate-position circle and the user drags
 *   the marker to the exact spot;
 * - `source`: the back end that placed it.
 */
export const geocodeResultSchema = z.object({
  address: z.object({
    street: z.string().max(MAX_LENGTH.street),
    streetNumber: z.string().max(MAX_LENGTH.streetNumber),
    postalCode: z.string().max(10).optional(),
  }),
  municipality: z.object({ id: z.string(), name: z.string() }),
  zone: z.object({ id: z.string(), name: z.string() }).nullable(),
  region: z.string().max(MAX_LENGTH.region),
  coordinates: coordinatesSchema,
  approximate: z.boolean(),
  source: geocodeSourceSchema,
});
/** A geocoded address. */
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** A place name per language as a location carries it (en shows the Italian name). */
export const locationNameSchema = z.object({
  it: z.string().max(MAX_LENGTH.municipality),
  de: z.string().max(MAX_LENGTH.municipality),
  en: z.string().max(MAX_LENGTH.municipality).optional(),
  lld: z.string().max(MAX_LENGTH.municipality).optional(),
});

/**
 * A property's location and the geocoding answer: address (street, number, municipality name per
 * language, region), coordinates, zone (`properties.name` per language) and zone name. The ids
 * link the place data.
 */
export const propertyLocationSchema = z.object({
  address: z.object({
    street: z.string().trim().max(MAX_LENGTH.street),
    streetNumber: z.string().trim().max(MAX_LENGTH.streetNumber),
    municipality: locationNameSchema,
    municipalityId: z.string().max(16).optional(),
    postalCode: z.string().max(10).optional(),
    region: z.string().max(MAX_LENGTH.region).optional(),
  }),
  coordinates: coordinatesSchema,
  zone: z
    .object({
      id: z.string().max(64).optional(),
      properties: z.object({ name: locationNameSchema }),
    })
    .nullable()
    .optional(),
  zoneName: z.string().max(MAX_LENGTH.zoneName).nullable().optional(),
  /** True when only an approximate position may be shown (a circle instead of a marker). */
  approximate: z.boolean().optional(),
});
/** A property's location. */
export type PropertyLocation = z.infer<typeof propertyLocationSchema>;

/**
 * A property's location as a listing is written with it: its position must lie in South Tyrol
 * (issue 13 point 7; place/south-tyrol.ts). Answers keep {@link propertyLocationSchema}, so that a
 * listing stored before the rule still reads.
 */
export const propertyLocationInputSchema = propertyLocationSchema.extend({
  coordinates: coordinatesSchema.refine(isInSouthTyrol, {
    message: MESSAGE_KEYS.outsideSouthTyrol,
  }),
});

/** Query language only. */
export const langQuerySchema = z.object({ lang: languageSchema.optional() });

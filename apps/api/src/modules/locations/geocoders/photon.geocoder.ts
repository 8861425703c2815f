/**
 * Back end for a self-hosted Photon server: a free-text /api search ("street number,
 * municipality") limited to the municipality's bounding box and biased to its seat.
 * Answer format (GeoJSON): https://github.com/komoot/photon/blob/master/docs/api-v1.md
 */
import { z } from 'zod';
import {
  GeocoderUnavailableError,
  sameHouseNumber,
  type Geocoder,
  type GeocodeQuery,
  type GeocoderHit,
} from './geocoder.ts';
import { endpoint, getJson, type HttpOptions } from './http-json.ts';

/** The fields read from one feature of the answer. */
const featureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: z
    .object({
      housenumber: z.string().optional(),
      postcode: z.string().optional(),
    })
    .optional(),
});
const answerSchema = z.object({ features: z.array(z.unknown()) });

/** Candidates asked for: a few, since the service drops those outside the municipality. */
const LIMIT = 5;

export function createPhotonGeocoder(baseUrl: string, http: HttpOptions): Geocoder {
  return {
    source: 'photon',
    async geocode(query: GeocodeQuery): Promise<GeocoderHit[]> {
      const { bbox, seat, nameIt } = query.municipality;
      const url = endpoint(baseUrl, 'api');
      // No `lang`: the names of the answer are not used (the municipality's and zone's names
      // come from the place data), and a Photon server answers 400 for a language it lacks.
      url.search = new URLSearchParams({
        q: `${query.street} ${query.streetNumber}, ${nameIt}`,
        bbox: bbox.join(','),
        lat: String(seat.y),
        lon: String(seat.x),
        limit: String(LIMIT),
      }).toString();
      const answer = answerSchema.safeParse(await getJson(url, http));
      if (!answer.success)
        throw new GeocoderUnavailableError('Photon answered no FeatureCollection');
      const hits: GeocoderHit[] = [];
      for (const item of answer.data.features) {
        const feature = featureSchema.safeParse(item);
        if (!feature.success) continue;
        const [lng, lat] = feature.data.geometry.coordinates;
        const properties = feature.data.properties;
        const hit: GeocoderHit = {
          point: { x: lng, y: lat },
          exact: sameHouseNumber(properties?.housenumber, query.streetNumber),
        };
        if (properties?.postcode) hit.postalCode = properties.postcode;
        hits.push(hit);
      }
      return hits;
    },
  };
}

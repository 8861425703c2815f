/**
 * Back end for a self-hosted Nominatim server: a structured /search (format=jsonv2) for the
 * house number and street in the municipality, limited to the municipality's bounding box.
 * Answer format: https://nominatim.org/release-docs/latest/api/Output/
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

/** The fields read from one place of the answer; Nominatim sends coordinates as strings. */
const placeSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  address: z
    .object({
      house_number: z.string().optional(),
      postcode: z.string().optional(),
    })
    .optional(),
});
const answerSchema = z.array(z.unknown());

/** Candidates asked for: a few, since the service drops those outside the municipality. */
const LIMIT = 5;

export function createNominatimGeocoder(baseUrl: string, http: HttpOptions): Geocoder {
  return {
    source: 'nominatim',
    async geocode(query: GeocodeQuery): Promise<GeocoderHit[]> {
      const [west, south, east, north] = query.municipality.bbox;
      const url = endpoint(baseUrl, 'search');
      url.search = new URLSearchParams({
        street: `${query.streetNumber} ${query.street}`,
        city: query.municipality.nameIt,
        countrycodes: 'it',
        viewbox: `${west},${north},${east},${south}`,
        bounded: '1',
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(LIMIT),
        'accept-language': query.lang,
      }).toString();
      const answer = answerSchema.safeParse(await getJson(url, http));
      if (!answer.success) throw new GeocoderUnavailableError('Nominatim answered no place list');
      const hits: GeocoderHit[] = [];
      // A place the server describes oddly is skipped, not the whole answer.
      for (const item of answer.data) {
        const place = placeSchema.safeParse(item);
        if (!place.success) continue;
        const { lat, lon, address } = place.data;
        const hit: GeocoderHit = {
          point: { x: lon, y: lat },
          exact: sameHouseNumber(address?.house_number, query.streetNumber),
        };
        if (address?.postcode) hit.postalCode = address.postcode;
        hits.push(hit);
      }
      return hits;
    },
  };
}

/**
 * Address check of the address step (seller-side.md §2 Address entry, §4 Address check, §7
 * geocode call, §8 Address not found): places street and number in a municipality of South
 * Tyrol with the configured back end, falling back to the built-in place data when a
 * Nominatim or Photon server fails or finds nothing inside the municipality.
 */
import type { FastifyBaseLogger } from 'fastify';
import { REGION_NAMES, type Language } from '@domus/domain/core/constants';
import type { GeocodeRequest, GeocodeResult } from '@domus/domain/place/location.schema';
import { placeQueryKeys } from '@domus/domain/search/search-text';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBuiltinGeocoder } from './geocoders/builtin.geocoder.ts';
import type { Geocoder, GeocoderHit } from './geocoders/geocoder.ts';
import { createNominatimGeocoder } from './geocoders/nominatim.geocoder.ts';
import { createPhotonGeocoder } from './geocoders/photon.geocoder.ts';
import {
  findGeocodeMunicipality,
  findNearestZone,
  municipalityContains,
  type GeocodeMunicipality,
  type GeocodeZone,
} from './geocoding.repository.ts';
import { displayName } from './locations.service.ts';

/**
 * How far a position may lie from a locality or quarter to be counted in it: about the size of a
 * village or of one of Bolzano's districts.
 */
const NEAREST_ZONE_METERS = 1500;

/** 404 `address_not_found`, 'Indirizzo non trovato' / 'Address not found' (seller-side.md §8). */
export const addressNotFoundError = () =>
  new AppError(404, 'address_not_found', 'global.errors.addressNotFound');

/** ISTAT municipality codes: six digits, 021 for the province of Bolzano. */
const ISTAT_CODE = /^\d{6}$/;

/**
 * The municipality the request names: `municipalityId`, else `municipality` as an ISTAT code,
 * else as one of its Italian, German or Ladin names (case and accents ignored; "Bolzano/Bozen"
 * and "Bolzano - Bozen" are tried name by name), written as the place search reads names
 * (issue 18 §5: "Sankt Ulrich", "S. Candido", "Bulsan"; decision 036).
 */
async function resolveMunicipality(
  db: Database,
  request: Pick<GeocodeRequest, 'municipality' | 'municipalityId'>,
): Promise<GeocodeMunicipality | null> {
  if (request.municipalityId) return findGeocodeMunicipality(db, { id: request.municipalityId });
  const given = request.municipality.trim();
  if (ISTAT_CODE.test(given)) return findGeocodeMunicipality(db, { id: given });
  const candidates = [given, ...given.split(/\s*(?:\/|\s-\s)\s*/)];
  for (const candidate of candidates) {
    // The name as written first; the other ways of writing it only when that finds nothing.
    for (const nameKey of placeQueryKeys(candidate, { typing: false })) {
      const found = await findGeocodeMunicipality(db, { nameKey });
      if (found) return found;
    }
  }
  return null;
}

/** The street as typed, trimmed and with single spaces (seller-side.md §2: kept as typed). */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function zoneName(lang: Language, zone: GeocodeZone): string {
  return displayName(lang, zone.nameIt, zone.nameDe, zone.nameLld);
}

export type GeocodingService = {
  geocode(request: GeocodeRequest, lang: Language, log: FastifyBaseLogger): Promise<GeocodeResult>;
};

/** The User-Agent of the calls to a geocoding server (Nominatim's usage policy asks for one). */
export function geocoderUserAgent(config: Config): string {
  return `Domus real-estate site (+${config.publicUrl})`;
}

/** The service with the back end of the configuration (GEOCODER, GEOCODER_URL). */
export function createGeocodingService(db: Database, config: Config): GeocodingService {
  const builtin = createBuiltinGeocoder(db);
  const http = { timeoutMs: config.GEOCODER_TIMEOUT_MS, userAgent: geocoderUserAgent(config) };
  let external: Geocoder | null = null;
  // loadConfig has checked that GEOCODER_URL is there for both servers.
  if (config.GEOCODER === 'nominatim' && config.GEOCODER_URL)
    external = createNominatimGeocoder(config.GEOCODER_URL, http);
  if (config.GEOCODER === 'photon' && config.GEOCODER_URL)
    external = createPhotonGeocoder(config.GEOCODER_URL, http);

  /** The first hit inside the municipality; the others are some namesake elsewhere. */
  async function firstInside(
    municipality: GeocodeMunicipality,
    hits: GeocoderHit[],
  ): Promise<GeocoderHit | null> {
    for (const hit of hits) {
      if (await municipalityContains(db, municipality.id, hit.point)) return hit;
    }
    return null;
  }

  return {
    async geocode(request, lang, log) {
      const municipality = await resolveMunicipality(db, request);
      if (!municipality) throw addressNotFoundError();
      const query = {
        street: tidy(request.street),
        streetNumber: tidy(request.streetNumber),
        municipality,
        lang,
      };

      // The register decides whether the street exists (issue 18), whichever back end places it.
      const builtinHits = await builtin.geocode(query);
      if (builtinHits.length === 0) throw addressNotFoundError();

      let placed: { hit: GeocoderHit; source: Geocoder['source'] } | null = null;
      if (external) {
        try {
          const hit = await firstInside(municipality, await external.geocode(query));
          if (hit) placed = { hit, source: external.source };
          else
            log.info({ geocoder: external.source }, 'geocoder found nothing in the municipality');
        } catch (error) {
          // The seller can still go on: the built-in answer is approximate and the marker can be
          // dragged to the exact spot.
          log.warn({ err: error, geocoder: external.source }, 'geocoder failed; built-in answer');
        }
      }
      if (!placed) {
        const hit = await firstInside(municipality, builtinHits);
        if (!hit) throw addressNotFoundError();
        placed = { hit, source: 'builtin' };
      }

      const { hit, source } = placed;
      const zone =
        hit.zone !== undefined
          ? hit.zone
          : await findNearestZone(db, municipality.id, hit.point, NEAREST_ZONE_METERS);
      const address: GeocodeResult['address'] = {
        street: query.street,
        streetNumber: query.streetNumber,
      };
      // An odd postcode of a server is left out rather than break the answer's schema.
      if (hit.postalCode && /^\d{5}$/.test(hit.postalCode)) address.postalCode = hit.postalCode;
      return {
        address,
        municipality: {
          id: municipality.id,
          name: displayName(lang, municipality.nameIt, municipality.nameDe, municipality.nameLld),
        },
        zone: zone ? { id: zone.id, name: zoneName(lang, zone) } : null,
        region: REGION_NAMES[lang],
        coordinates: { lat: hit.point.y, lng: hit.point.x },
        approximate: !hit.exact,
        source,
      };
    },
  };
}

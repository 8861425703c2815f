/**
 * The one interface of the geocoding back ends (decisions.md Places and geocoding): the built-in
 * one over the project's place data and those for a self-hosted Nominatim or Photon server.
 */
import type { Language } from '@domus/domain/core/constants';
import type { GeocodeSource } from '@domus/domain/place/location.schema';
import type { LngLat } from '../../../db/schema.ts';
import type { GeocodeMunicipality, GeocodeZone } from '../geocoding.repository.ts';

/** An address to place, its municipality already known. */
export type GeocodeQuery = {
  /** As typed, spacing tidied. */
  street: string;
  streetNumber: string;
  municipality: GeocodeMunicipality;
  lang: Language;
};

/** One candidate position of a back end. */
export type GeocoderHit = {
  point: LngLat;
  /** True when the position is the house number asked for, not just its street or place. */
  exact: boolean;
  postalCode?: string;
  /**
   * The zone the back end placed the address in; null for none; left out when the service is to
   * take the nearest zone of the municipality.
   */
  zone?: GeocodeZone | null;
};

/** A geocoding back end. */
export interface Geocoder {
  readonly source: GeocodeSource;
  /**
   * Candidate positions, best first (possibly none, and possibly outside the municipality: the
   * service checks). Throws {@link GeocoderUnavailableError} when the server cannot answer.
   */
  geocode(query: GeocodeQuery): Promise<GeocoderHit[]>;
}

/** The geocoding server failed: unreachable, too slow, an error status or an unreadable answer. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/** House numbers compared without case, spaces and separators ("10/A" is "10a"). */
export function sameHouseNumber(a: string | undefined, b: string): boolean {
  const key = (n: string) => n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return a !== undefined && key(a) !== '' && key(a) === key(b);
}

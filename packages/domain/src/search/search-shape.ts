/**
 * A drawn area of the public search in its address (issue 34 point 2, decision 072): the ring of
 * corners as an encoded polyline, the format Google Maps, Rightmove and idealista use, with five
 * decimals (about a metre). The ring is written open (the closing corner is the first one again)
 * and read back as the closed GeoJSON ring saved searches hold, positions `[lng, lat]`.
 *
 * Written here rather than taken from `@mapbox/polyline`: that package ships a command-line tool
 * whose argument parser brings 46 further packages, for 30 lines of arithmetic.
 */
import { MAX_POLYGON_POINTS } from '../core/constants.ts';

/** A GeoJSON position: longitude, latitude. */
export type Position = [number, number];

/** Decimals kept: 1e-5 degrees is about 1.1 m of latitude. */
const FACTOR = 1e5;

/**
 * The longest shape accepted: a ring of {@link MAX_POLYGON_POINTS} corners takes at most 12
 * characters per corner even with province-wide jumps; drawn rings need 6 to 8.
 */
export const MAX_SHAPE_LENGTH = MAX_POLYGON_POINTS * 12;

function encodeNumber(value: number): string {
  // Zig-zag the sign into the lowest bit, then five bits per character from the lowest up, each
  // but the last with the continuation bit 0x20, offset by 63 into printable ASCII.
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>>= 5;
  }
  return out + String.fromCharCode(rest + 63);
}

/**
 * The address form of a closed ring (or an open one): its corners once each, as an encoded
 * polyline of `lat,lng` pairs.
 * @param ring GeoJSON positions `[lng, lat]`
 */
export function encodeShape(ring: readonly (readonly [number, number])[]): string {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1];
  const corners = closed ? ring.slice(0, -1) : ring;
  let lat = 0;
  let lng = 0;
  let out = '';
  for (const [x, y] of corners) {
    const nextLat = Math.round(y * FACTOR);
    const nextLng = Math.round(x * FACTOR);
    out += encodeNumber(nextLat - lat) + encodeNumber(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}

/**
 * The closed GeoJSON ring of an address's shape, or null when the text is not a polyline of at
 * least three corners and at most {@link MAX_POLYGON_POINTS} (closing corner included) with
 * every position on the globe. Whether its edges cross or it lies in South Tyrol is for the
 * database to tell (`ST_IsValid`), as for saved searches.
 * @param text the `shape` parameter
 */
export function decodeShape(text: string): Position[] | null {
  if (!text || text.length > MAX_SHAPE_LENGTH || !/^[\x3f-\x7e]+$/.test(text)) return null;
  const values: number[] = [];
  let index = 0;
  while (index < text.length) {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      // A number of more than 32 bits, or text that stops inside a number, is no polyline.
      if (index >= text.length || shift > 30) return null;
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    values.push(result & 1 ? ~(result >>> 1) : result >>> 1);
  }
  if (values.length % 2 !== 0) return null;
  const ring: Position[] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    const position: Position = [lng / FACTOR, lat / FACTOR];
    if (Math.abs(position[0]) > 180 || Math.abs(position[1]) > 90) return null;
    ring.push(position);
  }
  if (ring.length < 3 || ring.length + 1 > MAX_POLYGON_POINTS) return null;
  return [...ring, ring[0]!];
}

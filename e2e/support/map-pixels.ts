/** Positions on the Leaflet maps of the tests, in pixels (Web Mercator, as Leaflet draws). */

/** A geographic point as the API answers it. */
export type LatLng = { lat: number; lng: number };

/** A point's position in pixels of the whole world at `zoom` (Web Mercator, as Leaflet draws). */
export function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

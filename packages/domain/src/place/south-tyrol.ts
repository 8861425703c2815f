/**
 * Where the agency's properties can lie (decisions.md: a South Tyrol real-estate agency; issue 13
 * point 7): a listing's position must be in the province of Bolzano/Bozen. The check is the
 * province's bounding box, taken from the boundaries of its 116 municipalities (the place data
 * of the API, apps/api/assets/places) and rounded outwards to the next hundredth of a degree. A
 * box also takes in thin strips of Trentino, Belluno, Austria and Switzerland along the border;
 * it exists to refuse positions that cannot be meant (0, 0 for a Bolzano address, a swapped
 * latitude and longitude), not to draw the border.
 */

/** The province's bounding box in WGS84 degrees. */
export const SOUTH_TYROL_BOUNDS = {
  south: 46.21,
  north: 47.1,
  west: 10.38,
  east: 12.48,
} as const;

/**
 * Whether a position lies within {@link SOUTH_TYROL_BOUNDS} (edges included).
 * @param position latitude and longitude in degrees
 */
export function isInSouthTyrol(position: { lat: number; lng: number }): boolean {
  const { south, north, west, east } = SOUTH_TYROL_BOUNDS;
  return (
    position.lat >= south && position.lat <= north && position.lng >= west && position.lng <= east
  );
}

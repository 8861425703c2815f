/**
 * Room and bath totals (seller-side.md §9, buyer-side.md §9): rooms = bed + living + dining;
 * baths = wc + bath.
 */

/** Room counts as a residential listing carries them. */
export type RoomCounts = {
  bed?: number | undefined;
  living?: number | undefined;
  dining?: number | undefined;
  bath?: number | undefined;
  wc?: number | undefined;
};

/**
 * The residential room total: bedrooms + living rooms + dining rooms.
 * @param rooms the room counts (missing counts are 0)
 */
export function roomTotal(rooms: RoomCounts | null | undefined): number {
  return (rooms?.bed ?? 0) + (rooms?.living ?? 0) + (rooms?.dining ?? 0);
}

/**
 * The bath total: WCs + bathrooms.
 * @param rooms the room counts (missing counts are 0)
 */
export function bathTotal(rooms: RoomCounts | null | undefined): number {
  return (rooms?.wc ?? 0) + (rooms?.bath ?? 0);
}

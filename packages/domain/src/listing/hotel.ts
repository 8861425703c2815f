/**
 * Hotel stars (decisions.md Seller wizard, seller-side.md §9): 1, 2, 3, 4, 4.5, 5, 5.5; the
 * halves are the "superior" grades; default 3.
 */
import { HOTEL_STARS } from '../core/constants.ts';

/** A hotel star grade. */
export type HotelStars = (typeof HOTEL_STARS)[number];

/**
 * Whether a value is one of the star grades.
 * @param value the value to check
 */
export function isHotelStars(value: unknown): value is HotelStars {
  return (HOTEL_STARS as readonly unknown[]).includes(value);
}

/**
 * Whether a grade is a "superior" one (4.5 or 5.5).
 * @param stars the grade
 */
export function isSuperior(stars: HotelStars): boolean {
  return !Number.isInteger(stars);
}

/**
 * The whole stars of a grade (4.5 → 4), for drawing star icons.
 * @param stars the grade
 */
export function wholeStars(stars: HotelStars): number {
  return Math.floor(stars);
}

/**
 * The key of a grade under `property:values.hotelStars` (`4.5` → `4_5`, since i18next splits
 * keys at dots).
 * @param stars the grade
 */
export function hotelStarsKey(stars: HotelStars): string {
  return String(stars).replace('.', '_');
}

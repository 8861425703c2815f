import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_STARS, HOTEL_STARS } from '../core/constants.ts';
import { hotelStarsKey, isHotelStars, isSuperior, wholeStars } from './hotel.ts';

describe('hotel stars (decisions.md Seller wizard, seller-side.md §9)', () => {
  it('lists 1, 2, 3, 4, 4.5, 5, 5.5 with default 3', () => {
    expect(HOTEL_STARS).toEqual([1, 2, 3, 4, 4.5, 5, 5.5]);
    expect(DEFAULT_HOTEL_STARS).toBe(3);
  });

  it('accepts the listed grades only', () => {
    expect(isHotelStars(4.5)).toBe(true);
    expect(isHotelStars(3.5)).toBe(false);
    expect(isHotelStars(6)).toBe(false);
    expect(isHotelStars('3')).toBe(false);
  });

  it('treats the halves as superior grades', () => {
    expect(isSuperior(4.5)).toBe(true);
    expect(isSuperior(5.5)).toBe(true);
    expect(isSuperior(4)).toBe(false);
    expect(wholeStars(5.5)).toBe(5);
  });
});

describe('hotel star labels', () => {
  it('keys 4.5 as 4_5 for the catalog', () => {
    expect(hotelStarsKey(4.5)).toBe('4_5');
    expect(hotelStarsKey(3)).toBe('3');
  });
});

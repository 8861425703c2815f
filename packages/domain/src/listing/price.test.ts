import { describe, expect, it } from 'vitest';
import { offersRentPrice, priceIssues, requiresNumOfPlaces, requiresPrice } from './price.ts';

describe('required price (seller-side.md §5 Price)', () => {
  it('requires a price above 0 for residential and commercial', () => {
    for (const category of ['residential', 'commercial'] as const) {
      expect(requiresPrice(category)).toBe(true);
      expect(priceIssues(category, {})).toEqual([
        { field: 'price', message: 'global.errors.required' },
      ]);
      expect(priceIssues(category, { price: 0 })).toHaveLength(1);
      expect(priceIssues(category, { price: -1 })).toHaveLength(1);
      expect(priceIssues(category, { price: null })).toHaveLength(1);
      expect(priceIssues(category, { price: 250000 })).toEqual([]);
    }
  });

  it('requires the number of places for a garage, not a price', () => {
    expect(requiresNumOfPlaces('garage')).toBe(true);
    expect(requiresPrice('garage')).toBe(false);
    expect(priceIssues('garage', {})).toEqual([
      { field: 'numOfPlaces', message: 'global.errors.required' },
    ]);
    expect(priceIssues('garage', { numOfPlaces: 1 })).toEqual([]);
  });

  it('requires nothing for building land and agriculture', () => {
    expect(priceIssues('buildingland', {})).toEqual([]);
    expect(priceIssues('agriculture', { price: 0 })).toEqual([]);
  });
});

describe('rent field beside the price (seller-side.md §2 Step 3)', () => {
  it('offers rentPrice for sale listings of residential, garage, commercial and agriculture', () => {
    for (const category of ['residential', 'garage', 'commercial', 'agriculture'] as const) {
      expect(offersRentPrice(category, false)).toBe(true);
    }
  });

  it('offers no rentPrice for building land, nor when renting (the price is the monthly rent)', () => {
    expect(offersRentPrice('buildingland', false)).toBe(false);
    for (const category of ['residential', 'garage', 'commercial', 'agriculture'] as const) {
      expect(offersRentPrice(category, true)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { gardenTerm, salesArea } from './sales-area.ts';

describe('sales area (seller-side.md §9 sales area formula)', () => {
  it('adds 12.5 for a 150 m2 garden', () => {
    expect(gardenTerm(150)).toBe(12.5);
    expect(salesArea({ nettoArea: 100, garden: { type: 'private', area: 150 } })).toBe(138); // 125 + 12.5 → 137.5 → 138
  });

  it('adds 0.1 per m2 of garden up to 100 m2 (10 for exactly 100)', () => {
    expect(gardenTerm(40)).toBeCloseTo(4);
    expect(gardenTerm(100)).toBe(10);
    expect(gardenTerm(300)).toBe(20);
    expect(gardenTerm(0)).toBe(0);
  });

  it('weighs net area 1.25 and each additional area by its factor', () => {
    const area = salesArea({
      nettoArea: 80, // 100
      areas: {
        cellar: { area: 10 }, // 3
        hobby: { area: 10 }, // 6
        wintergarden: { area: 10 }, // 5
        balcony: { area: 8 }, // 2
        terrace: { area: 20 }, // 10
        underroof: { area: 20 }, // 7
      },
    });
    expect(area).toBe(133);
  });

  it('ignores the covered terrace, which the formula does not list', () => {
    expect(salesArea({ nettoArea: 80, areas: { coveredTerrace: { area: 30 } } })).toBe(100);
  });

  it('rounds to a whole number', () => {
    expect(salesArea({ nettoArea: 75.3 })).toBe(94); // 94.125
    expect(salesArea({ nettoArea: 70, areas: { balcony: { area: 6 } } })).toBe(89); // 87.5 + 1.5
  });

  it('counts the garden area only for a private garden', () => {
    expect(salesArea({ nettoArea: 80, garden: { type: 'community', area: 500 } })).toBe(100);
    expect(salesArea({ nettoArea: 80, garden: { type: 'no', area: 500 } })).toBe(100);
  });

  it('takes over- plus underground area for a house', () => {
    expect(
      salesArea(
        {
          nettoArea: 100,
          overGroundArea: 180.4,
          underGroundArea: 60,
          garden: { type: 'private', area: 400 },
        },
        'house',
      ),
    ).toBe(240);
  });

  it('is 0 for an empty form', () => {
    expect(salesArea({})).toBe(0);
  });
});

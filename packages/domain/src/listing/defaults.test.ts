import { describe, expect, it } from 'vitest';
import { defaultDetails, defaultFloors, defaultNumOfUnits, withDefaults } from './defaults.ts';

describe('defaults per subtype (seller-side.md §9 Defaults)', () => {
  it('starts an apartment with condition 1, class G, this year, 8 units, floor 1 of 3', () => {
    expect(defaultDetails('residential', 'apartment', 2026)).toEqual({
      condition: 1,
      energyClass: 'G',
      constructionYear: 2026,
      numOfUnits: 8,
      minFloor: 1,
      maxFloor: 3,
    });
  });

  it('takes the construction year from a date', () => {
    expect(defaultDetails('residential', 'house', new Date(2031, 5, 1)).constructionYear).toBe(
      2031,
    );
  });

  it('gives a townhouse 3 units and a villa none', () => {
    expect(defaultNumOfUnits('townhouse')).toBe(3);
    expect(defaultNumOfUnits('villa')).toBeUndefined();
    expect(defaultDetails('residential', 'villa', 2026)).not.toHaveProperty('numOfUnits');
  });

  it('puts the other residential types from floor -1 to 1', () => {
    expect(defaultFloors('house')).toEqual({ minFloor: -1, maxFloor: 1 });
    expect(defaultFloors('villa')).toEqual({ minFloor: -1, maxFloor: 1 });
    expect(defaultFloors('townhouse')).toEqual({ minFloor: -1, maxFloor: 1 });
  });

  it('puts a garage on floor -1, a parking lot on none', () => {
    expect(defaultDetails('garage', 'garage', 2026)).toEqual({
      condition: 1,
      constructionYear: 2026,
      floor: -1,
    });
    expect(defaultDetails('garage', 'parkingLot', 2026)).not.toHaveProperty('floor');
  });

  it('gives a hotel 3 stars (decisions.md)', () => {
    expect(defaultDetails('commercial', 'hotel', 2026)).toEqual({
      condition: 1,
      energyClass: 'G',
      constructionYear: 2026,
      hotel: { stars: 3 },
    });
    expect(defaultDetails('commercial', 'bar', 2026)).not.toHaveProperty('hotel');
  });

  it('starts land and agriculture empty', () => {
    expect(defaultDetails('buildingland', 'residential', 2026)).toEqual({});
    expect(defaultDetails('agriculture', 'agriculture', 2026)).toEqual({});
  });

  it('keeps given values over defaults', () => {
    expect(
      withDefaults('residential', 'apartment', { condition: 3, minFloor: undefined }, 2026),
    ).toMatchObject({
      condition: 3,
      minFloor: 1,
      energyClass: 'G',
    });
    expect(withDefaults('commercial', 'hotel', { hotel: { barPlaces: 20 } }, 2026).hotel).toEqual({
      stars: 3,
      barPlaces: 20,
    });
  });
});

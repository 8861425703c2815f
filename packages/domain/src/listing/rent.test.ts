import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../core/constants.ts';
import { isCategoryRentable, isTypeSelectable, selectableTypes } from './rent.ts';

describe('types selectable for rent (decisions.md Seller wizard: rent and type choice)', () => {
  it('hides building land when renting', () => {
    expect(isTypeSelectable('buildingland', true)).toBe(false);
    expect(isCategoryRentable('buildingland')).toBe(false);
  });

  it('keeps apartments, shops, garages and agricultural land selectable for rent', () => {
    for (const category of ['residential', 'garage', 'commercial', 'agriculture'] as const) {
      expect(isTypeSelectable(category, true)).toBe(true);
    }
  });

  it('offers every type for sale', () => {
    for (const category of CATEGORIES) expect(isTypeSelectable(category, false)).toBe(true);
  });

  it('filters a type list', () => {
    const types = [
      { id: 'apartment', category: 'residential' as const },
      { id: 'hotel', category: 'buildingland' as const },
      { id: 'garage', category: 'garage' as const },
    ];
    expect(selectableTypes(types, true).map((t) => t.id)).toEqual(['apartment', 'garage']);
    expect(selectableTypes(types, false)).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { hasSellType, isSellTypeAllowed, sellTypesFor } from './sell-type.ts';

describe('commercial sell types (decisions.md Seller wizard)', () => {
  it('offers both, activity or walls for sale', () => {
    expect(sellTypesFor(false)).toEqual(['both', 'activity', 'walls']);
  });

  it('offers activity or walls for rent', () => {
    expect(sellTypesFor(true)).toEqual(['activity', 'walls']);
    expect(isSellTypeAllowed('both', true)).toBe(false);
    expect(isSellTypeAllowed('walls', true)).toBe(true);
    expect(isSellTypeAllowed('both', false)).toBe(true);
  });

  it('offers no sell type for an office (seller-side.md §5) or outside commercial', () => {
    expect(hasSellType('commercial', 'office')).toBe(false);
    expect(sellTypesFor(false, 'commercial', 'office')).toEqual([]);
    expect(sellTypesFor(false, 'residential', 'apartment')).toEqual([]);
    expect(sellTypesFor(true, 'commercial', 'bar')).toEqual(['activity', 'walls']);
  });
});

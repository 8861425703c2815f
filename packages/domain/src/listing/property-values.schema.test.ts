import { describe, expect, it } from 'vitest';
import { BUILDING_BLOCK_FIELDS } from '../core/constants.ts';
import { buildingBlockShape } from './property-values.schema.ts';

describe('building block (seller-side.md §3 House block; decision 020, issue 17)', () => {
  it('has the fields the modules read without zod, in the same order', () => {
    expect(Object.keys(buildingBlockShape)).toEqual([...BUILDING_BLOCK_FIELDS]);
  });
});

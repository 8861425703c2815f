import { describe, expect, it } from 'vitest';
import { formatMinimumCount } from './minimum-count.ts';

describe('minimum counts in filters (issue 18: one way of writing them)', () => {
  it('writes the count followed by a plus sign', () => {
    expect([1, 2, 6].map(formatMinimumCount)).toEqual(['1+', '2+', '6+']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../src/lib/query-string.ts';

describe('query strings with bracketed keys (buyer-side.md §7 budget (min, max); decision 005)', () => {
  it('folds budget[min] and budget[max] into one object', () => {
    expect(parseQueryString('rent=true&budget[min]=100&budget[max]=200')).toEqual({
      rent: 'true',
      budget: { min: '100', max: '200' },
    });
    expect(parseQueryString('budget%5Bmin%5D=5')).toEqual({ budget: { min: '5' } });
  });

  it('keeps plain keys and repeated values as the default parser does', () => {
    expect(parseQueryString('a=1&a=2&b=')).toEqual({ a: ['1', '2'], b: '' });
  });

  it('lets a plain value win over bracketed ones, so that validation rejects it', () => {
    expect(parseQueryString('budget=5&budget[min]=1')).toEqual({ budget: '5' });
    expect(parseQueryString('budget[min]=1&budget=5')).toEqual({ budget: '5' });
  });

  it('never writes to the prototype', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&constructor[prototype]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

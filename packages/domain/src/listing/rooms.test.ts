import { describe, expect, it } from 'vitest';
import { bathTotal, roomTotal } from './rooms.ts';

describe('room and bath totals (seller-side.md §9, buyer-side.md §9)', () => {
  it('counts rooms as bed + living + dining', () => {
    expect(roomTotal({ bed: 2, living: 1, dining: 1, bath: 2, wc: 1 })).toBe(4);
  });

  it('counts baths as wc + bath', () => {
    expect(bathTotal({ bed: 2, living: 1, dining: 1, bath: 2, wc: 1 })).toBe(3);
  });

  it('counts missing entries as 0', () => {
    expect(roomTotal({ bed: 3 })).toBe(3);
    expect(bathTotal(undefined)).toBe(0);
    expect(roomTotal(null)).toBe(0);
  });
});

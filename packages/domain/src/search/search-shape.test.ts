import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_POLYGON_POINTS } from '../core/constants.ts';
import { decodeShape, encodeShape, MAX_SHAPE_LENGTH, type Position } from './search-shape.ts';

// Issue 34 point 2 and decision 072: a drawn area in the public search's address.
describe('drawn area in the search address (decision 072)', () => {
  it("writes the format's published example as Google's documentation does", () => {
    // developers.google.com/maps/documentation/utilities/polylinealgorithm: lat,lng pairs.
    const ring: Position[] = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ];
    expect(encodeShape(ring)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodeShape('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([...ring, ring[0]]);
  });

  it('writes a closed ring once per corner and reads it back closed', () => {
    const ring: Position[] = [
      [11.35, 46.5],
      [11.36, 46.5],
      [11.36, 46.51],
      [11.35, 46.5],
    ];
    expect(decodeShape(encodeShape(ring))).toEqual(ring);
    expect(encodeShape(ring)).toBe(encodeShape(ring.slice(0, -1)));
  });

  it('reads back every ring it writes, to five decimals', () => {
    const position = fc.tuple(
      fc.double({ min: 10.25, max: 12.6, noNaN: true }),
      fc.double({ min: 46.1, max: 47.2, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 3, maxLength: MAX_POLYGON_POINTS - 1 }),
        (ring) => {
          const text = encodeShape(ring);
          expect(text.length).toBeLessThanOrEqual(MAX_SHAPE_LENGTH);
          const back = decodeShape(text)!;
          expect(back).toHaveLength(ring.length + 1);
          ring.forEach(([lng, lat], i) => {
            expect(Math.abs(back[i]![0] - lng)).toBeLessThanOrEqual(0.5e-5 + 1e-12);
            expect(Math.abs(back[i]![1] - lat)).toBeLessThanOrEqual(0.5e-5 + 1e-12);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses text that is no polyline of 3 to 498 corners on the globe', () => {
    const two = encodeShape([
      [11.35, 46.5],
      [11.36, 46.5],
    ]);
    const many = encodeShape(
      Array.from({ length: MAX_POLYGON_POINTS }, (_, i): Position => [11 + i / 1e4, 46.5]),
    );
    for (const text of [
      '',
      two,
      many,
      'abc def',
      '_p~iF~ps|U_ulLnnqC_mqNvxq', // stops inside a number
      '_p~iF~ps|U_ulLnnqC_mqN', // an odd count of numbers
      '~~~~~~~~~~~~~~~~~~~~', // a number wider than 32 bits
      '_p~iF~ps|U'.repeat(MAX_SHAPE_LENGTH), // too long
      encodeShape([
        [0, 95],
        [1, 95],
        [1, 96],
      ]), // beyond the pole
    ]) {
      expect(decodeShape(text), text.slice(0, 40)).toBeNull();
    }
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const ring = decodeShape(text);
        expect(ring === null || ring.length >= 4).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
